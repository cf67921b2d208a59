/**
 * The open-data files outside /api (worker/modules/open-data/open-files.ts: calendars, the news feed, the sitemap,
 * robots.txt) as paths of the API document, by the Hono route that serves each. A route that
 * serves several names (`/calendar/:file{(union|league)\.ics}`) is one path per name, as a reader
 * types them. worker/modules/api-docs/api-docs.test.ts fails when open-files.ts has a route this does not
 * describe. (The CSV files are API routes: the document has them from the app itself.)
 */
import type { OpenAPIV3_1 } from "openapi-types";

type Operation = OpenAPIV3_1.OperationObject;

const TAG = "open data";

const LANG: OpenAPIV3_1.ParameterObject = {
  in: "query",
  name: "lang",
  required: false,
  description: "The file's language (titles, headers). Left out: the visitor's (the `language` cookie, then Accept-Language), else English.",
  schema: { type: "string", enum: ["en", "el"] },
};

const NOT_MODIFIED: OpenAPIV3_1.ResponseObject = { description: "Not modified: If-None-Match named the current ETag." };
const NOT_FOUND = { $ref: "#/components/responses/NotFound" };
const header = (description: string): OpenAPIV3_1.HeaderObject => ({ description, schema: { type: "string" } });

const CALENDAR_EXAMPLE = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Rugby Hellas//Fixtures//EN",
  "NAME:Athens Owls Rugby Club: Fixtures and results",
  "BEGIN:VEVENT",
  "UID:fixture-31@rugbyhellas.gr",
  "SEQUENCE:2",
  "DTSTART;TZID=Europe/Athens:20261003T150000",
  "SUMMARY:Athens Owls Rugby Club 24–17 Thessaloniki Lions",
  "LOCATION:Helliniko Olympic Complex",
  "URL:https://rugbyhellas.gr/matches/500000031",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

function calendar(summary: string, description: string, parameters: OpenAPIV3_1.ParameterObject[] = [], fileName: string): Operation {
  return {
    tags: [TAG],
    summary,
    description: `${description} RFC 5545, times in Europe/Athens with its VTIMEZONE; each fixture keeps its UID, a change raises SEQUENCE. Subscribe as webcal://.`,
    parameters: [...parameters, LANG],
    responses: {
      200: {
        description: "The calendar.",
        headers: {
          "Content-Disposition": header(`inline; filename="${fileName}"`),
          "Cache-Control": header("public, max-age=900"),
          ETag: header("The calendar's version: send it back as If-None-Match."),
        },
        content: { "text/calendar": { schema: { type: "string" }, example: CALENDAR_EXAMPLE } },
      },
      304: NOT_MODIFIED,
      ...(parameters.length ? { 404: NOT_FOUND } : {}),
    },
  };
}

const idParameter: OpenAPIV3_1.ParameterObject = { in: "path", name: "id", required: true, description: "The club's id.", schema: { type: "integer", minimum: 1 } };
const slugParameter: OpenAPIV3_1.ParameterObject = { in: "path", name: "slug", required: true, description: "The competition's slug.", schema: { type: "string" } };

/** Hono route (as open-files.ts mounts it) → the document's paths for it. */
export const OPEN_FILE_PATHS: Record<string, Record<string, { get: Operation }>> = {
  "/calendar/clubs/:file{[0-9]+\\.ics}": {
    "/calendar/clubs/{id}.ics": { get: calendar("Get a club's calendar", "The club's fixtures and results.", [idParameter], "club-3.ics") },
  },
  "/calendar/competitions/:file{[^/]+\\.ics}": {
    "/calendar/competitions/{slug}.ics": { get: calendar("Get a competition's calendar", "The competition's fixtures and results.", [slugParameter], "greek-championship-2026-27.ics") },
  },
  "/calendar/:file{(union|league)\\.ics}": {
    "/calendar/union.ics": { get: calendar("Get rugby union's calendar", "Every rugby union fixture and result.", [], "union.ics") },
    "/calendar/league.ics": { get: calendar("Get rugby league's calendar", "Every rugby league fixture and result.", [], "league.ics") },
  },
  "/news/feed.xml": {
    "/news/feed.xml": {
      get: {
        tags: [TAG],
        summary: "Get the news feed (Atom)",
        description: "The articles in one language (`?lang=el`: Greek), newest first, each with its link, date, summary and image.",
        parameters: [LANG],
        responses: {
          200: {
            description: "The feed.",
            headers: { "Cache-Control": header("public, max-age=300"), ETag: header("The feed's version.") },
            content: { "application/atom+xml": { schema: { type: "string" } } },
          },
          304: NOT_MODIFIED,
        },
      },
    },
  },
  "/sitemap.xml": {
    "/sitemap.xml": {
      get: {
        tags: [TAG],
        summary: "Get the sitemap",
        description: "Every public page, club, article, competition and match, with hreflang alternates (?lang=en, ?lang=el).",
        responses: {
          200: {
            description: "The sitemap (sitemaps.org 0.9).",
            headers: { "Cache-Control": header("public, max-age=3600"), ETag: header("The sitemap's version.") },
            content: { "application/xml": { schema: { type: "string" } } },
          },
          304: NOT_MODIFIED,
        },
      },
    },
  },
  "/robots.txt": {
    "/robots.txt": {
      get: {
        tags: [TAG],
        summary: "Get robots.txt",
        description: "Allows the public site, keeps crawlers out of the dashboards, and points to the sitemap.",
        responses: {
          200: { description: "robots.txt", content: { "text/plain": { schema: { type: "string" } } } },
          304: NOT_MODIFIED,
        },
      },
    },
  },
};
