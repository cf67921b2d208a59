/**
 * Pages drawn on the server. A visit to a public page (wrangler.jsonc, `run_worker_first`) gets
 * the built `index.html` with the page already in it, drawn by the app's own components with
 * React (the module `page-renderer`, web/entry-server.tsx) from this worker's API, and the data
 * it was drawn from as TanStack Query's dehydrated state, which the browser hydrates. An address
 * the app does not have gets its 404 card, with status 404. Any failure falls back to the plain
 * app shell: the page still works, just later.
 */
import { renderPage } from "page-renderer";
import { messageLocale } from "../../../schema/api-language";
import { pagePlan, PAGE_READS_HEADER, UNKNOWN_READ, type EdgePlan } from "../../platform/edge-cache/edge-cache";
import { apiReadTags } from "../../platform/edge-cache/tags";
import { DRAWN_PAGE_HEADER, PAGE_DATA_ELEMENT_ID, pageDataJson, SERVER_PAGE_ATTRIBUTE, type PageLocale, type RenderedPage } from "../../../schema/page-contract";
import { addressTags, escapeAttribute, metaTags, pageMeta, type PageMeta } from "./page-meta";
import { languageAlternates, pageAddress } from "./page-addresses";

/**
 * The language the address asks for (`?lang=el`: the sitemap's hreflang alternates, issue 11),
 * else the one the visitor chose in the app (web/lib/i18n.ts keeps it in a cookie too), else the
 * browser's (`Accept-Language`: a Greek browser's first visit is Greek, issue 21); English otherwise.
 * The same rule as the API's messages (schema/api-language.ts), and the app starts in the language
 * drawn here (web/lib/i18n.ts startLocale).
 */
