import { describe, expect, it } from "vitest";
import { createClub, createNews, db } from "../test/helpers";
import { baseSlug, uniqueSlug, withSuffix } from "./unique-slug";

describe("baseSlug (SPEC section 5)", () => {
  it("lowercases, trims, drops punctuation and turns spaces into hyphens", () => {
    expect(baseSlug("  Hellenic Cup: Final Report!  ")).toBe("hellenic-cup-final-report");
    expect(baseSlug("Rugby & Friends (2026)")).toBe("rugby-friends-2026");
  });

  it("keeps Greek letters", () => {
    expect(baseSlug("Νίκη της Εθνικής Ομάδας!")).toBe("νίκη-της-εθνικής-ομάδας");
  });

  it("collapses repeated hyphens and spaces", () => {
    expect(baseSlug("Union -- League  --  Sevens")).toBe("union-league-sevens");
  });

  it("caps the slug at 100 characters", () => {
    const slug = baseSlug("word ".repeat(60));
    expect(slug).toHaveLength(100);
    expect(slug.startsWith("word-word-")).toBe(true);
  });

  it("never cuts a two-unit letter in half at the limit", () => {
    const slug = baseSlug(`b${"\u{1D400}".repeat(99)}`); // 1 + 99 × 2 units
    expect(slug).toHaveLength(99);
    expect(slug).toBe(`b${"\u{1D400}".repeat(49)}`); // mathematical letters have no lower case
    // encodeURIComponent throws on half a character.
    expect(() => encodeURIComponent(slug)).not.toThrow();
    expect(() => encodeURIComponent(withSuffix(slug, 2))).not.toThrow();
  });

  it("uses a given slug, cleaned by the same rule, over the title", () => {
    expect(baseSlug("Some Title", "My Custom Slug!")).toBe("my-custom-slug");
    expect(baseSlug("Some Title", "")).toBe("some-title");
    expect(baseSlug("Some Title", "!!!")).toBe("some-title");
  });

  it("falls back to 'news' for a title without letters or digits", () => {
    expect(baseSlug("???")).toBe("news");
    expect(baseSlug("- - -")).toBe("news");
  });

  it("prefixes an all-digit slug, which /news/{digits} would read as an id", () => {
    expect(baseSlug("2026")).toBe("news-2026");
  });
});

describe("withSuffix", () => {
  it("adds -n from 2 on", () => {
    expect(withSuffix("final", 1)).toBe("final");
    expect(withSuffix("final", 2)).toBe("final-2");
    expect(withSuffix("final", 13)).toBe("final-13");
  });

  it("shortens the base to stay within 100 characters, without a dangling hyphen", () => {
    const base = `${"a".repeat(97)}-bc`; // 100 characters
    expect(withSuffix(base, 2)).toBe(`${"a".repeat(97)}-2`);
    expect(withSuffix(base, 2).length).toBeLessThanOrEqual(100);
    expect(withSuffix("b".repeat(100), 10)).toBe(`${"b".repeat(97)}-10`);
  });
});

describe("uniqueSlug", () => {
  it("returns the base when it is free", async () => {
    expect(await uniqueSlug(db(), "a-free-slug")).toBe("a-free-slug");
  });

  it("adds -2, -3 ... on a clash, across every club", async () => {
    const one = await createClub();
    const two = await createClub();
    await createNews(one.id, { slug: "derby-day" });
    expect(await uniqueSlug(db(), "derby-day")).toBe("derby-day-2");
    await createNews(two.id, { slug: "derby-day-2" });
    expect(await uniqueSlug(db(), "derby-day")).toBe("derby-day-3");
  });

  it("fills the first gap", async () => {
    const club = await createClub();
    await createNews(club.id, { slug: "gap" });
    await createNews(club.id, { slug: "gap-3" });
    expect(await uniqueSlug(db(), "gap")).toBe("gap-2");
  });

  it("does not count the article being edited as a clash", async () => {
    const club = await createClub();
    const article = await createNews(club.id, { slug: "own-slug" });
    expect(await uniqueSlug(db(), "own-slug", article.id)).toBe("own-slug");
    expect(await uniqueSlug(db(), "own-slug")).toBe("own-slug-2");
  });

  it("keeps a suffixed slug of a 100-character base within the limit", async () => {
    const club = await createClub();
    const base = "x".repeat(100);
    await createNews(club.id, { slug: base });
    const next = await uniqueSlug(db(), base);
    expect(next).toBe(`${"x".repeat(98)}-2`);
    await createNews(club.id, { slug: next });
    expect(await uniqueSlug(db(), base)).toBe(`${"x".repeat(98)}-3`);
  });

  it("treats _ in a slug as a plain character", async () => {
    const club = await createClub();
    await createNews(club.id, { slug: "under_20" });
    await createNews(club.id, { slug: "underx20-2" });
    expect(await uniqueSlug(db(), "under_20")).toBe("under_20-2");
    expect(await uniqueSlug(db(), "underx20")).toBe("underx20");
  });
});
