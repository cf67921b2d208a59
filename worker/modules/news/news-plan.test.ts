/**
 * Issue 25: the news lists' plans once SQLite has statistics of a federation's articles (ANALYZE,
 * which `PRAGMA optimize` runs on D1), where most articles are no translation: the statistics then
 * count their empty `translation_of` as one value shared by nearly every row. The join of each
 * article's translation must still be index lookups, not an index SQLite builds on every read.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { drawPlan, planProblems, type PlanRow } from "../../../scripts/bench/query-plan";
import { getDb } from "../../platform/db";
import { createClub, createNews } from "../../test/helpers";
import { latestNews, selectNews } from "./news-reads";
import { news } from "../../../schema/tables";
import { eq } from "drizzle-orm";

/** The news table under each name the news reads give it (query-plan.ts flags full reads of these). */
const GROWING = ["news", "other_language", "original_article", "translated_article"];
const ARTICLES = 600;

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}

describe("the news reads' plans with statistics (issue 25)", () => {
  beforeAll(async () => {
    const club = await createClub({ name: "Plan Club" });
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO news (title, content, category, image_url, slug, language, publish_date, club_id)
       SELECT 'Plan article ' || i, '<p>Body</p>', 'Club News', '/images/news/test.svg', 'plan-article-' || i, 'en', strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'), ? FROM n`,
    )
      .bind(ARTICLES, club.id)
      .run();
    const original = await createNews(club.id, { language: "en", publishDate: "2026-02-01T10:00:00.000Z" });
    await createNews(club.id, { language: "el", translationOf: original.id, publishDate: "2026-02-01T10:01:00.000Z" });
    await env.DB.prepare("ANALYZE").run();
  });

  it("joins each article's translation by index lookups on every list and article read", async () => {
    const db = getDb(env);
    const reads = {
      "latest news": latestNews(db, { limit: 13 }),
      "latest news after a cursor": latestNews(db, { limit: 13, cursor: { publishDate: "2026-01-01T05:00:00.000Z", id: 300 } }),
      "latest news in Greek": latestNews(db, { limit: 13, language: "el", lang: "el" }),
      "an article by slug": selectNews(db).where(eq(news.slug, "plan-article-7")),
    };
    for (const [label, query] of Object.entries(reads)) {
      const rows = await plan(query);
      expect(planProblems(rows, { growing: GROWING }), `${label}:\n${drawPlan(rows).join("\n")}`).toEqual([]);
    }
  });
});
