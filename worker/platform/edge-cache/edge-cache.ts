/**
 * Public pages and public API reads kept at the edge (issue 25, point 6), with the Workers Cache
 * API (`caches.default`: the data centre's own cache; Miniflare's locally).
 *
 * The key of a kept answer is its address, with a stamp: what it is (page or API read), the
 * language it is in (the page's chosen language, the API's message language: never the raw
 * cookie or Accept-Language), the build (a hash of the app's shell, so a deploy starts afresh)
 * and the version of every tag it depends on (./tags.ts). A write raises the versions of its
 * tags in the same statement (the triggers of migration 0015), so the next read's key is a new
 * one and is drawn afresh: a read straight after a write is fresh, and a live score in one
 * fixture leaves the news, the clubs and the other matches cached.
 *
 * - A hit answers from the cache, with no D1 query (the versions come from memory, ./versions.ts).
 * - A miss draws the answer on a D1 session at least as new as the versions it was keyed by (the
 *   bookmark goes to worker/platform/d1-session.ts in BOOKMARK_HEADER), keeps it and answers it.
 *   Visitors asking for the same key meanwhile in this isolate wait for that copy (a match day's
 *   /fixtures, just after a try, is drawn once, not once per fan).
 *   A page's own API reads go through here too (`read`), on the page's versions, so a page drawn
 *   again after a live score reads only the match lists from D1.
 * - Kept: 200 and 404 (a 503, an answer setting a cookie, or one that says no-store or private
 *   never); each for EDGE_TTL_SECONDS at most, since some answers also follow the clock (the
 *   next match kicks off, a season starts).
 * - To browsers: the answer's own Cache-Control (pages `private, no-cache`, API reads
 *   `public, no-cache`) and an ETag, so a browser asks again each time and gets a 304 when nothing
 *   changed; `X-Edge-Cache: hit | miss | pass` says where the answer came from (the bench counts
 *   it): the edge's copy (or the one being drawn for another visitor), drawn now and kept, or drawn
 *   now and not kept.
 *
 * A platform piece: it knows no module. worker/index.ts composes it with the pages and the API.
 */
import { messageLocale, MESSAGE_IDS_HEADER } from "../../../schema/api-language";
import type { PageLocale } from "../../../schema/page-contract";
import { BOOKMARK_HEADER, visitorBookmark } from "../d1-session";
import { edgeCachedRead, isCacheTag, pageTags, type CacheTag } from "./tags";
import { EPOCH, noteVisitorBookmark, versionsChanged, versionsOf, type VersionSnapshot } from "./versions";

/** Where an answer came from: the edge's copy, drawn now and kept, or drawn now and not kept. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";
export type EdgeCacheState = "hit" | "miss" | "pass";

/**
 * What a drawn page reports (worker/modules/pages/pages.ts): the tags of the reads it was drawn
 * from, `?` for a read no rule knows. Taken off before the answer leaves.
 */
export const PAGE_READS_HEADER = "X-Edge-Page-Reads";
export const UNKNOWN_READ = "?";

/** The longest an answer is kept, whatever the versions: lists also follow the clock (a kick-off, a new season). */
export const EDGE_TTL_SECONDS = 60;

/** The browser's Cache-Control and Vary, kept aside in the stored copy (the edge's own Cache-Control is its time to live). */
const BROWSER_CACHE_CONTROL = "X-Edge-Browser-Cache-Control";
const BROWSER_VARY = "X-Edge-Browser-Vary";
/** The name of the stamp in a key's query. */
const STAMP = "__edge";
const KEPT_STATUSES = new Set([200, 404]);
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range", "range"];

/** What an answer is, in which language, and which tags it depends on. */
export type EdgePlan = { kind: "page" | "api"; locale: PageLocale; tags: CacheTag[] };

const isRead = (method: string) => method === "GET" || method === "HEAD";
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** A public API read kept at the edge (its language: the API's messages', schema/api-language.ts); undefined for any other request. */
export function apiReadPlan(request: Request): EdgePlan | undefined {
  if (!isRead(request.method)) return undefined;
  const tags = edgeCachedRead(new URL(request.url).pathname);
  if (!tags) return undefined;
  const { headers } = request;
  const locale = messageLocale({ cookie: headers.get("cookie"), acceptLanguage: headers.get("accept-language"), messageIds: headers.get(MESSAGE_IDS_HEADER) });
  return { kind: "api", locale, tags };
}

