import { describe, expect, it } from "vitest";
import { call, createClub, createNews } from "./test/helpers";

/** Public pages come drawn on the server (worker/pages.ts, web/entry-server.tsx), with their data. */
describe("server-rendered public pages", () => {
  it("draws /clubs with the clubs from the database, its title, and the data for the app", async () => {
    const club = await createClub({ name: "Thessaloniki Tritons RFC" });
    const response = await call("/clubs", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    expect(html).toContain("<title>Clubs | Rugby Hellas</title>");
    expect(html).toMatch(/<div id="root" data-server-page="\/clubs">.*<h1[^>]*>Clubs<\/h1>/s);
    expect(html).toContain(`href="/clubs/${club.id}"`);
    // What the page was drawn from: the query data, and the API's answers for the browser to check.
    const data = JSON.parse(html.match(/<script type="application\/json" id="server-data">(.*?)<\/script>/s)?.[1] ?? "{}");
    expect(data.answers).toEqual([{ path: "/api/clubs", status: 200, digest: expect.stringMatching(/^[0-9a-f]+$/) }]);
    expect(data.state.queries.some((query: { state: { data: { name: string }[] } }) => query.state.data.some((c) => c.name === club.name))).toBe(true);
    // The security headers of every page (public/_headers) come with it.
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("draws an article with its cleaned content, in Greek when the visitor chose Greek", async () => {
    const club = await createClub();
    await createNews(club.id, { title: "Νίκη στην Πάτρα", slug: "niki-patra", content: "<p>Μεγάλη <strong>νίκη</strong></p><script>alert(1)</script>" });
    const response = await call("/news/niki-patra", { headers: { cookie: "language=el" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="el">');
    expect(html).toContain("<title>Νίκη στην Πάτρα | Rugby Hellas</title>");
    expect(html).toContain("Μεγάλη <strong>νίκη</strong>");
    expect(html).not.toContain("alert(1)</script>");
  });

  it("answers 404 for an article that does not exist, still as the app's page", async () => {
    const response = await call("/news/no-such-article");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('id="root" data-server-page="/news/no-such-article"');
  });

  it("gives the service worker, fetching the shell to keep for offline visits, the plain shell", async () => {
    // Workbox precaches index.html, which the asset server redirects to /, a public page.
    const response = await call("/", { headers: { "sec-fetch-mode": "same-origin", "sec-fetch-dest": "empty" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div class="boot-header">');
    expect(html).not.toContain("data-server-page");
    expect(html).not.toContain('id="server-data"');
  });

  it("draws the page for a browser's navigation", async () => {
    const html = await (await call("/", { headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } })).text();
    expect(html).toContain('data-server-page="/"');
  });

  it("never lets stored text close the data element", async () => {
    await createClub({ name: "Owls </script><script>alert(1)</script>" });
    const html = await (await call("/clubs")).text();
    const data = html.match(/<script type="application\/json" id="server-data">(.*?)<\/script>/s)?.[1] ?? "";
    expect(data).toContain("\\u003c/script>");
    expect(JSON.parse(data).state.queries.length).toBeGreaterThan(0);
  });
});
