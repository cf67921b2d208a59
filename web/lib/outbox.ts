/**
 * The outbox: public submissions (academy registration, club claim) and live-scoring events
 * (issue 14) made without signal wait
 * here, in IndexedDB, until they can be sent. IndexedDB survives reloads and browser restarts,
 * and the service worker reads the same store on a Background Sync event.
 *
 * Each item's id is its `Idempotency-Key`: the server stores the key under a unique constraint
 * and answers a repeat with the first result, so an item sent twice (by the page and by the
 * service worker, or after a lost answer) still lands exactly once.
 *
 * This module runs in the page and in the service worker: no DOM, no React.
 */
import type { LiveEventInput } from "../../schema/live-requests";
import type { AcademyInput, ClaimInput } from "../../schema/requests";
import type { ClientResponse } from "hono/client";
import { api } from "./api";
import { OUTBOX_CHANNEL, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORE } from "./outbox-store";

/** A live event of one fixture, with the phone's device id and running number (schema/live-requests.ts). */
export type LiveEventPayload = LiveEventInput & { fixtureId: number };

export type OutboxPayloads = { academy: AcademyInput; claim: ClaimInput; liveEvent: LiveEventPayload };
export type OutboxKind = keyof OutboxPayloads;

export type OutboxItem<K extends OutboxKind = OutboxKind> = {
  /** A UUID, sent as the `Idempotency-Key` header. */
  id: string;
  kind: K;
  payload: OutboxPayloads[K];
  /** Epoch milliseconds. */
  createdAt: number;
  status: "queued" | "sending" | "failed";
  /** The server's reason, when it refused the item (status "failed"): its message, usually a Lingui id. */
  error?: string;
  /** The server's per-field messages, when it gave them (the most useful part of a 400). */
  errorDetails?: string[];
  /**
   * When to send it again (epoch ms), when the server answered "not now" (a 503 of a storage
   * fault, a 429): its Retry-After. The page replays then (useOutbox); an item queued for want of
   * a network has none and waits for the connection.
   */
  retryAt?: number;
};

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = "rugby-hellas-outbox";

const DB_NAME = OUTBOX_DB_NAME;
const DB_VERSION = OUTBOX_DB_VERSION;
const STORE = OUTBOX_STORE;
const CHANNEL = OUTBOX_CHANNEL;

// ---- a tiny IndexedDB wrapper ----------------------------------------------------------------

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: "id" });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: step aside so it is not blocked.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = run(transaction.objectStore(STORE));
    // Resolve on commit, not on the request's success, so a write is durable when we report it.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

// ---- change notifications --------------------------------------------------------------------

const localChanges = new EventTarget();
let channel: BroadcastChannel | undefined;
const getChannel = () => (channel ??= typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL));

function announceChange() {
  localChanges.dispatchEvent(new Event("change"));
  getChannel()?.postMessage("change");
}

/** Calls `listener` whenever the outbox changes, here or in another tab or the service worker. */
export function subscribeOutbox(listener: () => void): () => void {
  const ownChannel = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL);
  localChanges.addEventListener("change", listener);
  ownChannel?.addEventListener("message", listener);
  return () => {
    localChanges.removeEventListener("change", listener);
    ownChannel?.close();
  };
}

// ---- the queue -------------------------------------------------------------------------------

export async function listOutbox(): Promise<OutboxItem[]> {
  const items = await withStore<OutboxItem[]>("readonly", (store) => store.getAll());
  return items.sort((a, b) => a.createdAt - b.createdAt);
}

async function putItem(item: OutboxItem) {
  await withStore("readwrite", (store) => store.put(item));
  announceChange();
}

export async function removeFromOutbox(id: string) {
  await withStore("readwrite", (store) => store.delete(id));
  announceChange();
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Stores a submission to be sent later; the key is the one the first attempt used, if any, and `retryAt` when the server asked to wait. */
export async function enqueue<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], id = newIdempotencyKey(), retryAt?: number): Promise<OutboxItem<K>> {
  const item: OutboxItem<K> = { id, kind, payload, createdAt: Date.now(), status: "queued", ...(retryAt === undefined ? {} : { retryAt }) };
  await putItem(item as OutboxItem);
  return item;
}

// ---- sending ---------------------------------------------------------------------------------

/** Sends one submission with its `Idempotency-Key`. Rejects with a TypeError when there is no network. */
export function sendSubmission<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], idempotencyKey: string): Promise<ClientResponse<unknown>> {
  const options = { headers: { "Idempotency-Key": idempotencyKey } };
  if (kind === "liveEvent") {
    const { fixtureId, ...event } = payload as LiveEventPayload;
    return api.fixtures[":id"].live.events.$post({ param: { id: String(fixtureId) }, json: event }, options);
  }
  return kind === "academy"
    ? api["academy-registration"].$post({ json: payload as AcademyInput }, options)
    : api.clubs.claim.$post({ json: payload as ClaimInput }, options);
}

/** What an answer means for a queued item. */
export type Delivery = "delivered" | "refused" | "retry";

/**
 * 2xx means the submission is in the database (the server answers a repeated key with the first
 * answer, so a replay is a 2xx too). 408, 429 and 5xx are temporary: try again later. Any other
 * answer is the server refusing the submission itself (invalid input, a club already claimed):
 * the user must see why.
 */
export function classify(status: number): Delivery {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "refused";
}

