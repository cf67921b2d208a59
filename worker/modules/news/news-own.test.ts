import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { news } from "../../../schema/tables";
import { expectRejected, signedInClub } from "../../test/dashboard";
import { callJson, createClub, createNews, db } from "../../test/helpers";

const valid = {
  title: "Derby Day Report",
  content: "<p>A <strong>great</strong> win at home.</p>",
  category: "Club News",
  imageUrl: "https://images.example.gr/derby.jpg",
  slug: "",
};

const articlesOf = (clubId: number) => db().select().from(news).where(eq(news.clubId, clubId));

describe("GET /api/clubs/news", () => {
  it("lists only the signed-in club's articles, newest first, in the public item shape", async () => {
    const { club, cookie } = await signedInClub({ name: "Ares RFC" });
    const other = await createClub();
    await createNews(club.id, { title: "Older", publishDate: "2026-01-01T10:00:00.000Z" });
    await createNews(club.id, { title: "Newer", publishDate: "2026-03-01T10:00:00.000Z" });
    await createNews(other.id, { title: "Someone else's" });

    const { status, body } = await callJson<any[]>("/api/clubs/news", { cookie });
    expect(status).toBe(200);
    expect(body.map((item) => item.title)).toEqual(["Newer", "Older"]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      title: "Newer",
      content: "<p>Some news content for tests.</p>",
      category: "Club News",
      imageUrl: "/images/news/test.svg",
      slug: expect.any(String),
      language: "en",
      publishDate: "2026-03-01T10:00:00.000Z",
      publish_date: "2026-03-01T10:00:00.000Z",
      clubId: club.id,
      clubName: "Ares RFC",
      clubNameEl: null,
      translationOf: null,
      translation: null,
    });
  });
});

