/**
 * The open-data files compressed when the client accepts it (issue 20, point 11): calendars,
 * Atom feeds and the public CSV files. Cloudflare's edge compresses only the content types of its
 * list (HTML, JSON, XML, plain text…: miniflare copies it as `compressedByCloudflareFL`), which
 * has neither text/calendar, application/atom+xml nor text/csv; the sitemap (application/xml) and
 * robots.txt (text/plain) are on it, so they are left to it.
 *
 * The Workers runtime compresses a body itself when the answer says `Content-Encoding: gzip` or
 * `br` (a Response's `encodeBody: "automatic"`, the default), so this middleware only chooses the
 * encoding and says it. Hono's compress() compresses the stream itself and sets the header, which
 * workerd then compresses again (gzip inside gzip, seen with wrangler dev): not used here.
 *
 * Mounted outside publicRead (its ETag and 304), so that it sees the final answer:
 * - the ETag becomes weak, on the 200 as on the 304: the encodings are equivalent, not the same
 *   bytes (RFC 9110, 8.8.1), and hono/etag compares weakly, so If-None-Match still gives a 304;
 * - `Vary: Accept-Encoding`, so a cache keeps one copy per encoding.
 */
import { createMiddleware } from "hono/factory";

/** The encodings the runtime makes, best first when the client likes them equally. */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The client's preferred encoding of ENCODINGS by its Accept-Encoding (q-values, `*`), or undefined for none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding, ...parameters] = part.split(";").map((item) => item.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const best = [...ENCODINGS].sort((a, b) => weight(b) - weight(a))[0]!;
  return weight(best) > 0 ? best : undefined;
}

/**
 * What the client itself accepts. On Cloudflare the Worker sees an Accept-Encoding the edge has
 * rewritten, and the client's own in `request.cf.clientAcceptEncoding` (wrangler dev does the same).
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf;
  return typeof cf?.clientAcceptEncoding === "string" ? cf.clientAcceptEncoding : request.headers.get("accept-encoding");
}

export const compressFiles = createMiddleware(async (c, next) => {
  await next();
  const { res } = c;
  if (res.status !== 200 && res.status !== 304) return;
  const vary = res.headers.get("vary");
  if (!vary || !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const etag = res.headers.get("etag");
  if (etag && !etag.startsWith("W/")) res.headers.set("etag", `W/${etag}`);
  const encoding = preferredEncoding(clientAcceptEncoding(c.req.raw));
  if (res.status === 200 && encoding && !res.headers.has("content-encoding")) {
    res.headers.set("content-encoding", encoding);
    // The runtime writes the compressed length (or sends it chunked); the plain one would be wrong.
    res.headers.delete("content-length");
  }
});
