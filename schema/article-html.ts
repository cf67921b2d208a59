/**
 * The one allowlist of club-written article HTML: the elements an article may contain and the
 * attributes each may carry. The worker sanitizes every write with it (schema/sanitize-html.ts,
 * js-xss) and the browser cleans again where it shows an article (web/lib/sanitize-html.ts,
 * DOMPurify). Links may go to web pages and e-mail, images to https or this site; each side
 * checks URLs by that rule.
 */
export const ARTICLE_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ["href", "title"],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  img: ["src", "alt", "title"],
  figure: [],
  figcaption: [],
  br: [],
  hr: [],
  code: [],
  pre: [],
};

export const ARTICLE_TAGS = Object.keys(ARTICLE_ELEMENTS);
/** Every attribute some article element may carry. */
export const ARTICLE_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ELEMENTS).flat())];
/** A list preview keeps the text and its inline formatting, not links, images, figures or rules. */
export const PREVIEW_TAGS = ARTICLE_TAGS.filter((tag) => !["a", "img", "figure", "figcaption", "hr", "pre"].includes(tag));

/** Links: web pages and e-mail only. */
export const ARTICLE_LINK_URL = /^(?:https?:\/\/[^/\\]|mailto:[^\s])/i;
/** Images: https, or a path on this site ("/images/...", "/api/clubs/{id}/logo"), never "//host" or "/\host". */
export const ARTICLE_IMAGE_URL = /^(?:https:\/\/[^/\\]|\/(?![/\\]))/i;
/** Either of the two, for a cleaner that checks every URL with one pattern (DOMPurify). */
export const ARTICLE_URL = new RegExp(`${ARTICLE_LINK_URL.source}|${ARTICLE_IMAGE_URL.source}`, "i");
