import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db";
import { encodeCursor } from "../../platform/http/list-query";
import { signedInAdmin } from "../../test/back-office";
import { callJson, createClub, createNews } from "../../test/helpers";
import { latestNews } from "./news-reads";

/** Publish dates a few minutes apart, in the stored ISO format, newest last. */
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

type Item = Record<string, unknown> & { id: number; publishDate: string };

/** Follows X-Next-Cursor from the first page to the last, as a client would. */
async function allPages(limit: number) {
  const pages: Item[][] = [];
  let query = `?limit=${limit}`;
  for (;;) {
    const { status, body, response } = await callJson<Item[]>(`/api/news/latest${query}`);
    expect(status).toBe(200);
    pages.push(body);
    const next = response.headers.get("X-Next-Cursor");
    if (!next) return pages;
    query = `?limit=${limit}&cursor=${encodeURIComponent(next)}`;
  }
}

describe("GET /api/news/latest", () => {
  it("lists newest first with both date spellings and the club's name", async () => {
    const club = await createClub({ name: "Owls RFC" });
    // Far in the future, so they lead the feed whatever else this file has stored.
    const olderDate = "2999-01-01T10:01:00.000Z";
    const older = await createNews(club.id, { title: "Older", publishDate: olderDate, language: "el", slug: "older-news" });
    const newer = await createNews(club.id, { title: "Newer", publishDate: "2999-01-01T10:02:00.000Z" });

    const { status, body } = await callJson<Item[]>("/api/news/latest?limit=2");
    expect(status).toBe(200);
    const own = body.filter((item) => item.clubId === club.id);
    expect(own.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(own[1]).toEqual({
      id: older.id,
      title: "Older",
      content: older.content,
      category: "Club News",
      imageUrl: "/images/news/test.svg",
      slug: "older-news",
      language: "el",
      publishDate: olderDate,
      publish_date: olderDate,
      clubId: club.id,
      clubName: "Owls RFC",
      clubNameEl: null,
      translationOf: null,
      translation: null,
    });
  });

  it("answers 12 items by default, the asked limit, and at most 50", async () => {
    const club = await createClub();
    for (let i = 0; i < 55; i++) await createNews(club.id, { publishDate: at(i % 60) });
    expect((await callJson<Item[]>("/api/news/latest")).body).toHaveLength(12);
    expect((await callJson<Item[]>("/api/news/latest?limit=3")).body).toHaveLength(3);
    expect((await callJson<Item[]>("/api/news/latest?limit=500")).body).toHaveLength(50);
  });

  it("walks every article exactly once through X-Next-Cursor, even with equal publish dates", async () => {
    const club = await createClub();
    const created = [];
    // Pairs share a publish date, so the id must break the tie for the cursor to be exact.
    for (let i = 0; i < 7; i++) created.push(await createNews(club.id, { publishDate: at(Math.floor(i / 2)) }));

    const pages = await allPages(3);
    const seen = pages.flat().map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    // Other tests of this file add articles too: check this test's own, in their expected order.
    const expected = [...created].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id).map((n) => n.id);
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
    // And the whole feed is in (publishDate, id) descending order across page boundaries.
    const keys = pages.flat().map((item) => [item.publishDate, item.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [date, id] = keys[i];
      const [prevDate, prevId] = keys[i - 1];
      expect(date < prevDate || (date === prevDate && id < prevId)).toBe(true);
    }
  });

  it("sends no X-Next-Cursor on the last page", async () => {
    const club = await createClub();
    const oldest = await createNews(club.id, { publishDate: "1000-01-01T00:00:00.000Z" });
    const cursor = encodeCursor([oldest.publishDate, oldest.id + 1]);
    const { body, response } = await callJson<Item[]>(`/api/news/latest?limit=1&cursor=${cursor}`);
    expect(body.map((item) => item.id)).toEqual([oldest.id]);
    expect(response.headers.get("X-Next-Cursor")).toBeNull();
  });

  it("answers 400, never 500, for a bad limit or cursor", async () => {
    const bad = [
      "limit=abc",
      "limit=0",
      "limit=-1",
      "limit=2.5",
      "cursor=not*base64",
      `cursor=${btoa("not json")}`,
      `cursor=${encodeCursor(["2026-01-01", "seven"])}`,
      `cursor=${encodeCursor([1, 2, 3])}`,
      `cursor=${btoa('{"a":1}')}`,
      "language=fr",
    ];
    for (const query of bad) {
      const { status, body } = await callJson(`/api/news/latest?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: "invalid_input" });
    }
  });

  it("filters by ?language=", async () => {
    const club = await createClub();
    const greek = await createNews(club.id, { language: "el" });
    const english = await createNews(club.id, { language: "en" });
    const { body } = await callJson<Item[]>("/api/news/latest?language=el&limit=50");
    expect(body.every((item) => item.language === "el")).toBe(true);
    expect(body.map((item) => item.id)).toContain(greek.id);
    expect(body.map((item) => item.id)).not.toContain(english.id);
  });

  it("reads the publish-date index in order, without sorting", async () => {
    const db = getDb(env);
    for (const query of [latestNews(db, { limit: 13 }), latestNews(db, { limit: 13, cursor: { publishDate: at(5), id: 4 } })]) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join("\n");
      expect(details).toContain("news_publish_idx");
      expect(details).not.toContain("TEMP B-TREE");
    }
  });
});

describe("GET /api/news/slug/{slug}", () => {
  it("returns the article with that slug, Greek slugs included", async () => {
    const club = await createClub({ name: "Slug Club" });
    const article = await createNews(club.id, { slug: "νέα-σεζόν-2026", title: "Νέα σεζόν" });
    const { status, body } = await callJson(`/api/news/slug/${encodeURIComponent("νέα-σεζόν-2026")}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: article.id, title: "Νέα σεζόν", slug: "νέα-σεζόν-2026", clubName: "Slug Club", publish_date: article.publishDate });
  });

  it("answers 404 'News not found' for an unknown slug", async () => {
    const { status, body } = await callJson("/api/news/slug/no-such-article");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: "News not found" });
  });
});

