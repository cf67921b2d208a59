import { describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../../schema/page-contract";
import { paths, PUBLIC_PAGE_NAMES } from "../../../schema/pages";
import { EDGE_CACHE_HEADER } from "../../platform/edge-cache/edge-cache";
import { call, createClub, createNews, signInClub } from "../../test/helpers";
import { matchDay } from "../../test/live";

const pageData = (html: string): PageData =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, "s"))?.[1] ?? "{}") as PageData;

/** Public pages drawn by React on the server (web/entry-server.tsx, as `vite build` makes it). */
describe("pages drawn by the real renderer", () => {
  it("draws /clubs with the clubs from the database, its title, and the dehydrated data", async () => {
    const club = await createClub({ name: "Thessaloniki Tritons RFC" });
    const response = await call("/clubs", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const html = await response.text();
    expect(html).toContain("<title>Clubs | Rugby Hellas</title>");
    expect(html).toMatch(/<div id="root" data-server-page="\/clubs">.*<h1[^>]*>Clubs<\/h1>/s);
    expect(html).toContain(`href="/clubs/${club.id}"`);
    const data = pageData(html);
    expect(data.locale).toBe("en");
    const clubs = data.state.queries.find((query) => query.queryKey[0] === "clubs");
    expect(JSON.stringify(clubs?.state.data)).toContain(club.name);
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

  it("answers 404 for an article, a club or an address that does not exist, with the app's page", async () => {
    for (const path of ["/news/no-such-article", "/clubs/999999", "/clubs/abc", "/no-such-page"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(`id="root" data-server-page="${path}"`);
    }
  });

  it("draws the signed-out header for everyone: a signed-in visitor's page carries no session (the browser draws theirs), so the edge keeps one page for all", async () => {
    const club = await createClub({ name: "Larissa Lapiths RFC" });
    const cookie = await signInClub(club);
    const signedIn = await call("/about", { cookie });
    const html = await signedIn.text();
    const session = pageData(html).state.queries.find((query) => query.queryKey.join("/") === "session/club");
    expect(session?.state.data ?? null).toBeNull();
    const anonymous = await call("/about");
    expect(anonymous.headers.get(EDGE_CACHE_HEADER)).toBe("hit");
    expect(await anonymous.text()).toBe(html);
  });

  // Every page twice in two languages, drawn by React: room for a busy machine.
  it("keeps every public page at the edge, in both languages: each reads only what its cache key carries (worker/platform/edge-cache/tags.ts)", { timeout: 60_000 }, async () => {
    const day = await matchDay();
    const article = await createNews(day.homeClub.id);
    const params: Record<string, string | number> = { club: day.homeClub.id, article: article!.slug, match: day.fixtureId!, competition: day.competition.slug };
    const pages = PUBLIC_PAGE_NAMES.map((name) => {
      const to = paths[name] as string | ((param: string | number) => string);
      return typeof to === "string" ? to : to(params[name]!);
    });
    // A club's tabs draw more than its first tab (its players, its matches): kept too.
    const clubTabs = ["players", "matches"].map((tab) => `${paths.club(day.homeClub.id)}?tab=${tab}`);
    for (const path of [...pages, ...clubTabs]) {
      for (const language of ["en", "el"]) {
        const visit = () => call(path, { headers: { cookie: `language=${language}`, "sec-fetch-mode": "navigate" } });
        const first = await visit();
        expect(first.status, path).toBe(200);
        // Not "pass": drawn and kept (an earlier test may have drawn it already).
        expect(first.headers.get(EDGE_CACHE_HEADER), `${path} in ${language}`).not.toBe("pass");
        expect((await visit()).headers.get(EDGE_CACHE_HEADER), `${path} in ${language}`).toBe("hit");
      }
    }
  });

  it("never lets stored text close the data element", async () => {
    await createClub({ name: "Owls </script><script>alert(1)</script>" });
    const html = await (await call("/clubs")).text();
    const data = html.match(new RegExp(`id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, "s"))?.[1] ?? "";
    expect(data).toContain("\\u003c/script>");
    expect(pageData(html).state.queries.length).toBeGreaterThan(0);
  });
});
