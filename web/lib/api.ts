/**
 * The typed API client. URLs and payloads come from the worker's `AppType`, so the two sides
 * cannot drift. This layer only transports: toasts and redirects belong to screens and hooks.
 */
import { hc, type ClientResponse } from "hono/client";
import type { AppType } from "../../worker/app";
import { MESSAGE_IDS_HEADER } from "../../schema/api-language";

/** How requests leave: the browser's `fetch`, or the worker's own app when it renders a page (setApiFetch). */
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * The app asks for the messages as their ids (the English texts, schema/api-language.ts) and
 * translates them itself, `i18n._(error.serverMessage)`, in the language it shows at that moment.
 */
export const MESSAGE_IDS = { [MESSAGE_IDS_HEADER]: "1" };

export const client = hc<AppType>(globalThis.location?.origin ?? "http://localhost", {
  init: { credentials: "include" },
  headers: MESSAGE_IDS,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(input, init),
});

/** The server's page renderer (web/entry-server.tsx) answers the app's calls without a network. */
export function setApiFetch(fetchApi: typeof fetch) {
  send = fetchApi;
}

export const api = client.api;

/** A failed call. `message` follows the SPEC: status code, a colon, and the server's text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own message, without the status prefix. */
    readonly serverMessage: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = "ApiError";
  }
}

/**
 * The offline message. Its English text is its Lingui id (the `i18n` comment marks it for
 * extraction, without a macro: this module also runs in the service worker), so screens show it
 * translated with `i18n._(error.message)`.
 */
const offlineDescriptor = /*i18n*/ { id: "You are offline. Check your connection and try again." };
export const OFFLINE_MESSAGE = offlineDescriptor.id;

/** The request never reached the server (no signal, DNS, airplane mode). */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = "OfflineError";
  }
}

type Body = { message?: string; code?: string; fields?: Record<string, string> };

/** Awaits a typed call and returns its JSON, or throws `ApiError` / `OfflineError`. */
export async function unwrap<T>(call: Promise<ClientResponse<T>>): Promise<T> {
  let response: ClientResponse<T>;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof TypeError) throw new OfflineError();
    throw error;
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body: Body = {};
    try {
      body = JSON.parse(text) as Body;
    } catch {
      // not JSON: keep the raw text
    }
    throw new ApiError(response.status, body.message ?? (text || response.statusText), body.code, body.fields);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * The server's message worth showing a person (a Lingui id the screen translates): a refusal's
 * (4xx), or a storage fault's (503 `storage_unavailable`: "try again in a few seconds"). Not a
 * crash's 500, nor whatever a proxy in between answered: those get the screen's own text.
 */
export function messageForPeople(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  return error.status < 500 || error.code === "storage_unavailable" ? error.serverMessage : undefined;
}

/** A 404 (or a 400 for an id no record can have) answers "there is no such club, article, match". */
export const isNotFoundAnswer = (error: unknown) => isStatus(error, 404) || isStatus(error, 400);

/**
 * Options of a query whose "not found" is an answer, not a failure: a drawn page hands that
 * answer to the browser (web/entry-server.tsx), and the browser keeps it while it hydrates instead
 * of asking again, which would draw a skeleton over the server's "not found" card.
 */
export const keepsNotFound = { retryOnMount: false } as const;

/**
 * An `ApiError` again, from its JSON (a drawn page's dehydrated cache carries a query's error as
 * plain data): the screen that hydrates shows the same "not found" the server drew.
 */
export function reviveApiError(value: unknown): unknown {
  if (!value || typeof value !== "object" || !("status" in value) || typeof value.status !== "number") return value;
  const { status, serverMessage, code, fields } = value as Partial<ApiError> & { status: number };
  return new ApiError(status, serverMessage ?? "", code, fields);
}
