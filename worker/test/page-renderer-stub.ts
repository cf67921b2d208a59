/**
 * The page renderer for the worker's API tests: they need no web build (vitest.config.ts aliases
 * `page-renderer` here in the worker project). It draws a fixed page, so worker/modules/pages/pages.ts's own
 * work (which requests get a page, the shell it edits, the headers and status) is tested alone;
 * the real renderer is tested against a build in the `pages` project.
 */
import type { RenderPage } from "../../schema/page-contract";

export const renderPage: RenderPage = async ({ path, locale, now, fetchApi }) => {
  if (path.startsWith("/login")) return null;
  // As the real clubs page does, it reads the API; a failed read is drawn as the page's error state, never thrown.
  if (path === "/clubs") await fetchApi("/api/clubs").then((answer) => answer.body?.cancel());
  return {
    status: path === "/no-such-page" ? 404 : 200,
    title: `Stub ${path} | Rugby Hellas`,
    html: `<main><h1>Stub page ${path}</h1></main>`,
    data: { state: { queries: [], mutations: [] }, drawnAt: now, locale },
  };
};
