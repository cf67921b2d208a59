import { describe, expect, it } from "vitest";
import { drawnAlternatePage } from "./drawn-alternates";

/** A head with these `<link rel="alternate">`s, as the worker draws an article's (page-meta.ts). */
const head = (links: Record<string, string>) => ({
  querySelectorAll: () =>
    Object.entries(links).map(([hreflang, href]) => ({ getAttribute: (name: string) => (name === "hreflang" ? hreflang : name === "href" ? href : null) })),
}) as unknown as Pick<Document, "querySelectorAll">;

const article = head({
  en: "http://localhost/news/greece-name-squad",
  el: "http://localhost/news/i-ethniki-anakoinonei?lang=el",
  "x-default": "http://localhost/news/greece-name-squad",
});

describe("a drawn page's alternate in another language", () => {
  it("is the translation's address while the head describes the page shown", () => {
    expect(drawnAlternatePage("el", article, new URL("http://localhost/news/greece-name-squad"))).toBe("/news/i-ethniki-anakoinonei");
    expect(drawnAlternatePage("en", article, new URL("http://localhost/news/i-ethniki-anakoinonei"))).toBe("/news/greece-name-squad");
  });

  it("is none where the other language is the same page (`?lang=el`): the language changes, the address needs not", () => {
    const clubs = head({ en: "http://localhost/clubs", el: "http://localhost/clubs?lang=el", "x-default": "http://localhost/clubs" });
    expect(drawnAlternatePage("el", clubs, new URL("http://localhost/clubs"))).toBeUndefined();
    expect(drawnAlternatePage("en", clubs, new URL("http://localhost/clubs?lang=el"))).toBeUndefined();
  });

  it("is none once the app has moved to another page, or where the page has no alternates", () => {
    expect(drawnAlternatePage("el", article, new URL("http://localhost/clubs"))).toBeUndefined();
    expect(drawnAlternatePage("el", head({}), new URL("http://localhost/news/greece-name-squad"))).toBeUndefined();
  });
});
