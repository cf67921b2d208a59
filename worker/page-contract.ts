/**
 * What the worker (worker/pages.ts) and the page renderer (web/entry-server.tsx) agree on: one
 * definition, checked on both sides.
 */
export type PageLocale = "en" | "el";

/** The cookie holding the visitor's language (web/lib/i18n.ts writes it), so drawn pages come in it. */
export const LANGUAGE_COOKIE = "language";

/**
 * Marks #root, with the path drawn, while a drawn page waits for the app (worker/pages.ts):
 * web/main.tsx takes the page over only at that path and removes the mark once the app runs;
 * until then web/ui/global.css.ts keeps its buttons from taking taps.
 */
export const SERVER_PAGE_ATTRIBUTE = "data-server-page";

export type PageRequest = {
  path: string;
  search: string;
  locale: PageLocale;
  /** Answers the app's API calls (the worker's own app, without a network round trip). */
  fetchApi: typeof fetch;
};

export type RenderedPage = {
  status: 200 | 404;
  title?: string;
  /** The inside of `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` holding the data the page was drawn with. */
  data: string;
};

/** A public page drawn with its data; `null` for any other page (the app draws those in the browser). */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;