describe("GET /api/news/{id}", () => {
  it("returns any article by id, even one far older than the latest page", async () => {
    const club = await createClub();
    const old = await createNews(club.id, { publishDate: "2001-01-01T00:00:00.000Z" });
    for (let i = 0; i < 13; i++) await createNews(club.id);
    const latestIds = (await callJson<Item[]>("/api/news/latest")).body.map((item) => item.id);
    expect(latestIds).not.toContain(old.id);

    const { status, body } = await callJson(`/api/news/${old.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: old.id, slug: old.slug, publishDate: "2001-01-01T00:00:00.000Z" });
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expect(await callJson("/api/news/999999")).toMatchObject({ status: 404, body: { message: "News not found" } });
    expect(await callJson("/api/news/12abc")).toMatchObject({ status: 400, body: { code: "invalid_input" } });
  });
});

describe("GET /api/news/featured", () => {
  it("answers the article the federation features, only while it is public, else null", async () => {
    const { cookie } = await signedInAdmin();
    const club = await createClub();
    const article = await createNews(club!.id);
    await callJson(`/api/admin/news/${article!.id}/feature`, { cookie, json: {} });
    const featured = await callJson("/api/news/featured");
    expect(featured).toMatchObject({ status: 200, body: { article: { id: article!.id, title: article!.title, clubName: club!.name } } });

    // Unpublished (which also stops featuring it): none.
    await callJson(`/api/admin/news/${article!.id}/unpublish`, { cookie, json: {} });
    expect((await callJson("/api/news/featured")).body).toEqual({ article: null });

    // Featured again, but its club is deactivated: not public, so none.
    await callJson(`/api/admin/news/${article!.id}/feature`, { cookie, json: {} });
    expect((await callJson("/api/news/featured")).body.article.id).toBe(article!.id);
    await callJson(`/api/admin/clubs/${club!.id}/deactivate`, { cookie, json: {} });
    expect((await callJson("/api/news/featured")).body).toEqual({ article: null });
  });
});
