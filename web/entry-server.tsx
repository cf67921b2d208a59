/**
 * The page renderer the worker imports as `page-renderer` (worker/modules/pages/pages.ts; built by `vite build`
 * into dist/server): it draws a public page with React on the server, with its data, in the
 * visitor's language, so a visitor on a slow phone reads it before the app's code has arrived.
 * In the browser only the page's islands run (web/islands): each is drawn here in a render of its
 * own, inside the same providers the browser hydrates it in, with the same data.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AsyncLocalStorage } from "node:async_hooks";
import type { ReactElement, ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Router } from "wouter";
import type { PageLocale, PageRequest, RenderPage } from "../schema/page-contract";
import { sanitizeHtml } from "../schema/sanitize-html";
import { AppLayout } from "./app/app";
import { sessionKeys } from "./features/auth";
import { islandMarker, IslandsOnServerProvider, OnDrawnPageProvider, type IslandsOnServer } from "./islands/island";
import { isNotFoundAnswer, isStatus, setApiFetch } from "./lib/api";
import { i18n, loadMessages } from "./lib/i18n";
import { setDrawnAt } from "./lib/now";
import { setDrawnHost } from "./lib/site-host";
import { takeNotFoundStatus } from "./lib/page-status";
import { setSanitizerWithoutDom } from "./lib/sanitize-html";
import { isAppPath, publicScreen } from "./routes";
import { takeServerTitle } from "./ui/page-title";

setSanitizerWithoutDom(sanitizeHtml);

/**
 * The page being drawn, for the app's API calls: a worker draws several pages at once (each waits
 * for its data), and each call must reach its own page's API, with its own visitor's cookies.
 */
const currentPage = new AsyncLocalStorage<Pick<PageRequest, "fetchApi">>();

setApiFetch((input, init) => {
  const page = currentPage.getStore();
  if (!page) throw new Error("An API call outside a page render");
  return page.fetchApi(input, init);
});

/** Every catalog of a locale, merged once per worker instance rather than for every page. */
const mergedMessages = new Map<PageLocale, ReturnType<typeof loadMessages>>();
function messagesOf(locale: PageLocale) {
  if (!mergedMessages.has(locale)) mergedMessages.set(locale, loadMessages(locale));
  return mergedMessages.get(locale)!;
}

/**
 * Renders run one at a time: React renders a page in several tasks, and what a render leaves
 * behind for its page (title, status, "now", the locale of the helpers outside React) is kept in
 * module state. Each render is a few milliseconds; the data it waits for is fetched outside.
 */
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = renderQueue.then(work);
  renderQueue = turn.catch(() => undefined);
  return turn;
}

type Drawn = { html: string; title?: string; notFound: boolean };

/** React's markup of `element`, whole (never streamed in parts). */
async function markupOf(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const stream = await renderToReadableStream(element, {
    identifierPrefix,
    // The whole page in place, never a large part sent apart and moved in by an inline script:
    // the CSP runs no inline script, and the data is all there before the first byte anyway.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => console.error("Rendering a page failed", error),
  });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Draws the page, then each of its islands in a render of its own (`around` gives it the same
 * providers as the page), put in place of its marker: the browser hydrates each island as its own
 * root (web/islands/start.tsx), and a render of its own is what that root finds, `useId`s included.
 */
function renderHtml(page: (islands: IslandsOnServer) => ReactNode, around: (island: ReactElement) => ReactNode, locale: PageLocale, now: number, host: string, messages: Awaited<ReturnType<typeof loadMessages>>): Promise<Drawn> {
  return oneAtATime(async () => {
    // Helpers outside React (date formats) read the global instance: it follows this render.
    i18n.loadAndActivate({ locale, messages });
    setDrawnAt(now);
    setDrawnHost(host);
    takeServerTitle();
    takeNotFoundStatus();
    const islands: IslandsOnServer = { islands: [] };
    let html = await markupOf(page(islands));
    for (const { key, element } of islands.islands) {
      const marker = islandMarker(key);
      // An island drawn twice (a part that suspended is drawn again) was counted twice: one is on the page.
      if (!html.includes(marker)) continue;
      const inside = await markupOf(around(element), key);
      html = html.replace(marker, () => inside);
    }
    return { html, title: takeServerTitle(), notFound: takeNotFoundStatus() };
  });
}

/** A screen's queries can depend on each other's answers (a club, then its matches): at most this deep. */
const MAX_PASSES = 3;

async function draw({ path, search, locale, now, host }: PageRequest) {
  const screen = publicScreen(path);
  // Sign-in pages and dashboards are the app's alone: the worker serves them the plain shell.
  if (!screen && isAppPath(path)) return null;
  const [messages] = await Promise.all([messagesOf(locale), screen?.load()]);
  // One i18n instance and one query cache per request: nothing leaks from one visitor to another.
  const requestI18n = setupI18n({ locale, messages: { [locale]: messages } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "always", staleTime: Infinity } } });
  // Drawn signed out, whoever asks: the page is the same for every visitor, so it can be cached;
  // the browser draws who is signed in, from the session call (web/app/session-islands.tsx).
  client.setQueryData(sessionKeys.club, null);
  client.setQueryData(sessionKeys.user, null);
  const around = (children: ReactNode) => (
    <I18nProvider i18n={requestI18n}>
      <QueryClientProvider client={client}>
        <Router ssrPath={path} ssrSearch={search}>
          {children}
        </Router>
      </QueryClientProvider>
    </I18nProvider>
  );
  const page = (islands: IslandsOnServer) => around(<IslandsOnServerProvider value={islands}>{<AppLayout />}</IslandsOnServerProvider>);
  const island = (element: ReactElement) => around(<OnDrawnPageProvider value={true}>{element}</OnDrawnPageProvider>);

  // Each pass registers the queries the page asked for; fetch them and draw again with their data.
  let drawn = await renderHtml(page, island, locale, now, host, messages);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.status === "pending" });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    drawn = await renderHtml(page, island, locale, now, host, messages);
  }

  const missing = client.getQueryCache().getAll().some((query) => isStatus(query.state.error, 404));
  return {
    status: drawn.notFound || missing ? (404 as const) : (200 as const),
    title: drawn.title,
    html: drawn.html,
    data: {
      // Data, and the "not found" answers the page shows (the browser keeps them: keepsNotFound).
      state: dehydrate(client, {
        shouldDehydrateQuery: (query) => query.state.status === "success" || isNotFoundAnswer(query.state.error),
      }),
      drawnAt: now,
      locale,
    },
  };
}

export const renderPage: RenderPage = (request) => currentPage.run({ fetchApi: request.fetchApi }, () => draw(request));
