/**
 * News slugs (SPEC section 5): the title's slug when none is given, made unique across all
 * articles by adding -2, -3 and so on, always within the 100-character limit.
 */
import { and, gte, lt, ne } from "drizzle-orm";
import { LIMITS } from "../../schema/constants";
import { slugify, truncate } from "../../schema/slug";
import { news } from "../../schema/tables";
import type { Db } from "./db";

/** A title made only of punctuation has no slug of its own. */
const FALLBACK_SLUG = "news";

/** A slug of hyphens and underscores only says nothing. */
const meaningful = (slug: string) => (/[\p{L}\p{N}]/u.test(slug) ? slug : "");

/**
 * The slug an article asks for: the given one if any (cleaned by the same rule), else the title's.
 * An all-digit slug gets a prefix, because /news/{digits} is read as an article id.
 */
export function baseSlug(title: string, requested?: string): string {
  const slug = meaningful(slugify(requested ?? "")) || meaningful(slugify(title)) || FALLBACK_SLUG;
  return /^\d+$/.test(slug) ? truncate(`${FALLBACK_SLUG}-${slug}`, LIMITS.slugMax) : slug;
}

/** `base` with the suffix "-n", shortening the base (never leaving a dangling hyphen) to stay within the limit. */
export function withSuffix(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  const stem = truncate(base, LIMITS.slugMax - suffix.length).replace(/-+$/, "");
  return `${stem || FALLBACK_SLUG}${suffix}`;
}

/**
 * "Starts with `stem`" as a range, which walks the unique index on slug (LIKE would not, and D1
 * caps LIKE patterns at 50 bytes): every such text sorts from `stem` up to `stem` followed by
 * the highest code point.
 */
const startsWith = (stem: string) => and(gte(news.slug, stem), lt(news.slug, `${stem}\u{10ffff}`));

/**
 * The first of `base`, `base-2`, `base-3`... that no other article uses. `exceptId` is the
 * article being edited, whose own slug is no clash. The unique index still has the last word
 * when two writes race; callers retry on a violation.
 */
export async function uniqueSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  // Every candidate (base, base-2, ... base-9999) starts with the shortest stem a suffix leaves.
  const shortestStem = withSuffix(base, 9999).replace(/-9999$/, "");
  const rows = await db
    .select({ slug: news.slug })
    .from(news)
    .where(
      and(
        startsWith(shortestStem),
        exceptId === undefined ? undefined : ne(news.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
