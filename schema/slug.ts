import { LIMITS } from "./constants";

/**
 * SPEC section 5: lowercase, trimmed, characters other than word characters, spaces and hyphens
 * dropped, spaces become hyphens, repeated hyphens collapse, at most 100 characters.
 * "Word characters" are Unicode letters and digits, so Greek titles keep their letters.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}_\s-]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, LIMITS.slugMax);
}
