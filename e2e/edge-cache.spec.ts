import { expect, test } from "@playwright/test";

/**
 * The edge cache (issue 25, point 6) as `npm start` serves it: wrangler dev's Miniflare keeps
 * the answers in its Cache API (`caches.default`), and a write shows on the very next read.
 */
const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" };
const navigate = { "sec-fetch-mode": "navigate" };

test("a page and an API read are answered from the edge, and an article's edit shows on the next read of both", async ({ request }) => {
  // An address of its own (a query no other test sends), so the first visit is drawn here.
  const address = `/clubs?edge=${Date.now()}`;
  expect((await request.get(address, { headers: navigate })).headers()["x-edge-cache"]).toBe("miss");
  const again = await request.get(address, { headers: navigate });
  expect(again.headers()["x-edge-cache"]).toBe("hit");
  expect(again.headers()["cache-control"]).toBe("private, no-cache");

  expect((await request.post("/api/auth/login", { data: CLUB })).status()).toBe(200);
  const article = { title: `Edge ${Date.now()}`, content: "<p>Kept at the edge, fresh after a write.</p>", category: "Club News", imageUrl: "/images/news/test.svg", slug: "" };
  const created = await request.post("/api/clubs/news", { data: article });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };

  await request.get(`/news/${slug}`, { headers: navigate });
  await request.get(`/api/news/slug/${slug}`);
  expect((await request.get(`/news/${slug}`, { headers: navigate })).headers()["x-edge-cache"]).toBe("hit");
  expect((await request.get(`/api/news/slug/${slug}`)).headers()["x-edge-cache"]).toBe("hit");

  const edited = await request.patch(`/api/clubs/news/${id}`, { data: { ...article, slug, title: `${article.title}, edited` } });
  expect(edited.status()).toBe(200);
  const page = await request.get(`/news/${slug}`, { headers: navigate });
  expect(page.headers()["x-edge-cache"]).toBe("miss");
  expect(await page.text()).toContain(`${article.title}, edited`);
  expect(await (await request.get(`/api/news/slug/${slug}`)).json()).toMatchObject({ title: `${article.title}, edited` });

  expect((await request.delete(`/api/clubs/news/${id}`)).status()).toBeLessThan(300);
  expect((await request.get(`/api/news/slug/${slug}`)).status()).toBe(404);
});
