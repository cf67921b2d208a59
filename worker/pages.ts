/**
 * Public pages drawn on the server. A visit to a public page (wrangler.jsonc, `run_worker_first`)
 * gets the app's HTML with the page already in it, drawn by the app's own components
 * (web/entry-server.tsx, bundled as `page-renderer`) with data from this worker's API, so a fan
 * on a slow phone reads fixtures and news before the app's code has arrived. The app then takes
 * the page over. Any failure falls back to the plain app shell: the page still works, just later.
 */
import { renderPage } from "page-renderer";
import { LANGUAGE_COOKIE, SERVER_PAGE_ATTRIBUTE, type PageLocale as Locale, type RenderedPage } from "./page-contract";

const GREEK_CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=el(?:;|$)`);

/** The language the visitor chose in the app (web/lib/i18n.ts keeps it in this cookie too). */
function chosenLocale(request: Request): Locale {
  return GREEK_CHOSEN.test(request.headers.get("cookie") ?? "") ? "el" : "en";
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's entry script and the modules it imports, as Vite writes them into index.html. */
const APP_SCRIPTS = /<script type="module" crossorigin src="([^"]+)"><\/script>((?:\s*<link rel="modulepreload" crossorigin href="[^"]+">)*)/;

/**
 * The page is readable without the app's code, so that code is asked for only once the page has
 * painted (public/start-app.js): it never competes with the stylesheet, the images, or the
 * first paint of the page a visitor came to read.
 */
function startAppAfterPaint(_scripts: string, entry: string, preloads: string) {
  const modules = [...preloads.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).join(" ");
  return `<script src="/start-app.js" defer data-entry="${entry}" data-modules="${modules}"></script>`;
}

/** Where the page goes in the shell: the inside of #root (the boot header), before <noscript>. */
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;

/** Whether `shell` is index.html as `vite build` writes it (`vite dev` serves its own, drawn by the app alone). */
export const isBuiltShell = (shell: string) => ROOT.test(shell) && APP_SCRIPTS.test(shell);

/** The built shell with the page in it: language, title, content and its data. */
export function pageHtml(shell: string, page: RenderedPage, locale: Locale, path: string): string {
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, page.title ? `<title>${escapeHtml(page.title)}</title>` : "$&")
    .replace(APP_SCRIPTS, startAppAfterPaint)
    .replace(ROOT, () => `<div id="root" ${SERVER_PAGE_ATTRIBUTE}="${escapeHtml(path)}">${page.html}</div>\n    ${page.data}\n    `);
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

export async function servePage(request: Request, env: Env, api: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new URL("/", url));
  if (!["GET", "HEAD"].includes(request.method) || !shell.ok || !isPageVisit(request)) return shell;
  const shellHtml = await shell.text();
  const plainShell = () => new Response(request.method === "HEAD" ? null : shellHtml, shell);
  if (!isBuiltShell(shellHtml)) return plainShell();
  const locale = chosenLocale(request);
  let page: RenderedPage | null;
  try {
    page = await renderPage({
      path: url.pathname,
      search: url.search.replace(/^\?/, ""),
      locale,
      // The app's calls go straight to the API, anonymous: the page is the same for every visitor.
      fetchApi: (input, init) => api(new Request(new URL(String(input instanceof Request ? input.url : input), url), { method: init?.method, headers: init?.headers, body: init?.body })),
    });
  } catch (error) {
    console.error("Rendering", url.pathname, "failed; serving the app shell", error);
    return plainShell();
  }
  if (!page) return plainShell();

  const headers = new Headers(shell.headers);
  // Drawn per request from live data and in the visitor's language: never reused from a cache.
  headers.set("Cache-Control", "no-cache");
  headers.set("Vary", "Cookie");
  headers.delete("ETag");
  headers.delete("Content-Length");
  const html = pageHtml(shellHtml, page, locale, url.pathname);
  return new Response(request.method === "HEAD" ? null : html, { status: page.status, headers });
}
