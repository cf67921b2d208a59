import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { call, createClub, createNews } from "../../test/helpers";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/**
 * A page link of ours, answered: the API read the page is drawn from (these tests run without the
 * web build, so the page itself is the stub's; e2e/open-data.spec.ts opens the real pages).
 */
const PAGE_DATA: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/news\/([^/]+)$/, (m) => `/api/news/slug/${m[1]}`],
  [/^\/clubs\/(\d+)$/, (m) => `/api/clubs/${m[1]}`],
  [/^\/competitions\/([^/]+)$/, (m) => `/api/competitions/${m[1]}`],
  [/^\/matches\/(\d+)$/, (m) => `/api/matches/${m[1]}`],
];
async function answers(url: string) {
  const { pathname } = new URL(url);
  for (const [pattern, api] of PAGE_DATA) {
    const match = pattern.exec(pathname);
    if (match) return (await call(api(match))).status;
  }
  return 200;
}

describe("/news/feed.xml (Atom)", () => {
  it("is well-formed Atom, one per language, each entry with its link, date, summary and image, its links answering 200", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Derby day in Athens", content: "<p>A <strong>great</strong> match &amp; a full stand.</p>", language: "en", publishDate: "2099-01-02T10:00:00.000Z" });
    const greek = await createNews(club.id, { title: "Ντέρμπι στην Αθήνα", content: "<p>Γεμάτη κερκίδα.</p>", language: "el", publishDate: "2099-01-02T11:00:00.000Z" });
    const hidden = await createNews((await createClub({ status: "pending" })).id, { title: "Not approved yet", language: "en", publishDate: "2099-01-03T10:00:00.000Z" });

    const response = await call("/news/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const feed = parser.parse(text).feed;
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBeTruthy();
    expect(feed.updated).toBeTruthy();
    const entries = list<any>(feed.entry);
    const entry = entries.find((item) => item.title["#text"] === english.title || item.title === english.title);
    expect(entry).toBeTruthy();
    expect(entries.some((item) => JSON.stringify(item).includes(hidden.title))).toBe(false);
    expect(entries.some((item) => JSON.stringify(item).includes(greek.title))).toBe(false);
    const links = list<any>(entry.link);
    const alternate = links.find((link) => !link["@rel"] || link["@rel"] === "alternate");
    expect(alternate["@href"]).toBe(`http://localhost/news/${english.slug}`);
    expect(links.find((link) => link["@rel"] === "enclosure")["@href"]).toMatch(/^http:\/\/localhost\/images\//);
    expect(entry.updated).toBe("2099-01-02T10:00:00.000Z");
    expect(JSON.stringify(entry.summary)).toContain("A great match & a full stand.");
    expect(await answers(alternate["@href"])).toBe(200);

    const greekFeed = parser.parse(await (await call("/news/feed.xml?lang=el")).text()).feed;
    expect(JSON.stringify(greekFeed.entry)).toContain(greek.title);
    expect(JSON.stringify(greekFeed.entry)).not.toContain(english.title);
  });

  it("lists each side of a translated pair in its own language's feed", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Cup final report", language: "en", publishDate: "2099-02-01T10:00:00.000Z" });
    const greek = await createNews(club.id, { title: "Ο τελικός του κυπέλλου", language: "el", translationOf: english.id, publishDate: "2099-02-01T11:00:00.000Z" });
    const entries = async (path: string) => JSON.stringify(parser.parse(await (await call(path)).text()).feed.entry);

    const greekEntries = await entries("/news/feed.xml?lang=el");
    expect(greekEntries).toContain(greek.title);
    expect(greekEntries).toContain(`/news/${greek.slug}`);
    expect(greekEntries).not.toContain(english.title);
    const englishEntries = await entries("/news/feed.xml");
    expect(englishEntries).toContain(english.title);
    expect(englishEntries).not.toContain(greek.title);
  });
});

describe("/sitemap.xml and robots.txt", () => {
  it("lists public pages, clubs, articles, competitions and matches with en and el alternates; its links answer 200", async () => {
    const club = await createClub();
    const hidden = await createClub({ status: "pending" });
    const article = await createNews(club.id);
    const text = await (await call("/sitemap.xml")).text();
    expect(XMLValidator.validate(text)).toBe(true);
    const urls = list<any>(parser.parse(text).urlset.url);
    const locations = urls.map((url) => url.loc as string);
    expect(locations).toEqual(expect.arrayContaining(["http://localhost/", "http://localhost/clubs", `http://localhost/clubs/${club.id}`, `http://localhost/news/${article.slug}`]));
    expect(locations).not.toContain(`http://localhost/clubs/${hidden.id}`);
    const clubUrl = urls.find((url) => url.loc === `http://localhost/clubs/${club.id}`);
    // English at the plain address, Greek at `?lang=el`, each listed (issue 20, point 10).
    expect(list<any>(clubUrl["xhtml:link"]).map((link) => [link["@hreflang"], link["@href"]])).toEqual([
      ["en", `http://localhost/clubs/${club.id}`],
      ["el", `http://localhost/clubs/${club.id}?lang=el`],
      ["x-default", `http://localhost/clubs/${club.id}`],
    ]);
    expect(locations).toContain(`http://localhost/clubs/${club.id}?lang=el`);
    for (const location of ["http://localhost/", `http://localhost/clubs/${club.id}`, `http://localhost/news/${article.slug}`]) expect(await answers(location)).toBe(200);

    // An article with a translation: its other language is the translation's own slug, both ways.
    const english = await createNews(club.id, { title: "Season review", language: "en" });
    const greek = await createNews(club.id, { title: "Απολογισμός σεζόν", language: "el", translationOf: english.id, slug: "apologismos-sezon" });
    const pair = list<any>(parser.parse(await (await call("/sitemap.xml")).text()).urlset.url);
    const linksOf = (loc: string) => list<any>(pair.find((url) => url.loc === loc)["xhtml:link"]).map((link) => [link["@hreflang"], link["@href"]]);
    const expected = [
      ["en", `http://localhost/news/${english.slug}`],
      ["el", `http://localhost/news/${greek.slug}?lang=el`],
      ["x-default", `http://localhost/news/${english.slug}`],
    ];
    expect(linksOf(`http://localhost/news/${english.slug}`)).toEqual(expected);
    expect(linksOf(`http://localhost/news/${greek.slug}?lang=el`)).toEqual([expected[1], expected[0], expected[2]]);
    // An article alone keeps its own address in each language.
    expect(linksOf(`http://localhost/news/${article.slug}?lang=el`)).toEqual([
      ["en", `http://localhost/news/${article.slug}`],
      ["el", `http://localhost/news/${article.slug}?lang=el`],
      ["x-default", `http://localhost/news/${article.slug}`],
    ]);

    // Each address listed is the canonical one of the page it opens, with the same alternates as its head.
    for (const url of pair) {
      const html = await (await call(new URL(url.loc).pathname + new URL(url.loc).search, { headers: { "sec-fetch-mode": "navigate" } })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, "&"), url.loc).toBe(url.loc);
      const drawn = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]!.replace(/&amp;/g, "&")]);
      expect(drawn, url.loc).toEqual(linksOf(url.loc));
    }

    const robots = await (await call("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost/sitemap.xml");
  });
});
