/**
 * The page renderer for the worker's API tests: they need no web build (vitest.config.ts aliases
 * `page-renderer` here in the worker project). It draws a fixed page, so worker/modules/pages/pages.ts's own
 * work (which requests get a page, the shell it edits, the headers and status) is tested alone;
 * the real renderer is tested against a build in the `pages` project.
 */
import type { RenderPage } from "../../schema/page-contract";

/** Pages the stub draws with the text of the API reads it makes (the edge cache's tests read it back), as the real pages do. */
const READS: [RegExp, (param: string) => string[]][] = [
  [/^\/clubs\/(\d+)$/, (id) => [`/api/clubs/${id}`]],
  // An article by its slug, or by its id (as the real page finds it).
  [/^\/news\/([^/]+)$/, (slug) => [/^\d+$/.test(slug) ? `/api/news/${slug}` : `/api/news/slug/${slug}`]],
  [/^\/matches\/(\d+)$/, (id) => [`/api/matches/${id}`]],
  [/^\/fixtures$/, () => ["/api/matches/results", "/api/matches/upcoming"]],
];

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export const renderPage: RenderPage = async ({ path, locale, now, fetchApi }) => {
  if (path.startsWith("/login")) return null;
  // As the real clubs page does, it reads the API; a failed read is drawn as the page's error state, never thrown.
  if (path === "/clubs") await fetchApi("/api/clubs").then((answer) => answer.body?.cancel());
  const reads = READS.flatMap(([pattern, readsOf]) => {
    const found = pattern.exec(path);
    return found ? readsOf(found[1] ?? "") : [];
  });
  const answers = await Promise.all(reads.map((read) => fetchApi(read)));
  const texts = await Promise.all(answers.map((answer) => answer.text()));
  return {
    status: path === "/no-such-page" || answers.some((answer) => answer.status === 404) ? 404 : 200,
    title: `Stub ${path} | Rugby Hellas`,
    html: `<main><h1>Stub page ${path}</h1>${texts.map((text) => `<pre>${escapeHtml(text)}</pre>`).join("")}</main>`,
    data: { state: { queries: [], mutations: [] }, drawnAt: now, locale },
  };
};
