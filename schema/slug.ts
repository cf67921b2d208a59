import { LIMITS } from "./constants";

/**
 * SPEC section 5: lowercase, trimmed, characters other than word characters, spaces and hyphens
 * dropped, spaces become hyphens, repeated hyphens collapse, at most 100 characters.
 * "Word characters" are Unicode letters and digits, so Greek titles keep their letters.
 */
/**
 * The first `max` UTF-16 units of `text`, never cutting a character in half: a letter outside
 * the Basic Multilingual Plane (e.g. 𝐀) takes two units, and half of it is not text.
 */
export function truncate(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
  return truncate(slug, LIMITS.slugMax);
}
