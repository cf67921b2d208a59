/**
 * What every public read sends (issue 11, point 6): an ETag, answered with 304 when the client
 * already has it (`If-None-Match`), a Cache-Control, and cross-origin access for anyone
 * (`Access-Control-Allow-Origin: *`, never with credentials), so another site can show our tables
 * and a calendar app that polls is answered cheaply. Hono's own etag and cors middleware do it.
 *
 * Issue 20, point 7: another site's script is a browser page like ours. Its conditional GET
 * (`If-None-Match`) is preceded by a preflight (OPTIONS), answered here for GET and HEAD only;
 * it reads the ETag and the news' next-page cursor only when they are exposed; and the answer
 * may be embedded anywhere (Cross-Origin-Resource-Policy: cross-origin, where the rest of the
 * API says same-origin: worker/platform/http/security-headers.ts).
 */
import { createMiddleware } from "hono/factory";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { every } from "hono/combine";

/**
 * Any cache may keep the answer but must check it again each time (cheap: a 304 for the same
 * ETag), so a change a club makes shows at once, in the app as on other sites. The edge keeps its
 * own copy under keys that change with every write to what the answer draws from
 * (worker/platform/edge-cache), and answers the check itself.
 */
export const PUBLIC_READ_CACHE = "public, no-cache";

/** The header that carries the cursor of the news' next page (GET /api/news/latest), absent on the last one. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** Request headers another site's script may send: the conditional ones and the language it wants. */
const ALLOWED_HEADERS = ["If-None-Match", "If-Modified-Since", "Accept-Language"];
/**
 * Answer headers its script may read beyond the CORS-safelisted ones: the ETag to ask again
 * conditionally, the news' cursor to page, a file's name, and when to retry a 429 or 503.
 */
const EXPOSED_HEADERS = ["ETag", NEXT_CURSOR_HEADER, "Content-Disposition", "Retry-After"];
/** A browser may keep a preflight's answer this long (it caps it: Chromium at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

const revalidated = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 200 && c.res.status !== 304) return;
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", PUBLIC_READ_CACHE);
  // Readable by other sites' pages (the API's default is same-origin); set here, after etag, so a 304 has it too.
  c.res.headers.set("access-control-allow-origin", "*");
  c.res.headers.set("access-control-expose-headers", EXPOSED_HEADERS.join(", "));
  c.res.headers.set("cross-origin-resource-policy", "cross-origin");
});

export const publicRead = every(
  cors({ origin: "*", allowMethods: ["GET", "HEAD"], allowHeaders: ALLOWED_HEADERS, exposeHeaders: EXPOSED_HEADERS, maxAge: PREFLIGHT_MAX_AGE_SECONDS }),
  revalidated,
  etag(),
);
