/**
 * The open-data files outside /api (issue 11): calendars (`/calendar/…ics`), the news feed
 * (`/news/feed.xml`), the sitemap and robots.txt. Public reads: ETag and 304, Cache-Control,
 * cross-origin access (worker/platform/http/public-read.ts); calendars and feeds compressed when the
 * client accepts it (worker/platform/http/compress-files.ts). worker/index.ts sends these paths here
 * before the page renderer; wrangler.jsonc's `run_worker_first` lists them (schema/pages.ts).
 */
import { Hono, type Context } from "hono";
import { calendarWords as w } from "../../../schema/open-data-messages";
import type { RugbyType } from "../../../schema/constants";
import type { AppEnv } from "../../platform/env";
import { competitionBySlug } from "../competitions/competitions";
import { getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { fixturesCalendar } from "./calendar";
import { clubOpenFixtures, codeOpenFixtures, competitionOpenFixtures, publicMemberClub, type OpenFixture } from "./fixtures";
import { fileLanguage, say, type Language } from "../../platform/http/language";
import { newsFeed } from "./news-feed";
import { sitemap } from "./sitemap";
import { compressFiles } from "../../platform/http/compress-files";
import { notFoundJson, onError } from "../../platform/errors/error-answers";
import { publicRead } from "../../platform/http/public-read";
import { apiMessages } from "../../../schema/messages";

const originOf = (url: string) => new URL(url).origin;

function calendarAnswer(c: Context<AppEnv>, name: string, fixtures: OpenFixture[], language: Language, fileName: string) {
  const text = fixturesCalendar({ name, fixtures, language, origin: originOf(c.req.url), url: c.req.url });
  return c.body(text, 200, {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": `inline; filename="${fileName}"`,
    // A calendar app polls: a quarter of an hour, then checked again with the ETag.
    "cache-control": "public, max-age=900",
    // Without ?lang= the language follows the visitor's cookie or Accept-Language.
    vary: "Cookie, Accept-Language",
  });
}

const CODE_CALENDARS: Record<string, { code: RugbyType; name: string }> = {
  "union.ics": { code: "union", name: w.unionCalendar },
  "league.ics": { code: "league", name: w.leagueCalendar },
};

export const openFiles = new Hono<AppEnv>()
  // Outside publicRead, so the ETag it makes weak is the final one (worker/platform/http/compress-files.ts).
  .use("/calendar/*", compressFiles)
  .use("/news/feed.xml", compressFiles)
  .use(publicRead)
  .get("/calendar/clubs/:file{[0-9]+\\.ics}", async (c) => {
    const db = getDb(c.env);
    const club = await publicMemberClub(db, parseId(c.req.param("file").replace(/\.ics$/, ""), apiMessages.invalidClubId));
    if (!club) throw notFound(apiMessages.clubNotFound);
    const language = fileLanguage(c);
    // A Greek calendar is named with the club's Greek name (issue 21).
    const clubName = (language === "el" && club.nameEl) || club.name;
    return calendarAnswer(c, `${clubName}: ${say(language, w.clubCalendar)}`, await clubOpenFixtures(db, club.id), language, `club-${club.id}.ics`);
  })
  .get("/calendar/competitions/:file{[^/]+\\.ics}", async (c) => {
    const db = getDb(c.env);
    const slug = c.req.param("file").replace(/\.ics$/, "");
    const competition = await competitionBySlug(db, slug);
    const language = fileLanguage(c);
    const name = language === "el" ? competition.nameEl : competition.nameEn;
    return calendarAnswer(c, name, await competitionOpenFixtures(db, competition.id), language, `${competition.slug}.ics`);
  })
  .get("/calendar/:file{(union|league)\\.ics}", async (c) => {
    const { code, name } = CODE_CALENDARS[c.req.param("file")]!;
    const language = fileLanguage(c);
    return calendarAnswer(c, say(language, name), await codeOpenFixtures(getDb(c.env), code), language, `${code}.ics`);
  })
  .get("/news/feed.xml", async (c) => {
    const text = await newsFeed(getDb(c.env), fileLanguage(c), originOf(c.req.url));
    return c.body(text, 200, { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "public, max-age=300", vary: "Cookie, Accept-Language" });
  })
  .get("/sitemap.xml", async (c) => {
    const text = await sitemap(getDb(c.env), originOf(c.req.url));
    return c.body(text, 200, { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" });
  })
  .get("/robots.txt", (c) =>
    c.text(
      ["User-agent: *", "Allow: /", "Disallow: /dashboard", "Disallow: /admin", "Disallow: /user-profile", "", `Sitemap: ${originOf(c.req.url)}/sitemap.xml`, ""].join("\n"),
      200,
      { "cache-control": "public, max-age=86400" },
    ),
  );

openFiles.onError(onError);
openFiles.notFound(notFoundJson);

/** Whether a path is one of these files (the rest of the site goes to the pages). */
export const isOpenFile = (pathname: string) => /^\/calendar\/|^\/news\/feed\.xml$|^\/sitemap\.xml$|^\/robots\.txt$/.test(pathname);
