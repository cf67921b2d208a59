/**
 * The page renderer the worker imports (worker/pages.ts; built by `vite build` into dist/server):
 * it draws a public page with its data on the server, so a visitor on a slow phone reads it
 * before the app's code has arrived. The app then takes the page over (web/main.tsx).
 */
import { I18nProvider } from "@lingui/react";
import { dehydrate, QueryClient, QueryClientProvider, type Query } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { AppLayout } from "./app/app";
import { isStatus, setApiFetch } from "./lib/api";
import { sanitizeHtml } from "../worker/lib/sanitize-html";
import type { RenderPage } from "../worker/page-contract";
import { setArticleSanitizerWithoutDom } from "./features/news/article-html";
import { i18n, loadMessages } from "./lib/i18n";
import { serverDataElement } from "./lib/server-page";
import { publicRoute } from "./routes";
import { takeServerTitle } from "./ui/page-title";

setArticleSanitizerWithoutDom(sanitizeHtml);

/**
 * Sessions are not rendered: the page is the same for everyone (no cookie reaches the API from
 * here), and the app checks the visitor's own sessions as soon as it starts.
 */
const isSession = (query: Query) => query.queryKey[0] === "session";

/** A screen's queries can depend on each other's answers (a club, then its matches): at most this deep. */
const MAX_PASSES = 3;

export const renderPage: RenderPage = async ({ path, search, locale, fetchApi }) => {
  const route = publicRoute(path);
  if (!route) return null;
  setApiFetch(fetchApi);
  const [messages] = await Promise.all([loadMessages(locale), route.screen.load()]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: "always" } } });

  // Rendering is synchronous: the locale cannot change under it, even with requests interleaved.
  const draw = () => {
    i18n.loadAndActivate({ locale, messages });
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
  let html = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.status === "pending" && !isSession(query) });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    takeServerTitle();
    html = draw();
  }

  const queries = client.getQueryCache().getAll();
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" && !isSession(query) });
  return {
    status: queries.some((query) => isStatus(query.state.error, 404)) ? 404 : 200,
    title: takeServerTitle(),
    html,
    data: serverDataElement(state),
  };
};