/**
 * Whether a first, online send is kept in the outbox rather than shown as failed: only when the
 * server says it cannot take it *now* (408, 429, 503 with its Retry-After). Another 5xx is shown
 * to the person at once, with the SPEC's failure message, and the form stays open to try again.
 */
export const asksToRetryLater = (status: number) => status === 408 || status === 429 || status === 503;

/** An answer as far as the outbox reads it. */
type Answer = Pick<Response, "status" | "statusText" | "headers" | "text">;

/** How long to wait when the server says "try again" without saying when. */
export const DEFAULT_RETRY_MS = 30_000;

/** When an answer that says "try again" asks to be tried again: its Retry-After (seconds, or an HTTP date), at least a second on. */
export function retryAtOf(response: Pick<Answer, "headers">, now = Date.now()): number {
  const retryAfter = response.headers.get("Retry-After")?.trim();
  if (!retryAfter) return now + DEFAULT_RETRY_MS;
  const ms = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : Date.parse(retryAfter) - now;
  return now + (Number.isFinite(ms) ? Math.max(1000, ms) : DEFAULT_RETRY_MS);
}

async function reasonOf(response: Answer): Promise<Pick<OutboxItem, "error" | "errorDetails">> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: string; fields?: Record<string, string> };
    return { error: body.message || String(response.status), errorDetails: body.fields ? Object.values(body.fields) : undefined };
  } catch {
    return { error: text || response.statusText || String(response.status) };
  }
}

/** Items that must reach the server in order: one fixture's live events from one phone. A form is its own. */
const orderGroup = (item: OutboxItem) =>
  item.kind === "liveEvent" ? `live:${(item.payload as LiveEventPayload).fixtureId}:${(item.payload as LiveEventPayload).deviceId}` : `item:${item.id}`;

/**
 * The outbox in sending order: a fixture's live events by the phone's running number (not by
 * when they were queued), everything else by when it was queued.
 */
export function sendingOrder(items: readonly OutboxItem[]): OutboxItem[] {
  const seqOf = (item: OutboxItem) => (item.kind === "liveEvent" ? (item.payload as LiveEventPayload).seq : 0);
  const firstOf = new Map<string, number>();
  for (const item of items) firstOf.set(orderGroup(item), Math.min(firstOf.get(orderGroup(item)) ?? Infinity, item.createdAt));
  return [...items].sort(
    (a, b) => firstOf.get(orderGroup(a))! - firstOf.get(orderGroup(b))! || orderGroup(a).localeCompare(orderGroup(b)) || seqOf(a) - seqOf(b) || a.createdAt - b.createdAt,
  );
}

/**
 * Sends the items once each, in sending order, through `attempt`. A fixture's events stop at the
 * first one that must be tried again (no signal, a server busy): the later ones wait behind it,
 * so the server never has them before it; other fixtures and the forms carry on. An item the
 * server refused for good (it waits, failed, for the user) holds nothing up: it will never be
 * sent. Returns how many are still waiting for the network.
 */
export async function replayInOrder(items: readonly OutboxItem[], attempt: (item: OutboxItem) => Promise<Delivery>): Promise<number> {
  const held = new Set<string>();
  let waiting = 0;
  for (const item of sendingOrder(items)) {
    // Failed items wait for the user to read the reason and dismiss them.
    if (item.status === "failed") continue;
    if (held.has(orderGroup(item))) {
      waiting++;
      continue;
    }
    if ((await attempt(item)) === "retry") {
      waiting++;
      held.add(orderGroup(item));
    }
  }
  return waiting;
}

/**
 * What the server's answer makes of an item: `null` once delivered (it leaves the outbox), failed
 * with the server's reason when refused, or queued again until the server's Retry-After.
 */
export async function afterAnswer(item: OutboxItem, response: Answer, now = Date.now()): Promise<{ delivery: Delivery; next: OutboxItem | null }> {
  const delivery = classify(response.status);
  if (delivery === "delivered") return { delivery, next: null };
  if (delivery === "refused") return { delivery, next: { ...item, status: "failed", ...(await reasonOf(response)) } };
  return { delivery, next: { ...item, status: "queued", retryAt: retryAtOf(response, now) } };
}

/** One item: sent, then removed (delivered), marked failed with the reason (refused), or queued again. */
async function sendItem(item: OutboxItem): Promise<Delivery> {
  await putItem({ ...item, status: "sending" });
  let response: Answer;
  try {
    response = await sendSubmission(item.kind, item.payload, item.id);
  } catch {
    // No network: it waits for the connection, not for a time.
    await putItem({ ...item, status: "queued", retryAt: undefined });
    return "retry";
  }
  const { delivery, next } = await afterAnswer(item, response);
  if (next) await putItem(next);
  else await removeFromOutbox(item.id);
  return delivery;
}

/** Sends every queued item once, in order. Returns how many are still waiting for the network. */
async function replayNow(): Promise<number> {
  return replayInOrder(await listOutbox(), sendItem);
}

/**
 * Replays the outbox. The page (on start and on `online`) and the service worker (on `sync`) may
 * both try at once: a Web Lock keeps it to one sender at a time where the browser has them, and
 * the idempotency key keeps it safe where it has not.
 */
export async function replayOutbox(): Promise<number> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request("rugby-hellas-outbox-replay", () => replayNow());
  return replayNow();
}