describe("news CRUD", () => {
  it("publishes, edits and deletes an article, and the public news follows", async () => {
    const { club, cookie } = await signedInClub({ name: "Ares RFC" });

    const created = await callJson("/api/clubs/news", { json: valid, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, slug: "derby-day-report", language: "en", clubId: club.id, clubName: "Ares RFC" });
    expect(Date.parse(created.body.publishDate)).toBeGreaterThan(Date.now() - 60_000);
    const id = created.body.id as number;

    const latest = await callJson<any[]>("/api/news/latest");
    expect(latest.body.map((item) => item.id)).toContain(id);
    expect((await callJson("/api/news/slug/derby-day-report")).body).toMatchObject({ id, title: valid.title });

    const edit = { ...valid, id, slug: "derby-day-report", title: "Derby Day Report (updated)", category: "Tournament", content: "<p>Updated: a <em>great</em> win.</p>" };
    const updated = await callJson(`/api/clubs/news/${id}`, { method: "PATCH", json: edit, cookie });
    expect(updated.status).toBe(200);
    // The same slug sent back (as the edit dialog does): the article keeps its address.
    expect(updated.body).toMatchObject({ id, title: edit.title, category: "Tournament", content: edit.content, slug: "derby-day-report" });
    expect((await articlesOf(club.id))[0]).toMatchObject({ title: edit.title, category: "Tournament", slug: "derby-day-report" });

    const removed = await callJson(`/api/clubs/news/${id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id, message: "News deleted" } });
    expect(await articlesOf(club.id)).toEqual([]);
    expect((await callJson("/api/news/slug/derby-day-report")).status).toBe(404);
    expect((await callJson(`/api/clubs/news/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("sanitizes the content on write", async () => {
    const { club, cookie } = await signedInClub();
    const content = `<p onclick="alert(1)">Hello <a href="javascript:alert(1)">bad</a> <a href="https://ok.gr">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)>`;
    const { status, body } = await callJson("/api/clubs/news", { json: { ...valid, content }, cookie });
    expect(status).toBe(201);
    const clean = `<p>Hello <a>bad</a> <a href="https://ok.gr" rel="noopener noreferrer">good</a></p>`;
    expect(body.content).toBe(clean);
    expect((await articlesOf(club.id))[0]!.content).toBe(clean);

    const edited = await callJson(`/api/clubs/news/${body.id}`, { method: "PATCH", json: { ...valid, content: `${clean}<iframe src="https://evil.example"></iframe>` }, cookie });
    expect(edited.body.content).toBe(clean);
  });

  it("refuses content that is under 10 characters once sanitized, storing nothing", async () => {
    const { club, cookie } = await signedInClub();
    await expectRejected("/api/clubs/news", cookie, "POST", { ...valid, content: "<script>alert('a long script')</script>" }, "content", "Content must be at least 10 characters");
    expect(await articlesOf(club.id)).toEqual([]);
  });

  it("marks an article with a Greek title as Greek", async () => {
    const { cookie } = await signedInClub();
    const { body } = await callJson("/api/clubs/news", { json: { ...valid, title: "Μεγάλη νίκη στο ντέρμπι" }, cookie });
    expect(body).toMatchObject({ language: "el", slug: "μεγάλη-νίκη-στο-ντέρμπι" });
  });
});

describe("news slugs", () => {
  it("are made from the title and made unique with -2, -3", async () => {
    const { cookie } = await signedInClub();
    const other = await signedInClub();
    const slugs = [];
    for (const session of [cookie, other.cookie, cookie]) {
      const { status, body } = await callJson("/api/clubs/news", { json: { ...valid, title: "Season Opener!" }, cookie: session });
      expect(status).toBe(201);
      slugs.push(body.slug);
    }
    expect(slugs).toEqual(["season-opener", "season-opener-2", "season-opener-3"]);
  });

  it("use a given slug, cleaned, and unique too", async () => {
    const { cookie } = await signedInClub();
    const first = await callJson("/api/clubs/news", { json: { ...valid, slug: "My Custom Slug!" }, cookie });
    expect(first.body.slug).toBe("my-custom-slug");
    const second = await callJson("/api/clubs/news", { json: { ...valid, slug: "my-custom-slug" }, cookie });
    expect(second.body.slug).toBe("my-custom-slug-2");
  });

  it("stay within 100 characters", async () => {
    const { cookie } = await signedInClub();
    const title = `${"Long title words ".repeat(8)}end`;
    const first = await callJson("/api/clubs/news", { json: { ...valid, title }, cookie });
    const second = await callJson("/api/clubs/news", { json: { ...valid, title }, cookie });
    expect(first.body.slug).toHaveLength(100);
    expect(second.body.slug.length).toBeLessThanOrEqual(100);
    expect(second.body.slug.endsWith("-2")).toBe(true);
  });

  it("are made again from the title when an edit clears them", async () => {
    const { club, cookie } = await signedInClub();
    const article = await createNews(club.id, { slug: "hello-world" });
    const { body } = await callJson(`/api/clubs/news/${article.id}`, { method: "PATCH", json: { ...valid, title: "Totally New Title", slug: "" }, cookie });
    expect(body.slug).toBe("totally-new-title");
  });

  it("change on edit only when a different one is given (left out, they stay)", async () => {
    const { club, cookie } = await signedInClub();
    await createNews(club.id, { slug: "taken" });
    const article = await createNews(club.id, { slug: "original" });
    const path = `/api/clubs/news/${article.id}`;

    const { slug: _left, ...withoutSlug } = valid;
    expect((await callJson(path, { method: "PATCH", json: { ...withoutSlug, title: "Whatever Title" }, cookie })).body.slug).toBe("original");
    expect((await callJson(path, { method: "PATCH", json: { ...valid, slug: "original" }, cookie })).body.slug).toBe("original");
    expect((await callJson(path, { method: "PATCH", json: { ...valid, slug: "taken" }, cookie })).body.slug).toBe("taken-2");
    expect((await callJson(path, { method: "PATCH", json: { ...valid, slug: "Fresh Start" }, cookie })).body.slug).toBe("fresh-start");
  });
});

describe("news validation", () => {
  it("refuses bad fields with the SPEC messages, storing nothing", async () => {
    const { club, cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "ab" }, "title", "Title must be at least 3 characters"],
      [{ content: "too short" }, "content", "Content must be at least 10 characters"],
      [{ category: "Gossip" }, "category", "Category is required"],
      [{ category: "" }, "category", "Category is required"],
      [{ imageUrl: "not a url" }, "imageUrl", "Valid image URL is required"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "Valid image URL is required"],
      [{ imageUrl: "//evil.example/x.png" }, "imageUrl", "Valid image URL is required"],
      [{ slug: "x".repeat(101) }, "slug", "Slug must be at most 100 characters"],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/news", cookie, "POST", { ...valid, ...change }, field, message);
    }
    expect(await articlesOf(club.id)).toEqual([]);
  });

  it("leaves the article unchanged after a refused edit", async () => {
    const { club, cookie } = await signedInClub();
    const article = await createNews(club.id);
    await expectRejected(`/api/clubs/news/${article.id}`, cookie, "PATCH", { ...valid, category: "Gossip" }, "category", "Category is required");
    expect(await articlesOf(club.id)).toEqual([article]);
  });
});
