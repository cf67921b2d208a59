import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../../schema/pages";
import { adminCookie, createCompetition } from "../../test/competitions";
import { call, createClub, createMatch, createNews, createTeam } from "../../test/helpers";
import { competitionWithClub, fixtureBetween } from "../../test/open-data";

/**
 * Each public page's description, Open Graph and Twitter card tags and schema.org JSON-LD (issue
 * 11, point 5), written by worker/modules/pages/pages.ts around the drawn page (the stub renderer here; the
 * shell is the build's dist/client/index.html, as in pages.test.ts).
 */
const page = async (path: string, cookie = "language=en") => {
  const response = await call(path, { headers: { cookie, "sec-fetch-mode": "navigate" } });
  expect(response.status).toBe(200);
  return response.text();
};
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The head's `<link rel="…">`s of one kind, as [hreflang, href] (hreflang empty when absent). */
const links = (html: string, rel: string) =>
  [...html.slice(0, html.indexOf("</head>")).matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, "g"))].map((match) => [match[1] ?? "", match[2]!]);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, any>);

describe("what a shared link previews", () => {
  it("a club: its description, logo and a SportsTeam", async () => {
    const club = await createClub({ description: "The owls of Athens since 1999.", logoUrl: "/images/clubs/athens-owls.svg" });
    const html = await page(`/clubs/${club.id}`);
    expect(meta(html, "description")).toBe("The owls of Athens since 1999.");
    expect(meta(html, "og:description")).toBe("The owls of Athens since 1999.");
    // A PNG card drawn from the SVG logo (issue 20, point 10): Facebook, X and LinkedIn show no SVG.
    expect(meta(html, "og:image")).toMatch(new RegExp(`^http://localhost/og/club/${club.id}\\.png\\?lang=en&amp;v=[0-9a-f]{12}$`));
    expect(meta(html, "og:image:type")).toBe("image/png");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")).toBe(club.name);
    expect(meta(html, "og:title")).toBeTruthy();
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    // The Greek page's card is the Greek one.
    expect(meta(await page(`/clubs/${club.id}?lang=el`), "og:image")).toMatch(new RegExp(`/og/club/${club.id}\\.png\\?lang=el&amp;v=`));
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
    // The SVG picture is shared as a PNG card of the article.
    expect(meta(html, "og:image")).toMatch(new RegExp(`^http://localhost/og/news/${article.id}\\.png\\?v=[0-9a-f]{12}$`));
    expect(meta(html, "og:image:type")).toBe("image/png");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
  });

  it("an article with a photo: the photo itself, with its type", async () => {
    const club = await createClub();
    const article = await createNews(club.id, { imageUrl: "https://images.example.gr/derby.JPG" });
    const html = await page(`/news/${article.slug}`);
    expect(meta(html, "og:image")).toBe("https://images.example.gr/derby.JPG");
    expect(meta(html, "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
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
    // English at the plain address, Greek at `?lang=el` (as every page: the sitemap's too), English the default.
    const expected = [
      ["en", `http://localhost/news/${english.slug}`],
      ["el", `http://localhost/news/${greek.slug}?lang=el`],
      ["x-default", `http://localhost/news/${english.slug}`],
    ];
    expect(alternates(await page(`/news/${english.slug}`))).toEqual(expected);
    // The translation's page names the same pair (its own language first).
    expect(alternates(await page(`/news/${greek.slug}`, "language=el"))).toEqual([expected[1], expected[0], expected[2]]);
    // Each is its own canonical, in its language, whatever the interface's: never the translation.
    expect(links(await page(`/news/${english.slug}?lang=el`), "canonical")).toEqual([["", `http://localhost/news/${english.slug}`]]);
    expect(links(await page(`/news/${greek.slug}`), "canonical")).toEqual([["", `http://localhost/news/${greek.slug}?lang=el`]]);
    // An article without a translation is one page in two languages, as any other page.
    const alone = await createNews(club.id, { title: "No translation", language: "en" });
    expect(alternates(await page(`/news/${alone.slug}`))).toEqual([
      ["en", `http://localhost/news/${alone.slug}`],
      ["el", `http://localhost/news/${alone.slug}?lang=el`],
      ["x-default", `http://localhost/news/${alone.slug}`],
    ]);
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
      location: { "@type": "Place", name: "Kaisariani", address: { "@type": "PostalAddress", addressLocality: club.location, addressCountry: "GR" } },
    });
  });

  it("a match of a club's second team: the team by its own names (issue 22), in the page's language", async () => {
    const club = await createClub({ name: "Meta Owls", nameEl: "Κουκουβάγιες Meta" });
    const women = await createTeam(club.id, { nameEn: "Meta Owls Women", nameEl: "Κουκουβάγιες Meta Γυναίκες", kind: "women" });
    const match = await createMatch(club.id, { teamId: women.id, date: "2030-07-07", opponent: "Visitors Women RFC", isHomeGame: true });
    expect(jsonLd(await page(`/matches/${match.id}`))[0]).toMatchObject({ homeTeam: { name: "Meta Owls Women" }, awayTeam: { name: "Visitors Women RFC" } });
    expect(jsonLd(await page(`/matches/${match.id}?lang=el`))[0]).toMatchObject({ homeTeam: { name: "Κουκουβάγιες Meta Γυναίκες" } });
  });

  it("a match's place: the home club's town, in the page's language; the club's ground when the fixture names none", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub({ location: "Larisa", locationEl: "Λάρισα", venue: "Alcazar", venueEl: "Αλκαζάρ" });
    const home = await fixtureBetween(cookie, competition.id, { date: "2030-05-04", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    const place = async (id: number, lang: string) => (jsonLd(await page(`/matches/${id}?lang=${lang}`))[0] as Record<string, any>).location;
    const matchId = home.id;
    expect(await place(matchId, "en")).toEqual({ "@type": "Place", name: "Alcazar", address: { "@type": "PostalAddress", addressLocality: "Larisa", addressCountry: "GR" } });
    expect(await place(matchId, "el")).toEqual({ "@type": "Place", name: "Αλκαζάρ", address: { "@type": "PostalAddress", addressLocality: "Λάρισα", addressCountry: "GR" } });
    // Away at a guest side's ground: the fixture's venue is the town the match is in.
    const away = await fixtureBetween(cookie, competition.id, { date: "2030-05-11", homeEntrantId: guest.id, awayEntrantId: clubEntrantId, venue: "Kalamata" });
    expect(await place(away.id, "en")).toEqual({ "@type": "Place", name: "Kalamata", address: { "@type": "PostalAddress", addressLocality: "Kalamata", addressCountry: "GR" } });
    // A club's own away match: the venue it gave.
    const own = await createMatch(club.id, { isHomeGame: false, venue: "Patras Stadium" });
    expect((await place(own.id, "en")).address).toEqual({ "@type": "PostalAddress", addressLocality: "Patras Stadium", addressCountry: "GR" });
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

describe("the address of each public page (issue 20, point 10)", () => {
  /** Every public page of the page registry (schema/pages.ts), with a real club, article, match and competition for its parameter. */
  async function everyPublicPage() {
    const club = await createClub();
    const article = await createNews(club.id);
    const match = await createMatch(club.id);
    const competition = await createCompetition(await adminCookie());
    const sample: Record<string, string> = { "/clubs/:id": `/clubs/${club.id}`, "/news/:slug": `/news/${article.slug}`, "/matches/:id": `/matches/${match.id}`, "/competitions/:slug": `/competitions/${competition.slug}` };
    return PUBLIC_PAGES.map((route) => {
      const path = sample[route] ?? route;
      expect(path, `a sample for ${route}`).not.toContain(":");
      // /home is the home page under another name: one address for both.
      return { path, address: `http://localhost${route === "/home" ? "/" : path}` };
    });
  }

  it("each has one canonical address, its English, Greek and default alternates, and og:url the same as its canonical", async () => {
    for (const { path, address } of await everyPublicPage()) {
      const alternates = [
        ["en", address],
        ["el", `${address}?lang=el`],
        ["x-default", address],
      ];
      const english = await page(path);
      expect(links(english, "canonical"), path).toEqual([["", address]]);
      expect(links(english, "alternate").filter(([hreflang]) => hreflang), path).toEqual(alternates);
      expect(meta(english, "og:url"), path).toBe(address);
      expect(meta(english, "og:locale"), path).toBe("en_GB");
      // Greek, whether the address or the visitor's cookie asks for it: the Greek address.
      for (const greek of [await page(`${path}?lang=el`), await page(path, "language=el")]) {
        expect(links(greek, "canonical"), path).toEqual([["", `${address}?lang=el`]]);
        expect(links(greek, "alternate").filter(([hreflang]) => hreflang), path).toEqual(alternates);
        expect(meta(greek, "og:url"), path).toBe(`${address}?lang=el`);
        expect(meta(greek, "og:locale"), path).toBe("el_GR");
      }
    }
  });

  it("the app's own screens, which the server does not draw (sign-in), name their addresses too", async () => {
    expect(links(await page("/login"), "canonical")).toEqual([["", "http://localhost/login"]]);
    const greek = await page("/login?tab=user", "language=el");
    expect(links(greek, "canonical")).toEqual([["", "http://localhost/login?lang=el"]]);
    expect(links(greek, "alternate").filter(([hreflang]) => hreflang)).toEqual([
      ["en", "http://localhost/login"],
      ["el", "http://localhost/login?lang=el"],
      ["x-default", "http://localhost/login"],
    ]);
  });

  it("one address whatever else the visit's address carries: a trailing slash, other query parameters, an id for a slug", async () => {
    const club = await createClub();
    const article = await createNews(club.id);
    const canonical = async (path: string, cookie?: string) => links(await page(path, cookie), "canonical");
    expect(await canonical(`/clubs/${club.id}/?utm_source=x`)).toEqual([["", `http://localhost/clubs/${club.id}`]]);
    expect(await canonical(`/news/${article.id}`)).toEqual([["", `http://localhost/news/${article.slug}`]]);
    expect(await canonical("/fixtures?lang=en", "language=el")).toEqual([["", "http://localhost/fixtures"]]);
    expect(await canonical("/home?lang=el")).toEqual([["", "http://localhost/?lang=el"]]);
  });
});
