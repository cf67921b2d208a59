import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { LIMITS } from "../../schema/constants";
import { clubs, news as newsTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { decodeCursor, encodeCursor, limitParam } from "../lib/list-query";
import { publicNews } from "../lib/serialize";
import { validate } from "../lib/validate";

const INVALID_CURSOR = "Invalid cursor";

/** The cursor points after the last item of a page: its (publishDate, id), the sort key. */
const newsCursor = v.pipe(
  v.string(INVALID_CURSOR),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const tuple = decodeCursor(dataset.value);
    const [publishDate, id] = tuple ?? [];
    if (tuple?.length !== 2 || typeof publishDate !== "string" || publishDate.length > 64 || !Number.isSafeInteger(id)) {
      addIssue({ message: INVALID_CURSOR });
      return NEVER;
    }
    return { publishDate, id: id as number };
  }),
);

const latestQuery = v.object({
  limit: limitParam(LIMITS.newsPageSize, LIMITS.newsPageMax),
  cursor: v.optional(newsCursor),
  language: v.optional(v.picklist(["en", "el"], "Language must be en or el")),
});

/** Articles with their club's name; a left join, so an article of a deleted club still lists. */
const selectNews = (db: Db) =>
  db.select({ article: newsTable, clubName: clubs.name }).from(newsTable).leftJoin(clubs, eq(clubs.id, newsTable.clubId));

type LatestOptions = { limit: number; cursor?: { publishDate: string; id: number }; language?: "en" | "el" };

/** Newest first on (publishDate, id), the key of `news_publish_idx`, starting after `cursor`. */
export const latestNews = (db: Db, { limit, cursor, language }: LatestOptions) =>
  selectNews(db)
    .where(
      and(
        cursor ? sql`(${newsTable.publishDate}, ${newsTable.id}) < (${cursor.publishDate}, ${cursor.id})` : undefined,
        language ? eq(newsTable.language, language) : undefined,
      ),
    )
    .orderBy(desc(newsTable.publishDate), desc(newsTable.id))
    .limit(limit);

const NOT_FOUND = "News not found";

/** Public news: /api/news/*. */
export const news = new Hono<AppEnv>()
  /**
   * Newest first, keyset-paginated on (publishDate, id) so pages stay stable while articles are
   * added and the query walks `news_publish_idx`. The body stays a plain array (the SPEC's client
   * reads one); the next page's cursor travels in `X-Next-Cursor`, absent on the last page.
   */
  .get("/latest", validate("query", latestQuery), async (c) => {
    const { limit, cursor, language } = c.req.valid("query");
    const rows = await latestNews(getDb(c.env), { limit: limit + 1, cursor, language });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    if (rows.length > limit && last) c.header("X-Next-Cursor", encodeCursor([last.article.publishDate, last.article.id]));
    return c.json(
      page.map((row) => publicNews(row.article, row.clubName)),
      200,
    );
  })
  .get("/slug/:slug", async (c) => {
    const row = await selectNews(getDb(c.env)).where(eq(newsTable.slug, c.req.param("slug"))).get();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(publicNews(row.article, row.clubName), 200);
  })
  /** Any article by id, however old: the SPEC links to /news/{id} as well as to slugs. */
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "news ID");
    const row = await selectNews(getDb(c.env)).where(eq(newsTable.id, id)).get();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(publicNews(row.article, row.clubName), 200);
  });

/** The signed-in club's own news: /api/clubs/news (issue 4). */
export const clubNews = new Hono<AppEnv>();
