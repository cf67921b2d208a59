/**
 * What every public read sends (issue 11, point 6): an ETag, answered with 304 when the client
 * already has it (`If-None-Match`), a Cache-Control, and cross-origin access for anyone
 * (`Access-Control-Allow-Origin: *`, never with credentials), so another site can show our tables
 * and a calendar app that polls is answered cheaply. Hono's own etag and cors middleware do it.
 */
import { createMiddleware } from "hono/factory";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { every } from "hono/combine";

/**
 * Any cache may keep the answer but must check it again each time (cheap: a 304 for the same
 * ETag), so a change a club makes shows at once, in the app as on other sites.
 */
export const PUBLIC_READ_CACHE = "public, no-cache";

const revalidated = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 200 && c.res.status !== 304) return;
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", PUBLIC_READ_CACHE);
  // Readable by other sites' pages (the API's default is same-origin); set here, after etag, so a 304 has it too.
  c.res.headers.set("access-control-allow-origin", "*");
  c.res.headers.set("cross-origin-resource-policy", "cross-origin");
});

export const publicRead = every(cors({ origin: "*", allowMethods: ["GET", "HEAD"] }), revalidated, etag());
