import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { LIMITS } from "../../../schema/constants";
import { newsSchema } from "../../../schema/requests";
import { news as newsTable } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { decodeCursor, encodeCursor, limitParam } from "../../platform/http/list-query";
import { cleanContent, languageOf, retryOnSlugClash } from "./news-input";
import { joinsOriginal, joinsTranslation, originalArticle, translatedArticle, translationColumn, translationLink } from "./news-translation";
import { latestNews, selectNews } from "./news-reads";
import { isPublicArticle } from "../clubs/public-clubs";
import { publicNews } from "../clubs/serialize";
import { baseSlug, uniqueSlug } from "../../platform/unique-slug";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { NEXT_CURSOR_HEADER } from "../../platform/http/public-read";
import { apiMessages } from "../../../schema/messages";

const INVALID_CURSOR = apiMessages.invalidCursor;

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
  language: v.optional(v.picklist(["en", "el"], apiMessages.languageInvalid)),
  /** Issue 13: the reader's language; a translated story is listed once, in it (`language`, else English, by default). */
  lang: v.optional(v.picklist(["en", "el"], apiMessages.languageInvalid)),
});

const articleQuery = v.object({ lang: v.optional(v.picklist(["en", "el"], apiMessages.languageInvalid)) });

type NewsRow = Awaited<ReturnType<ReturnType<typeof selectNews>["get"]>> & {};
const publicRow = (row: NewsRow) => publicNews(row.article, row.clubName, { clubNameEl: row.clubNameEl, translation: row.translation });

const NOT_FOUND = apiMessages.newsNotFound;

/** Public news: /api/news/*. */
export const news = new Hono<AppEnv>()
  /**
   * Newest first, keyset-paginated on (publishDate, id) so pages stay stable while articles are
   * added and the query walks `news_publish_idx`. The body stays a plain array (the SPEC's client
   * reads one); the next page's cursor travels in `X-Next-Cursor`, absent on the last page.
   */
  .get("/latest", validate("query", latestQuery), async (c) => {
    const { limit, cursor, language, lang = language } = c.req.valid("query");
    const rows = await latestNews(getDb(c.env), { limit: limit + 1, cursor, language, lang });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    if (rows.length > limit && last) c.header(NEXT_CURSOR_HEADER, encodeCursor([last.article.publishDate, last.article.id]));
    return c.json(
      page.map(publicRow),
      200,
    );
  })
  /** With `lang`, the story in that language when it has a translation in it. */
  .get("/slug/:slug", validate("query", articleQuery), async (c) => {
    const { lang } = c.req.valid("query");
    const db = getDb(c.env);
    const row = await selectNews(db).where(and(eq(newsTable.slug, c.req.param("slug")), isPublicArticle)).get();
    if (!row) throw notFound(NOT_FOUND);
    const translated =
      lang && row.article.language !== lang && row.translation
        ? await selectNews(db).where(and(eq(newsTable.id, row.translation.id), isPublicArticle)).get()
        : undefined;
    return c.json(publicRow(translated ?? row), 200);
  })
  /** The one article the federation features on the home page (issue 12); `null` when none is, or it is not public. */
  .get("/featured", async (c) => {
    const row = await selectNews(getDb(c.env))
      .where(and(eq(newsTable.isFeatured, true), isPublicArticle))
      .orderBy(desc(newsTable.publishDate), desc(newsTable.id))
      .get();
    return c.json({ article: row ? publicNews(row.article, row.clubName) : null }, 200);
  })
  /** Any article by id, however old: the SPEC links to /news/{id} as well as to slugs. */
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidNewsId);
    const row = await selectNews(getDb(c.env)).where(and(eq(newsTable.id, id), isPublicArticle)).get();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(publicRow(row), 200);
  });

const ownArticle = (clubId: number, id: number) => and(eq(newsTable.id, id), eq(newsTable.clubId, clubId));

/**
 * The signed-in club's own news: /api/clubs/news (SPEC section 7, "Club data (own)"). Every
 * query is scoped to the session's club: another club's article is not found (404). Content is
 * sanitized on write; the slug follows SPEC section 5 and is unique (-2, -3... on a clash).
 */
export const clubNews = new Hono<AppEnv>()
  .use(requireClub)
  // Drafts included: reading the club's news is the news editors' (club admin, secretary).
  .use(clubMay("news"))
  /** Newest first, in the public item shape. */
  .get("/", async (c) => {
    const club = c.var.club;
    // Every article of the club, published or not; its translation whatever its state.
    const rows = await getDb(c.env)
      .select({ article: newsTable, translation: translationColumn })
      .from(newsTable)
      .leftJoin(originalArticle, joinsOriginal({ published: false }))
      .leftJoin(translatedArticle, joinsTranslation({ published: false }))
      .where(eq(newsTable.clubId, club.id))
      .orderBy(desc(newsTable.publishDate), desc(newsTable.id));
    return c.json(
      rows.map((row) => publicNews(row.article, club.name, { clubNameEl: club.nameEl, translation: row.translation })),
      200,
    );
  })
  .post("/", validate("json", newsSchema), async (c) => {
    const { title, content, category, imageUrl, slug: requestedSlug, translationOf } = c.req.valid("json");
    const club = c.var.club;
    const db = getDb(c.env);
    const link = await translationLink(db, club.id, translationOf);
    const values = { title, content: cleanContent(content), category, imageUrl, language: link.language ?? languageOf(title), translationOf: link.translationOf, clubId: club.id };
    const base = baseSlug(title, requestedSlug);
    const created = await retryOnSlugClash(async () => {
      const [row] = await db
        .insert(newsTable)
        .values({ ...values, slug: await uniqueSlug(db, base) })
        .returning();
      return row!;
    });
    return c.json(publicNews(created, club.name, { clubNameEl: club.nameEl }), 201);
  })
  /** The article keeps its slug unless the form gives a different one or clears it. */
  .patch("/:id", validate("json", newsSchema), async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidNewsId);
    const { title, content, category, imageUrl, slug: requestedSlug, translationOf } = c.req.valid("json");
    const club = c.var.club;
    const db = getDb(c.env);
    const existing = await db.query.news.findFirst({ columns: { slug: true, translationOf: true }, where: ownArticle(club.id, id) });
    if (!existing) throw notFound(NOT_FOUND);
    // Left out, the article stays the translation it was (or an original).
    const link = await translationLink(db, club.id, translationOf === undefined ? existing.translationOf : translationOf, id);
    const values = { title, content: cleanContent(content), category, imageUrl, language: link.language ?? languageOf(title), translationOf: link.translationOf };
    // Left out, the slug stays; sent empty, it is made again from the (new) title (SPEC section 5).
    const base = requestedSlug === undefined ? existing.slug : baseSlug(title, requestedSlug);
    const updated = await retryOnSlugClash(async () => {
      const slug = base === existing.slug ? base : await uniqueSlug(db, base, id);
      const [row] = await db
        .update(newsTable)
        .set({ ...values, slug })
        .where(ownArticle(club.id, id))
        .returning();
      return row;
    });
    // Deleted by another of the club's sessions since the read above.
    if (!updated) throw notFound(NOT_FOUND);
    return c.json(publicNews(updated, club.name, { clubNameEl: club.nameEl }), 200);
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidNewsId);
    const [deleted] = await getDb(c.env).delete(newsTable).where(ownArticle(c.var.club.id, id)).returning({ id: newsTable.id });
    if (!deleted) throw notFound(NOT_FOUND);
    return c.json({ id: deleted.id, message: apiMessages.newsDeleted }, 200);
  });