/** A page visit, drawn in `locale` (worker/modules/pages/pages.ts chooses it). */
export function pagePlan(request: Request, locale: PageLocale): EdgePlan | undefined {
  if (!isRead(request.method)) return undefined;
  const url = new URL(request.url);
  return { kind: "page", locale, tags: pageTags(url.pathname, url.search) };
}

/** The build: a hash of the app's shell, read once per isolate (an isolate runs one deployed version). */
let build: Promise<string> | undefined;
function buildOf(env: Env, request: Request): Promise<string> {
  build ??= env.ASSETS.fetch(new URL("/", request.url))
    .then((shell) => shell.arrayBuffer())
    .then((bytes) => digest(bytes, 8))
    .catch(() => {
      build = undefined;
      return "none";
    });
  return build;
}

async function digest(bytes: ArrayBuffer, length: number) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash.slice(0, length)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function keyOf(request: Request, plan: EdgePlan, snapshot: VersionSnapshot, buildId: string): Request {
  const url = new URL(request.url);
  url.hash = "";
  const stamped: (CacheTag | typeof EPOCH)[] = [EPOCH, ...plan.tags];
  const versions = stamped.map((tag) => `${tag}.${snapshot.versions.get(tag) ?? 0}`);
  url.searchParams.append(STAMP, [plan.kind, plan.locale, buildId, ...versions].join("~"));
  return new Request(url.toString(), { method: "GET" });
}

/** The request a miss is drawn with: a full GET (no conditions), on a D1 session at least as new as the versions. */
function drawRequest(request: Request, bookmark: string | null): Request {
  const headers = new Headers(request.headers);
  for (const name of CONDITIONAL_HEADERS) headers.delete(name);
  const sent = headers.get(BOOKMARK_HEADER);
  if (bookmark && (!sent || bookmark > sent)) headers.set(BOOKMARK_HEADER, bookmark);
  return new Request(request.url, { method: "GET", headers, redirect: "manual" });
}

/** Whether an ETag the client has (If-None-Match) is this one: weak comparison, as for a GET. */
function matches(ifNoneMatch: string | null, etag: string | null) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The answer to the client, from a stored or a drawn answer. */
function answer(request: Request, from: Response, state: EdgeCacheState, body: BodyInit | null = from.body): Response {
  const headers = new Headers(from.headers);
  const browser = headers.get(BROWSER_CACHE_CONTROL);
  if (browser) headers.set("cache-control", browser);
  const vary = headers.get(BROWSER_VARY);
  if (vary) headers.set("vary", vary);
  headers.delete(BROWSER_CACHE_CONTROL);
  headers.delete(BROWSER_VARY);
  headers.delete(PAGE_READS_HEADER);
  headers.set(EDGE_CACHE_HEADER, state);
  if (from.status === 200 && matches(request.headers.get("if-none-match"), headers.get("etag"))) {
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : body, { status: from.status, statusText: from.statusText, headers });
}

/** Why a drawn answer is not kept, if it is not. */
function notKept(response: Response, plan: EdgePlan): string | undefined {
  if (!KEPT_STATUSES.has(response.status)) return `status ${response.status}`;
  if (response.headers.has("set-cookie")) return "it sets a cookie";
  if (plan.kind === "api" && /\b(no-store|private)\b/i.test(response.headers.get("cache-control") ?? "")) return "it says no-store or private";
  if (plan.kind === "page") {
    const reads = response.headers.get(PAGE_READS_HEADER);
    // No report: not a drawn page (an app screen, the shell after a failed draw, a file).
    if (reads === null) return "not a drawn page";
    const outside = reads.split(",").filter((tag) => tag && !(isCacheTag(tag) && plan.tags.includes(tag)));
    if (outside.length) return `it read beyond its tags (${outside.join(", ")})`;
  }
  return undefined;
}

type Produce = (request: Request) => Response | Promise<Response>;

/** A drawn answer, as kept. */
type Copy = { status: number; statusText: string; headers: Headers; body: ArrayBuffer };
/** The answers this isolate is drawing now, by key: a visitor asking meanwhile waits for the same. */
const drawing = new Map<string, Promise<Copy | null>>();

