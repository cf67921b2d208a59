/**
 * The page renderer the worker imports (worker/pages.ts; built by `vite build` into dist/server):
 * it draws a public page with its data on the server, so a visitor on a slow phone reads it
 * before the app's code has arrived. The app then takes the page over (web/main.tsx).
 */
import { I18nProvider } from "@lingui/react";
import { dehydrate, QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { sanitizeHtml } from "../worker/lib/sanitize-html";
import type { PageRequest, RenderPage } from "../worker/page-contract";
import { AppLayout } from "./app/app";
import { setArticleSanitizerWithoutDom } from "./features/news/article-html";
import { isStatus, setApiFetch } from "./lib/api";
import { i18n, loadMessages } from "./lib/i18n";
import { digestOf, serverDataElement, type ApiAnswer } from "./lib/server-page";
import { publicScreen } from "./routes";
import { takeServerTitle } from "./ui/page-title";

setArticleSanitizerWithoutDom(sanitizeHtml);

/**
 * The page being drawn, for the app's API calls. A worker renders several pages at once (each
 * waits for its data): each call reaches its own page's `fetchApi` and is noted for that page.
 */
const currentPage = new AsyncLocalStorage<{ fetchApi: typeof fetch; answers: ApiAnswer[] }>();

setApiFetch(async (input, init) => {
  const page = currentPage.getStore();
  if (!page) throw new Error("An API call outside a page render");
  const response = await page.fetchApi(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  page.answers.push({ path: url.pathname + url.search, status: response.status, digest: digestOf(await response.clone().text()) });
  return response;
});

/**
 * Sessions are not rendered: the page is the same for everyone (no cookie reaches the API from
 * here), and the app checks the visitor's own sessions as soon as it starts.
 */
const isSession = (query: Query) => query.queryKey[0] === "session";

/** Every catalog of a locale, merged once per worker instance rather than for every page. */
const mergedMessages = new Map<PageRequest["locale"], ReturnType<typeof loadMessages>>();
function messagesOf(locale: PageRequest["locale"]) {
  if (!mergedMessages.has(locale)) mergedMessages.set(locale, loadMessages(locale));
  return mergedMessages.get(locale)!;
}

/** A screen's queries can depend on each other's answers (a club, then its matches): at most this deep. */
const MAX_PASSES = 3;

async function draw({ path, search, locale }: PageRequest, answers: ApiAnswer[]) {
  const screen = publicScreen(path);
  if (!screen) return null;
  const [messages] = await Promise.all([messagesOf(locale), screen.load()]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "always" } } });

  // Rendering is synchronous: the locale cannot change under it, even with requests interleaved.
  const render = () => {
    i18n.loadAndActivate({ locale, messages });
    takeServerTitle();
    return renderToString(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Router ssrPath={path} ssrSearch={search}>
            <AppLayout />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
  };

  // Each pass registers the queries the page asked for; fetch them and draw again with their data.
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.status === "pending" && !isSession(query) });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }

  const queries = client.getQueryCache().getAll();
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" && !isSession(query) });
  return {
    status: queries.some((query) => isStatus(query.state.error, 404)) ? (404 as const) : (200 as const),
    title: takeServerTitle(),
    html,
    data: serverDataElement({ state, answers }),
  };
}

export const renderPage: RenderPage = (request) => {
  const answers: ApiAnswer[] = [];
  return currentPage.run({ fetchApi: request.fetchApi, answers }, () => draw(request, answers));
};
