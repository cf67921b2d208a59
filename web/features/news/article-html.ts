/**
 * Article HTML as the browser shows it: cleaned with the dashboard's DOMPurify allowlist (p,
 * h2-h4, strong, em, u, s, a, lists, blockquote, img, figure, br, hr, code, pre; http(s), mailto
 * or same-site URLs only), then links are made safe to open and images lazy.
 */
import { sanitizeArticleHtml } from "../dashboard/sanitize-html";

/**
 * Without a DOM (a page drawn on the server) the cleaning is the worker's own allowlist, the one
 * every article passed on write; web/entry-server.tsx provides it, so the browser never loads it.
 * The rest (links, lazy images, headings) is done when the app takes the page over.
 */
let cleanWithoutDom: ((html: string) => string) | undefined;
export function setArticleSanitizerWithoutDom(sanitize: (html: string) => string) {
  cleanWithoutDom = sanitize;
}

export function articleHtml(content: string): string {
  if (typeof document === "undefined") {
    if (!cleanWithoutDom) throw new Error("articleHtml without a DOM needs setArticleSanitizerWithoutDom");
    return cleanWithoutDom(content);
  }
  const template = document.createElement("template");
  template.innerHTML = sanitizeArticleHtml(content);
  for (const link of template.content.querySelectorAll("a[href]")) {
    link.setAttribute("rel", "noopener noreferrer");
    // Other sites open in a new tab, so a fan keeps their place in the article.
    if (/^https?:/i.test(link.getAttribute("href") ?? "")) link.setAttribute("target", "_blank");
  }
  promoteHeadings(template.content);
  for (const image of template.content.querySelectorAll("img")) {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
    if (!image.hasAttribute("alt")) image.setAttribute("alt", "");
  }
  return template.innerHTML;
}

/**
 * The article's title is the page's h1, so its own headings start at h2: an article written with
 * h3 and h4 only is lifted a level (or two), keeping the heading outline without gaps.
 */
function promoteHeadings(root: DocumentFragment) {
  const headings = [...root.querySelectorAll("h2, h3, h4")];
  const top = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  const shift = top - 2;
  if (!headings.length || shift <= 0) return;
  for (const heading of headings) {
    const promoted = document.createElement(`h${Number(heading.tagName[1]) - shift}`);
    while (heading.firstChild) promoted.appendChild(heading.firstChild);
    heading.replaceWith(promoted);
  }
}