/**
 * One request's use of the edge cache: the versions it was keyed by, which its page's own API
 * reads reuse (they are drawn on the same D1 session).
 */
export class EdgeRequest {
  private snapshot: VersionSnapshot | undefined;

  constructor(private readonly env: Env) {}

  /** The visitor's request: from the edge when kept, else drawn by `produce` (and kept when it may be). */
  async serve(request: Request, plan: EdgePlan | undefined, produce: Produce): Promise<Response> {
    noteVisitorBookmark(visitorBookmark(request));
    if (!plan) {
      const response = await produce(request);
      // This isolate wrote: its next read asks D1 for the versions (the triggers raised them).
      if (!isRead(request.method) && request.method !== "OPTIONS" && isApiPath(new URL(request.url).pathname)) versionsChanged();
      return response;
    }
    let snapshot: VersionSnapshot;
    try {
      snapshot = await versionsOf(this.env.DB, plan.tags);
    } catch (error) {
      console.error("edge cache: the versions could not be read; answering uncached", error);
      return answer(request, await produce(request), "pass");
    }
    this.snapshot = snapshot;
    return this.cached(request, plan, snapshot, produce);
  }

  /**
   * An API read a page makes while it is drawn: kept on the page's versions. Outside a kept page
   * (a preview card, a page that could not read its versions), it is answered as it is, since
   * its D1 session did not start from the versions' bookmark.
   */
  async read(request: Request, produce: Produce): Promise<Response> {
    const plan = apiReadPlan(request);
    const snapshot = this.snapshot;
    if (!plan || !snapshot || plan.tags.some((tag) => !snapshot.versions.has(tag))) return produce(request);
    return this.cached(request, plan, snapshot, produce);
  }

  private async cached(request: Request, plan: EdgePlan, snapshot: VersionSnapshot, produce: Produce): Promise<Response> {
    const key = keyOf(request, plan, snapshot, await buildOf(this.env, request));
    // The Workers runtime's cache (the web's type check reaches this file too, with the DOM's CacheStorage).
    const cache = (caches as unknown as { default: Cache }).default;
    const stored = await cache.match(key).catch((error: unknown) => void console.error("edge cache: lookup failed", error));
    if (stored) return answer(request, stored, "hit");
    // Being drawn for another visitor this instant (a page everyone opens at once, just after a
    // write): the same copy, drawn once.
    const copy = await drawing.get(key.url);
    if (copy) return answer(request, new Response(null, { status: copy.status, statusText: copy.statusText, headers: copy.headers }), "hit", copy.body.slice(0));

    let settle: (copy: Copy | null) => void = () => undefined;
    drawing.set(key.url, new Promise((resolve) => (settle = resolve)));
    try {
      const drawn = await produce(drawRequest(request, snapshot.bookmark));
      const why = notKept(drawn, plan);
      if (why) {
        if (plan.kind === "page" && why.startsWith("it read beyond")) console.error("edge cache: page", new URL(request.url).pathname, "not kept:", why);
        return answer(request, drawn, "pass");
      }
      const body = await drawn.arrayBuffer();
      const headers = new Headers(drawn.headers);
      if (!headers.has("etag")) headers.set("etag", `"${await digest(body, 12)}"`);
      headers.delete(PAGE_READS_HEADER);
      const kept = new Headers(headers);
      kept.set(BROWSER_CACHE_CONTROL, headers.get("cache-control") ?? "no-cache");
      kept.set("cache-control", `public, max-age=${EDGE_TTL_SECONDS}`);
      // The key already holds the language: the copy is the same for everyone who reaches it.
      if (headers.has("vary")) kept.set(BROWSER_VARY, headers.get("vary")!);
      kept.delete("vary");
      try {
        await cache.put(key, new Response(body.slice(0), { status: drawn.status, statusText: drawn.statusText, headers: kept }));
      } catch (error) {
        console.error("edge cache: keeping", key.url, "failed", error);
      }
      settle({ status: drawn.status, statusText: drawn.statusText, headers, body });
      return answer(request, new Response(null, { status: drawn.status, statusText: drawn.statusText, headers }), "miss", body.slice(0));
    } finally {
      // Whoever waited for a copy not kept (a 503) draws their own.
      settle(null);
      drawing.delete(key.url);
    }
  }
}
