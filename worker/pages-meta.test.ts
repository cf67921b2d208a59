import { describe, expect, it } from "vitest";
import { call, createClub, createMatch, createNews } from "./test/helpers";

/**
 * Each public page's description, Open Graph and Twitter card tags and schema.org JSON-LD (issue
 * 11, point 5), written by worker/pages.ts around the drawn page (the stub renderer here; the
 * shell is the build's dist/client/index.html, as in pages.test.ts).
 */
const page = async (path: string, cookie = "language=en") => {
  const response = await call(path, { headers: { cookie, "sec-fetch-mode": "navigate" } });
  expect(response.status).toBe(200);
  return response.text();
};
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, any>);

describe("what a shared link previews", () => {
  it("a club: its description, logo and a SportsTeam", async () => {
    const club = await createClub({ description: "The owls of Athens since 1999.", logoUrl: "/images/clubs/athens-owls.svg" });
    const html = await page(`/clubs/${club.id}`);
    expect(meta(html, "description")).toBe("The owls of Athens since 1999.");
    expect(meta(html, "og:description")).toBe("The owls of Athens since 1999.");
    expect(meta(html, "og:image")).toBe("http://localhost/images/clubs/athens-owls.svg");
    expect(meta(html, "og:title")).toBeTruthy();
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe("http://localhost/images/clubs/athens-owls.svg");
    const [team] = jsonLd(html);
    expect(team).toMatchObject({ "@context": "https://schema.org", "@type": "SportsTeam", name: club.name, sport: "Rugby union", location: { "@type": "Place" } });
  });

  it("an article: its summary and picture and a NewsArticle", async () => {
    const club = await createClub();
    const article = await createNews(club.id, { content: "<p>A <em>long</em> season ends &amp; a new one starts.</p>", imageUrl: "/images/news/scrum.svg" });
    const html = await page(`/news/${article.slug}`);
    expect(meta(html, "description")).toBe("A long season ends &amp; a new one starts.");
    expect(meta(html, "og:type")).toBe("article");
    const [news] = jsonLd(html);
    expect(news).toMatchObject({ "@type": "NewsArticle", headline: article.title, datePublished: article.publishDate, image: ["http://localhost/images/news/scrum.svg"] });
    expect(news!.publisher["@type"]).toBe("Organization");
  });

  it("a match: a SportsEvent at the Athens time with its offset", async () => {
    const club = await createClub();
    const match = await createMatch(club.id, { date: "2030-07-06", time: "15:00", opponent: "Visitors RFC", venue: "Kaisariani", isHomeGame: true, competition: "Rugby Union - Cup" });
    const [event] = jsonLd(await page(`/matches/${match.id}`));
    expect(event).toMatchObject({
      "@type": "SportsEvent",
      startDate: "2030-07-06T15:00:00+03:00",
      homeTeam: { "@type": "SportsTeam", name: club.name },
      awayTeam: { "@type": "SportsTeam", name: "Visitors RFC" },
      location: { "@type": "Place", name: "Kaisariani" },
    });
  });

  it("the home page: the federation as a SportsOrganization, the description in the page's language", async () => {
    const english = await page("/");
    expect(jsonLd(english)[0]).toMatchObject({ "@type": "SportsOrganization", name: "Hellenic Rugby Federation" });
    const greek = await page("/?lang=el");
    expect(meta(greek, "description")).toMatch(/^Η Ελληνική Ομοσπονδία Ράγκμπι/);
    expect(meta(greek, "og:locale")).toBe("el_GR");
    expect(meta(await page("/fixtures"), "description")).not.toBe(meta(english, "description"));
  });
});