function chosenLocale(request: Request): PageLocale {
  const asked = new URL(request.url).searchParams.get("lang");
  if (asked === "el" || asked === "en") return asked;
  return messageLocale({ cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") });
}

/** The built shell with the page in it: language, title, description, addresses and share tags (issues 11, 20), the drawn markup and its data. */
export function withPage(shell: Response, page: RenderedPage, path: string, meta?: { tags: PageMeta }): Response {
  return new HTMLRewriter()
    .on("html", { element: (html) => void html.setAttribute("lang", page.data.locale) })
    .on("title", { element: (title) => void (page.title && title.setInnerContent(page.title)) })
    .on('meta[name="description"]', { element: (element) => void (meta && element.setAttribute("content", escapeAttribute(meta.tags.description))) })
    .on("head", {
      element: (head) =>
        void (meta && head.append(metaTags(meta.tags, { title: page.title || "Rugby Hellas", locale: page.data.locale }), { html: true })),
    })
    .on("div#root", {
      element: (root) => {
        root.setAttribute(SERVER_PAGE_ATTRIBUTE, path);
        root.setInnerContent(page.html, { html: true });
        // Not a script the browser runs (the CSP runs no inline script): JSON the app reads.
        root.after(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(page.data)}</script>`, { html: true });
      },
    })
    .transform(shell);
}

/**
 * One of the app's own screens, which the server does not draw (sign-in, registration, the
 * dashboard): the shell, with the screen's addresses in both languages, as every page has them.
 */
function withAddresses(shell: Response, url: URL, locale: PageLocale): Response {
  const tags = addressTags({ canonical: pageAddress(url.pathname, url.origin, locale), alternates: languageAlternates(url.pathname, url.origin) });
  return new HTMLRewriter().on("head", { element: (head) => void head.append(tags.join("\n"), { html: true }) }).transform(shell);
}

/**
 * A browser opening the page, or a client that does not say (a crawler, curl). Not the service
 * worker fetching the app shell to keep (its precache of index.html lands here through the
 * redirect to /): that must stay the plain shell, the one offline navigations are answered with.
 * The service worker fetching a page to keep on the device says so (DRAWN_PAGE_HEADER).
 */
function isPageVisit(request: Request) {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate" || request.headers.get(DRAWN_PAGE_HEADER) === "1";
}

/**
 * A script's own request (`fetch`, XMLHttpRequest: destination "empty"), as opposed to a script,
 * image or stylesheet the page loads. When it asks for a page's address (`fetch('/clubs')`, or the
 * verification link's redirect to /login that the verification page follows), it gets the page as
 * a visit would: 200, or 404 only where no page is (issue 19).
 */
function isScriptFetch(request: Request) {
  return (request.headers.get("sec-fetch-dest") ?? "empty") === "empty";
}

/**
 * The edge cache's plan for a page visit (worker/platform/edge-cache): kept per address and drawn
 * language. Undefined for anything else (a file, the service worker's copy of the shell).
 */
export function pageCachePlan(request: Request): EdgePlan | undefined {
  // A script's fetch of "/" gets the file there (the app shell the service worker keeps), never the drawn home page.
  if (!isPageVisit(request) && (!isScriptFetch(request) || new URL(request.url).pathname === "/")) return undefined;
  return pagePlan(request, chosenLocale(request));
}

/**
 * What a page was drawn from: the edge cache's tags of each API read (worker/platform/edge-cache/tags.ts),
 * UNKNOWN_READ for a read no rule knows (the page is then not kept).
 */
class PageReads {
  private readonly tags = new Set<string>();
  note(path: string) {
    for (const tag of apiReadTags(path)?.tags ?? [UNKNOWN_READ]) this.tags.add(tag);
  }
  get header() {
    return [...this.tags].join(",");
  }
}

/**
 * The page's API calls, without the visitor's cookies: a drawn page is the same for everyone who
 * asks in its language, so the edge keeps one copy (issue 25, point 6); the header's signed-in
 * part is drawn in the browser from the session call. `heard` sees each answer (a storage fault
 * among them makes the page's status).
 */
function apiCaller(request: Request, api: (request: Request) => Promise<Response>, reads: PageReads, heard: (answer: Response) => void): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.delete("cookie");
    const url = new URL(String(input instanceof Request ? input.url : input), request.url);
    reads.note(url.pathname);
    const answer = await api(new Request(url, { method: init?.method, headers, body: init?.body }));
    heard(answer);
    return answer;
  };
}

export async function servePage(request: Request, env: Env, api: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  if (!["GET", "HEAD"].includes(request.method)) return env.ASSETS.fetch(request);
  // Anything but a page visit (a script, an image, the service worker's copy of the shell) is a
  // file; a missing one stays a 404, unless a script fetched a page's address.
  if (!isPageVisit(request)) {
    const file = await env.ASSETS.fetch(request);
    if (file.status !== 404 || !isScriptFetch(request)) return file;
    await file.body?.cancel();
  }
  const shell = await env.ASSETS.fetch(new URL("/", url));
  if (!shell.ok) return shell;
  let page: RenderedPage | null;
  const reads = new PageReads();
  // A storage fault while reading the page's data (the API's 503): the page drawn shows an error
  // the app replaces once it reads again, and a crawler or a cache hears "try again later", not a 200.
  let unavailable: Response | undefined;
  try {
    page = await renderPage({
      path: url.pathname,
      search: url.search.replace(/^\?/, ""),
      locale: chosenLocale(request),
      fetchApi: apiCaller(request, api, reads, (answer) => void (answer.status === 503 && (unavailable ??= answer))),
      now: Date.now(),
      host: url.host,
    });
  } catch (error) {
    console.error("Rendering", url.pathname, "failed; serving the app shell", error);
    return shell;
  }
  const headers = new Headers(shell.headers);
  // The edge keeps its own copy (worker/platform/edge-cache); a browser asks again each time
  // (an ETag makes that a 304), and any other cache keeps none: the language it is drawn in
  // follows the cookie and the browser's language.
  headers.set("Cache-Control", "private, no-cache");
  headers.set("Vary", "Cookie, Accept-Language");
  headers.delete("ETag");
  headers.delete("Content-Length");
  if (!page) return withAddresses(new Response(shell.body, { status: shell.status, headers }), url, chosenLocale(request));
  // What a shared link previews; a failure there costs the preview, never the page.
  const tags =
    page.status === 200
      ? await pageMeta(
          url.pathname,
          page.data.locale,
          (path) => {
            const address = new URL(path, url);
            reads.note(address.pathname);
            return api(new Request(address));
          },
          url.origin,
        ).catch((error: unknown) => {
          console.error("Page metadata for", url.pathname, "failed", error);
          return null;
        })
      : null;
  if (unavailable) headers.set("Retry-After", unavailable.headers.get("Retry-After") ?? "5");
  headers.set(PAGE_READS_HEADER, reads.header);
  const status = unavailable ? 503 : page.status;
  const drawn = withPage(new Response(shell.body, { status, headers }), page, url.pathname, tags ? { tags } : undefined);
  return request.method === "HEAD" ? new Response(null, drawn) : drawn;
}
