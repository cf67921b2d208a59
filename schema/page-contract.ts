/**
 * What the worker (worker/modules/pages/pages.ts) and the page renderer (web/entry-server.tsx, reached by the
 * worker only as the module `page-renderer`) agree on, and what the browser (web/main.tsx) reads
 * back from a drawn page: one definition, checked on both sides, owned by neither.
 */
import type { DehydratedState } from "@tanstack/react-query";

export type PageLocale = "en" | "el";

/** The cookie holding the visitor's language (web/lib/i18n.ts writes it), so drawn pages come in it. */
export const LANGUAGE_COOKIE = "language";

/**
 * Marks #root, with the path drawn, on a page the worker drew (worker/modules/pages/pages.ts sets
 * it): web/main.tsx starts that page's islands (web/islands) and removes it once they take taps
 * (a tap on one whose code is still on its way is held for it). Until then web/ui/global.css.ts
 * keeps the page's buttons from taking taps, so a tap waits instead of being silently lost; links
 * work from the first paint.
 */
export const SERVER_PAGE_ATTRIBUTE = "data-server-page";

/**
 * Sent by the service worker (web/sw.ts) when it fetches a public page to keep on the device: the
 * worker answers with the page drawn, as a visit gets it, even at "/" where a script's fetch
 * otherwise gets the plain app shell (the one offline navigations fall back to).
 */
export const DRAWN_PAGE_HEADER = "X-Drawn-Page";

/** The id of the `<script type="application/json">` holding a drawn page's {@link PageData}. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/** What a drawn page was drawn from, for the browser to hydrate with the same. */
export type PageData = {
  /** TanStack Query's dehydrated cache: the browser hydrates it and asks for none of it again. */
  state: DehydratedState;
  /** The instant the page was drawn (ms): "now" while hydrating, so times read the same on both sides. */
  drawnAt: number;
  locale: PageLocale;
};

export type PageRequest = {
  path: string;
  search: string;
  locale: PageLocale;
  /** Answers the app's API calls (the worker's own app, in process, with the visitor's cookies). */
  fetchApi: typeof fetch;
  /** The instant of the request (ms); the page shows times relative to it. */
  now: number;
  /** The host the page was asked on, for the few addresses that must be absolute (webcal://). */
  host: string;
};

export type RenderedPage = {
  status: 200 | 404;
  title?: string;
  /** The inside of `<div id="root">`, as React drew it. */
  html: string;
  data: PageData;
};

/** A public page drawn with its data; `null` for any other page (the app draws those in the browser). */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;

/** The JSON of {@link PageData} safe inside a script element: no text in it can close the element. */
export const pageDataJson = (data: PageData) => JSON.stringify(data).replace(/</g, "\\u003c");
