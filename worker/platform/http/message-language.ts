/**
 * Answers the API's messages in the request's language (schema/api-language.ts): when it is
 * Greek, the `message`, each `fields` value and each `errors[].message` (an import's report, line
 * by line) of a JSON answer are replaced by their Greek from the Lingui catalog
 * (schema/generated/api-messages-el.ts). Every answer passes here, the errors
 * of onError and notFound included, so no route has to think of it. A text without a translation
 * (or one a person wrote, such as a claim's message) stays as it is; `code` never changes.
 *
 * Only answers that can carry a message are read: errors, and what a write answers. A GET's data
 * (lists of matches, news, …) is never parsed again.
 */
import type { MiddlewareHandler } from "hono";
import { MESSAGE_IDS_HEADER, messageLocale } from "../../../schema/api-language";
import { API_MESSAGES_EL } from "../../../schema/generated/api-messages-el";

const greek = (text: unknown) => (typeof text === "string" ? (API_MESSAGES_EL[text] ?? text) : text);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The body with its message, field messages and report errors in Greek, or undefined when nothing changes. */
function inGreek(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  const translated: Record<string, unknown> = { ...body };
  if ("message" in body) translated.message = greek(body.message);
  if (isRecord(body.fields)) translated.fields = Object.fromEntries(Object.entries(body.fields).map(([field, text]) => [field, greek(text)]));
  if (Array.isArray(body.errors)) translated.errors = body.errors.map((error) => (isRecord(error) && "message" in error ? { ...error, message: greek(error.message) } : error));
  return JSON.stringify(translated) === JSON.stringify(body) ? undefined : translated;
}

export const messageLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status < 400) return;
  if (!c.res.headers.get("content-type")?.startsWith("application/json")) return;
  // The language decides this answer: a cache in between must keep one per language. (Not on a
  // GET's data: the service worker matches its cached reads by Vary, and a new cookie would miss.)
  c.res.headers.append("Vary", `Cookie, Accept-Language, ${MESSAGE_IDS_HEADER}`);
  const locale = messageLocale({
    cookie: c.req.header("cookie"),
    acceptLanguage: c.req.header("accept-language"),
    messageIds: c.req.header(MESSAGE_IDS_HEADER),
  });
  if (locale !== "el") return;
  const translated = inGreek(await c.res.clone().json().catch(() => undefined));
  if (!translated) return;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(translated), { status: c.res.status, statusText: c.res.statusText, headers });
};
