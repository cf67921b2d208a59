/**
 * The browser's second line of defence for club-written HTML (the worker sanitizes on write with
 * schema/sanitize-html.ts): the same allowlist and URL rules (schema/article-html.ts).
 */
import DOMPurify from "dompurify";
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, ARTICLE_URL, PREVIEW_TAGS } from "../../schema/article-html";

export const sanitizeArticleHtml = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ARTICLE_ATTRIBUTES, ALLOWED_URI_REGEXP: ARTICLE_URL });

export const sanitizePreviewHtml = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: PREVIEW_TAGS, ALLOWED_ATTR: [] });

/**
 * Without a DOM (a page drawn on the server) DOMPurify cannot work: the cleaning is then the
 * worker's own sanitizer, the one every article passed on write. web/entry-server.tsx provides
 * it, so the browser never loads it.
 */
let cleanWithoutDom: ((html: string) => string) | undefined;
export function setSanitizerWithoutDom(sanitize: (html: string) => string) {
  cleanWithoutDom = sanitize;
}

export function sanitizeWithoutDom(html: string): string {
  if (!cleanWithoutDom) throw new Error("Sanitizing without a DOM needs setSanitizerWithoutDom (web/entry-server.tsx)");
  return cleanWithoutDom(html);
}
