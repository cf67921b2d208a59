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
import { PAGE_DATA_ELEMENT_ID, pageDataJson, SERVER_PAGE_ATTRIBUTE, type PageLocale, type RenderedPage } from "../../../schema/page-contract";
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
 */
function isPageVisit(request: Request) {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
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
 * The visitor's own cookies go with the page's API calls: the header shows who is signed in.
 * `heard` sees each answer (a storage fault among them makes the page's status).
 */
function apiCaller(request: Request, api: (request: Request) => Promise<Response>, heard: (answer: Response) => void): typeof fetch {
  const cookie = request.headers.get("cookie");
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set("cookie", cookie);
    const answer = await api(new Request(new URL(String(input instanceof Request ? input.url : input), request.url), { method: init?.method, headers, body: init?.body }));
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
  // A storage fault while reading the page's data (the API's 503): the page drawn shows an error
  // the app replaces once it reads again, and a crawler or a cache hears "try again later", not a 200.
  let unavailable: Response | undefined;
  try {
    page = await renderPage({
      path: url.pathname,
      search: url.search.replace(/^\?/, ""),
      locale: chosenLocale(request),
      fetchApi: apiCaller(request, api, (answer) => void (answer.status === 503 && (unavailable ??= answer))),
      now: Date.now(),
    });
  } catch (error) {
    console.error("Rendering", url.pathname, "failed; serving the app shell", error);
    return shell;
  }
  const headers = new Headers(shell.headers);
  // Drawn per request from live data, in the visitor's language and for their session: never
  // shared, and a cache that keeps it anyway keeps one copy per cookie and browser language.
  headers.set("Cache-Control", "private, no-cache");
  headers.set("Vary", "Cookie, Accept-Language");
  headers.delete("ETag");
  headers.delete("Content-Length");
  if (!page) return withAddresses(new Response(shell.body, { status: shell.status, headers }), url, chosenLocale(request));
  // What a shared link previews; a failure there costs the preview, never the page.
  const tags =
    page.status === 200
      ? await pageMeta(url.pathname, page.data.locale, (path) => api(new Request(new URL(path, url))), url.origin).catch((error: unknown) => {
          console.error("Page metadata for", url.pathname, "failed", error);
          return null;
        })
      : null;
  if (unavailable) headers.set("Retry-After", unavailable.headers.get("Retry-After") ?? "5");
  const status = unavailable ? 503 : page.status;
  const drawn = withPage(new Response(shell.body, { status, headers }), page, url.pathname, tags ? { tags } : undefined);
  return request.method === "HEAD" ? new Response(null, drawn) : drawn;
}
