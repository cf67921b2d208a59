/**
 * The news feed checked as RFC 4287 says and as feed readers need (issue 20, point 9): valid by
 * the RFC's RELAX NG schema (xmllint), a language declared, categories with a term, enclosures
 * with a registered media type, unique ids, a typed self link, alternates per language.
 */
import { describe, expect, it } from "vitest";
import { atomFeedProblems, parseAtom } from "../../test/atom-feed.node";
import { atomFeed, type FeedRow } from "./news-feed";

const ORIGIN = "https://rugby.example";

let nextId = 1;
function row(article: Partial<FeedRow["article"]>, more: Partial<Omit<FeedRow, "article">> = {}): FeedRow {
  const id = nextId++;
  return {
    article: {
      id,
      title: `Story ${id}`,
      content: "<p>A <strong>great</strong> match &amp; a full stand.</p>",
      category: "Club News",
      imageUrl: "/images/news/derby.svg",
      slug: `story-${id}`,
      language: "en",
      publishDate: `2099-01-${String(10 + (id % 18))}T10:00:00.000Z`,
      clubId: 1,
      isPublished: true,
      isFeatured: false,
      translationOf: null,
      ...article,
    },
    clubName: "Athens Owls RFC",
    clubNameEl: "Κουκουβάγιες Αθήνας",
    translation: null,
    ...more,
  };
}

const englishRows = () => [
  row({ title: "Derby day: Owls <3> Hawks & a full stand", category: "Club News", imageUrl: "/images/news/derby.svg" }),
  row({ title: "Cup final report", category: "Tournament", imageUrl: "https://cdn.example/photos/final.png" }, { translation: { id: 900, slug: "telikos-kypellou", language: "el" } }),
  row({ title: "A picture of unknown kind", category: "Youth Development", imageUrl: "/images/news/academy" }, { clubName: null, clubNameEl: null }),
];
const greekRows = () => [row({ title: "Ο τελικός του κυπέλλου", language: "el", category: "Tournament", slug: "telikos-kypellou", imageUrl: "/images/news/final.jpg" })];

describe("the news feed (Atom, RFC 4287)", () => {
  it("is valid by the RFC's RELAX NG schema and has what feed readers need, in English and in Greek", async () => {
    expect(await atomFeedProblems(atomFeed(englishRows(), "en", ORIGIN), "en")).toEqual([]);
    expect(await atomFeedProblems(atomFeed(greekRows(), "el", ORIGIN), "el")).toEqual([]);
    expect(await atomFeedProblems(atomFeed([], "el", ORIGIN), "el")).toEqual([]);
  });

  it("gives every category a term, labelled in the feed's language", () => {
    const english = parseAtom(atomFeed(englishRows(), "en", ORIGIN));
    expect(english.entry.flatMap((entry) => entry.category).map((category) => [category["@term"], category["@label"]])).toEqual([
      ["Club News", "Club News"],
      ["Tournament", "Tournament"],
      ["Youth Development", "Youth Development"],
    ]);
    const greek = parseAtom(atomFeed(greekRows(), "el", ORIGIN));
    expect(greek.entry[0]!.category).toEqual([expect.objectContaining({ "@term": "Tournament", "@label": expect.stringMatching(/[\u0370-\u03ff]/) })]);
  });

  it("gives an enclosure the image's registered media type, or none when its kind is unknown", () => {
    const enclosures = parseAtom(atomFeed([...englishRows(), ...greekRows()], "en", ORIGIN)).entry.map((entry) => entry.link.find((link) => link["@rel"] === "enclosure")!);
    expect(enclosures.map((link) => [link["@href"], link["@type"]])).toEqual([
      [`${ORIGIN}/images/news/derby.svg`, "image/svg+xml"],
      ["https://cdn.example/photos/final.png", "image/png"],
      [`${ORIGIN}/images/news/academy`, undefined],
      [`${ORIGIN}/images/news/final.jpg`, "image/jpeg"],
    ]);
  });

  it("declares its language, links itself and the other language's feed, and each entry's page in each language", () => {
    const feed = parseAtom(atomFeed(englishRows(), "en", ORIGIN));
    expect(feed["@xml:lang"]).toBe("en");
    expect(feed.id).toBe(`${ORIGIN}/news/feed.xml`);
    const links = feed.link.map((link) => [link["@rel"], link["@type"], link["@hreflang"], link["@href"]]);
    expect(links).toEqual(
      expect.arrayContaining([
        ["self", "application/atom+xml", "en", `${ORIGIN}/news/feed.xml`],
        ["alternate", "text/html", "en", `${ORIGIN}/news`],
        ["alternate", "application/atom+xml", "el", `${ORIGIN}/news/feed.xml?lang=el`],
      ]),
    );
    const [derby, final, unknown] = feed.entry;
    // Entry ids stay what they were, so a reader that has the entries does not show them again.
    expect(derby!.id).toMatch(new RegExp(`^${ORIGIN}/news/story-\\d+$`));
    expect(final!.link.filter((link) => link["@rel"] === "alternate").map((link) => [link["@type"], link["@hreflang"], link["@href"]])).toEqual([
      ["text/html", "en", final!.id],
      ["text/html", "el", `${ORIGIN}/news/telikos-kypellou?lang=el`],
    ]);
    expect(unknown!.author).toEqual([{ name: "Rugby Hellas" }]);
    const greek = parseAtom(atomFeed(greekRows(), "el", ORIGIN));
    expect(greek.id).toBe(`${ORIGIN}/news/feed.xml?lang=el`);
    expect(greek.entry[0]!.author).toEqual([{ name: "Κουκουβάγιες Αθήνας" }]);
  });

  it("keeps titles' markup characters as text, and summaries as plain text", () => {
    const xml = atomFeed(englishRows(), "en", ORIGIN);
    const entry = parseAtom(xml).entry[0] as unknown as { title: { "#text": string; "@type": string }; summary: { "#text": string; "@type": string } };
    expect(entry.title).toEqual({ "#text": "Derby day: Owls <3> Hawks & a full stand", "@type": "text" });
    expect(entry.summary).toEqual({ "#text": "A great match & a full stand.", "@type": "text" });
  });
});
