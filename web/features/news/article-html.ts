/**
 * Article HTML as the browser shows it: cleaned with the dashboard's DOMPurify allowlist (p,
 * h2-h4, strong, em, u, s, a, lists, blockquote, img, figure, br, hr, code, pre; http(s), mailto
 * or same-site URLs only), then links are made safe to open and images lazy.
 */
import { sanitizeArticleHtml } from "../dashboard/sanitize-html";

export function articleHtml(content: string): string {
  const template = document.createElement("template");
  template.innerHTML = sanitizeArticleHtml(content);
  for (const link of template.content.querySelectorAll("a[href]")) {
    link.setAttribute("rel", "noopener noreferrer");
    // Other sites open in a new tab, so a fan keeps their place in the article.
    if (/^https?:/i.test(link.getAttribute("href") ?? "")) link.setAttribute("target", "_blank");
  }
  for (const image of template.content.querySelectorAll("img")) {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
    if (!image.hasAttribute("alt")) image.setAttribute("alt", "");
  }
  return template.innerHTML;
}
