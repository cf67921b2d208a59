/**
 * The addresses of the calendars (issue 11), written once for the worker's tests, the web's
 * Subscribe and Download links and the README: /calendar/clubs/{id}.ics,
 * /calendar/competitions/{slug}.ics, /calendar/union.ics and /calendar/league.ics; `?lang=el`
 * gives Greek titles. (The CSV files are API routes: the web names them through the typed client.)
 */
import type { RugbyType } from "./constants";
import type { PageLocale } from "./page-contract";

export const calendarPaths = {
  club: (id: number) => `/calendar/clubs/${id}.ics`,
  competition: (slug: string) => `/calendar/competitions/${encodeURIComponent(slug)}.ics`,
  code: (code: RugbyType) => `/calendar/${code}.ics`,
};

/** The address in one language (the file's titles and headers follow it). */
export const inLanguage = (path: string, language: PageLocale) => `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
