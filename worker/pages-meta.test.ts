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

  it("a club on a Greek page: its Greek name, description and place, the Latin name as alternateName", async () => {
    const club = await createClub({
      name: "Kerkyra Phaeacians RFC",
      nameEl: "Φαίακες Κέρκυρας",
      location: "Corfu",
      locationEl: "Κέρκυρα",
      description: "Rugby on Corfu since 2005.",
      descriptionEl: "Ράγκμπι στην Κέρκυρα από το 2005.",
    });
    const greek = await page(`/clubs/${club.id}?lang=el`);
    expect(meta(greek, "description")).toBe("Ράγκμπι στην Κέρκυρα από το 2005.");
    expect(meta(greek, "og:description")).toBe("Ράγκμπι στην Κέρκυρα από το 2005.");
    expect(meta(greek, "twitter:description")).toBe("Ράγκμπι στην Κέρκυρα από το 2005.");
    expect(jsonLd(greek)[0]).toMatchObject({ "@type": "SportsTeam", name: "Φαίακες Κέρκυρας", alternateName: "Kerkyra Phaeacians RFC", description: "Ράγκμπι στην Κέρκυρα από το 2005.", location: { name: "Κέρκυρα" } });
    // The same club on an English page, by the Greek cookie's absence.
    const english = await page(`/clubs/${club.id}`);
    expect(meta(english, "description")).toBe("Rugby on Corfu since 2005.");
    expect(jsonLd(english)[0]).toMatchObject({ name: "Kerkyra Phaeacians RFC", alternateName: "Φαίακες Κέρκυρας", location: { name: "Corfu" } });

    // Without Greek texts a Greek page falls back to the club's own; without a description, to a line made of name and place.
    const plain = await createClub({ name: "Larisa Centaurs", nameEl: "Κένταυροι Λάρισας", location: "Larisa", description: null, descriptionEl: null });
    const plainGreek = await page(`/clubs/${plain.id}`, "language=el");
    expect(meta(plainGreek, "description")).toMatch(/^Κένταυροι Λάρισας, Larisa: /);
    expect(jsonLd(plainGreek)[0]).toMatchObject({ name: "Κένταυροι Λάρισας" });
  });

  it("an article and its translation: hreflang alternates in the head, each at its own slug", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Cup final", language: "en" });
    const greek = await createNews(club.id, { title: "Τελικός κυπέλλου", language: "el", translationOf: english.id, slug: "telikos-kypellou" });
    const alternates = (html: string) => {
      const head = html.slice(0, html.indexOf("</head>"));
      const links = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
      // Only in the head.
      expect([...html.slice(html.indexOf("</head>")).matchAll(/hreflang=/g)]).toHaveLength(0);
      return links;
    };
    const expected = [
      ["en", `http://localhost/news/${english.slug}?lang=en`],
      ["el", `http://localhost/news/${greek.slug}?lang=el`],
      ["x-default", `http://localhost/news/${english.slug}`],
    ];
    expect(alternates(await page(`/news/${english.slug}`))).toEqual(expected);
    // The translation's page names the same pair (its own language first).
    expect(alternates(await page(`/news/${greek.slug}`, "language=el"))).toEqual([expected[1], expected[0], expected[2]]);
    // An article without a translation has none.
    const alone = await createNews(club.id, { title: "No translation", language: "en" });
    expect(alternates(await page(`/news/${alone.slug}`))).toEqual([]);
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
