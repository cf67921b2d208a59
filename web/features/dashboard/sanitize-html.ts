/**
 * The browser's second line of defence for club-written HTML (the worker sanitizes on write):
 * the same allowlist as the server, links and images only to http(s), mailto or this site.
 */
import DOMPurify from "dompurify";

const ARTICLE_TAGS = ["p", "h2", "h3", "h4", "strong", "em", "u", "s", "a", "ul", "ol", "li", "blockquote", "img", "figure", "figcaption", "br", "hr", "code", "pre"];
/** A list preview keeps the text and its inline formatting, not images or rules. */
const PREVIEW_TAGS = ["p", "h2", "h3", "h4", "strong", "em", "u", "s", "ul", "ol", "li", "blockquote", "br", "code"];
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/))/i;

export const sanitizeArticleHtml = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ["href", "src", "alt", "title"], ALLOWED_URI_REGEXP: SAFE_URL });

export const sanitizePreviewHtml = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: PREVIEW_TAGS, ALLOWED_ATTR: [] });
