/**
 * The sanitizer for club-written news HTML: the worker runs it on every write, and the page
 * renderer on a drawn article (the browser sanitizes again where it renders, web/lib/sanitize-html.ts).
 * Its allowlist is schema/article-html.ts.
 *
 * Built on js-xss with an allowlist: tags outside it are removed (their text stays, except for
 * elements whose body is code or a foreign document, which go whole), attributes outside it are
 * dropped, and every kept attribute is rebuilt by us: decoded, checked, and re-escaped. The value
 * we check is exactly the value the browser will read, whatever entities, control characters or
 * case tricks the input used, so no `javascript:`, `data:` or `vbscript:` URL can pass in disguise.
 */
/* eslint-disable no-control-regex -- control characters are what these patterns remove */
import xss, { type FilterXSS as FilterXSSClass } from "xss";
import { ARTICLE_ELEMENTS, ARTICLE_IMAGE_URL, ARTICLE_LINK_URL } from "./article-html";

/**
 * js-xss is CommonJS: its export is the filterXSS function carrying the FilterXSS class as a
 * property. Its typings declare only the function as the default export, and a named import
 * does not resolve under every bundler, so the class is read from the default export.
 */
const { FilterXSS } = xss as unknown as { FilterXSS: typeof FilterXSSClass };

/** js-xss wants its own mutable copy of the allowlist. */
const ALLOWED: Record<string, string[]> = Object.fromEntries(Object.entries(ARTICLE_ELEMENTS).map(([tag, attributes]) => [tag, [...attributes]]));

/** Elements removed together with everything inside them: script, styles, plugins, foreign documents. */
const DROP_WITH_BODY = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "textarea",
  "select",
  "title",
  "head",
];

/** Named references that matter for URL schemes and separators; unknown ones stay literal (and so fail the checks). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  period: ".",
  comma: ",",
  lpar: "(",
  rpar: ")",
  excl: "!",
  nbsp: "\u00a0",
  num: "#",
  quest: "?",
  equals: "=",
  percnt: "%",
  plus: "+",
};

/** Decodes character references as an HTML attribute parser would, with or without the trailing semicolon. */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+);?|#(\d+);?|([a-z]+);?)/gi, (match, hex: string, dec: string, name: string) => {
    if (hex || dec) {
      const code = Number.parseInt(hex ?? dec, hex ? 16 : 10);
      // NUL, surrogates and out-of-range references become U+FFFD, as in the HTML standard.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The URL as it is stored: decoded, without the tabs, newlines and other C0 controls a browser
 * would skip, trimmed, inner spaces percent-encoded.
 */
const storedUrl = (raw: string) =>
  decodeEntities(raw)
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .replace(/ /g, "%20");

/**
 * The form the scheme is judged on: without any space, control or invisible formatting character.
 * Judging a stricter form than the stored one is safe: a character left in the stored form can only
 * break a scheme (making the URL a harmless relative one), never create one.
 */
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]|%20/g;
export const normalizeUrl = (raw: string) => storedUrl(raw).replace(INVISIBLE, "");

function safeAttribute(tag: string, name: string, value: string): string {
  if (name === "href" || name === "src") {
    const allowed = tag === "img" ? ARTICLE_IMAGE_URL : ARTICLE_LINK_URL;
    if (!allowed.test(normalizeUrl(value))) return "";
    const kept = `${name}="${escapeAttribute(storedUrl(value))}"`;
    // Links open other sites without handing them this page (window.opener) or its address.
    return tag === "a" ? `${kept} rel="noopener noreferrer"` : kept;
  }
  const text = decodeEntities(value).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
  return `${name}="${escapeAttribute(text)}"`;
}

const DROPPED = new Set(DROP_WITH_BODY);
const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** An image whose source was refused (or missing) would only show a broken-image box. */
const IMAGE_WITHOUT_SOURCE = /<img(?![^>]*\ssrc=")[^>]*>/g;

/** The allowlisted, attribute-checked form of club-written HTML. Text outside tags is kept (escaped where needed). */
export function sanitizeHtml(html: string): string {
  // Inside a dropped element nothing is kept, neither its text nor its tags; an unclosed one
  // drops the rest of the document, as a browser would swallow it too.
  let droppedDepth = 0;
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    allowCommentTag: false,
    css: false,
    onTag: (tag, raw, { isClosing }) => {
      if (DROPPED.has(tag)) {
        if (isClosing) droppedDepth = Math.max(0, droppedDepth - 1);
        else if (!raw.endsWith("/>")) droppedDepth += 1;
        return "";
      }
      return droppedDepth > 0 ? "" : undefined;
    },
    // An unknown element goes (its text stays); "< 5 and 7 >" is no element at all, only text.
    onIgnoreTag: (tag, raw) => (/^[a-z]/.test(tag) ? "" : escapeText(raw)),
    onTagAttr: (tag, name, value, isAllowed) => (isAllowed ? safeAttribute(tag, name, value) : ""),
    escapeHtml: (text) => (droppedDepth > 0 ? "" : escapeText(text)),
  });
  // NUL never belongs in an article and browsers treat it unpredictably inside tag names.
  return filter.process(html.replace(/\u0000/g, "")).replace(IMAGE_WITHOUT_SOURCE, "").trim();
}
