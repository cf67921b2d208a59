import { describe, expect, it } from "vitest";
import { ARTICLE_IMAGE_URL, ARTICLE_LINK_URL, ARTICLE_URL } from "./article-html";

describe("the article URL rules", () => {
  const urls = ["https://example.com/a", "http://example.com", "mailto:a@b.gr", "/images/x.png", "//evil.example", "/\\evil.example", "javascript:alert(1)", "data:text/html,x", "http:/x"];

  it("take in the browser exactly what the worker takes for a link or an image", () => {
    for (const url of urls) expect(ARTICLE_URL.test(url), url).toBe(ARTICLE_LINK_URL.test(url) || ARTICLE_IMAGE_URL.test(url));
  });

  it("refuse other schemes and other hosts written as paths", () => {
    for (const url of ["//evil.example", "/\\evil.example", "javascript:alert(1)", "data:text/html,x"]) expect(ARTICLE_URL.test(url), url).toBe(false);
    expect(ARTICLE_IMAGE_URL.test("http://example.com/x.png")).toBe(false);
    expect(ARTICLE_LINK_URL.test("/clubs/1")).toBe(false);
  });
});
