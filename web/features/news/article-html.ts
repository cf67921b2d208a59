/**
 * Article HTML as the browser shows it: cleaned by DOMPurify with the article allowlist
 * (web/lib/sanitize-html.ts, schema/article-html.ts: http(s), mailto or same-site URLs only),
 * then links are made safe to open and images lazy.
 */
import { sanitizeArticleHtml, sanitizeWithoutDom } from "../../lib/sanitize-html";

export function articleHtml(content: string): string {
  // A page drawn on the server is only cleaned; the rest (links, lazy images, headings) is done
  // when the app takes the page over.
  if (typeof document === "undefined") return sanitizeWithoutDom(content);
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
