import { desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { apiMessages } from "../../../schema/messages";
import { moderatedNewsAnswer } from "../../../schema/responses";
import { clubs, news, type News } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { asAnswer } from "../../platform/answers";
import { audit, type Actor } from "../../platform/audit/audit";
import { getDb, type Db } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";

const articleId = (raw: string) => parseId(raw, apiMessages.invalidNewsId);

/** Every article with its author club, as the moderator sees it; the federation's own (its admin account's) marked. */
const moderated = (article: News, clubName: string | null, clubNameEl: string | null, byFederation: boolean | null) =>
  asAnswer(moderatedNewsAnswer, { ...article, clubName, clubNameEl, byFederation: byFederation === true });

async function findArticle(db: Db, id: number) {
  const row = await db.select({ article: news, clubName: clubs.name, clubNameEl: clubs.nameEl, byFederation: clubs.isAdmin }).from(news).leftJoin(clubs, eq(clubs.id, news.clubId)).where(eq(news.id, id)).get();
  if (!row) throw notFound(apiMessages.newsNotFound);
  return row;
}

async function moderate(db: Db, actor: Actor, id: number, set: Partial<News>, action: string) {
  const { article, clubName, clubNameEl, byFederation } = await findArticle(db, id);
  const before = Object.fromEntries(Object.keys(set).map((key) => [key, article[key as keyof News]]));
  // Featuring one article unfeatures every other: the home page features one.
  const unfeatureOthers = set.isFeatured ? [db.update(news).set({ isFeatured: false }).where(ne(news.id, id))] : [];
  const entry = audit(db, actor, { action, targetType: "news", targetId: id, summary: `${article.title} (${clubName ?? "?"})`, before, after: set });
  const [[after]] = await db.batch([db.update(news).set(set).where(eq(news.id, id)).returning(), ...unfeatureOthers, entry]);
  return moderated(after!, clubName, clubNameEl, byFederation);
}

/** News moderation: /api/admin/news (behind the admin guard of /api/admin). */
export const adminNews = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await getDb(c.env)
      .select({ article: news, clubName: clubs.name, clubNameEl: clubs.nameEl, byFederation: clubs.isAdmin })
      .from(news)
      .leftJoin(clubs, eq(clubs.id, news.clubId))
      .orderBy(desc(news.publishDate), desc(news.id))
      .limit(500);
    return c.json(
      rows.map((row) => moderated(row.article, row.clubName, row.clubNameEl, row.byFederation)),
      200,
    );
  })
  .post("/:id/unpublish", async (c) => c.json(await moderate(getDb(c.env), c.var.actor!, articleId(c.req.param("id")), { isPublished: false, isFeatured: false }, "news.unpublish"), 200))
  .post("/:id/restore", async (c) => c.json(await moderate(getDb(c.env), c.var.actor!, articleId(c.req.param("id")), { isPublished: true }, "news.restore"), 200))
  .post("/:id/feature", async (c) => c.json(await moderate(getDb(c.env), c.var.actor!, articleId(c.req.param("id")), { isFeatured: true, isPublished: true }, "news.feature"), 200))
  .post("/:id/unfeature", async (c) => c.json(await moderate(getDb(c.env), c.var.actor!, articleId(c.req.param("id")), { isFeatured: false }, "news.unfeature"), 200));
