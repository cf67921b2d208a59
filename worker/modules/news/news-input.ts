/**
 * What a club's news form becomes in the database: HTML sanitized on write, and the article's
 * language (the public list can be filtered by it) read from its title.
 */
import { messages as m } from "../../../schema/messages";
import type { NewsInput } from "../../../schema/requests";
import { isUniqueViolation } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";
import { sanitizeHtml } from "../../../schema/sanitize-html";

const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/gu;
const LATIN_LETTER = /[a-z]/gi;

/** "el" when the title has more Greek letters than Latin ones. */
export const languageOf = (title: string): "en" | "el" =>
  (title.match(GREEK_LETTER)?.length ?? 0) > (title.match(LATIN_LETTER)?.length ?? 0) ? "el" : "en";

/**
 * The sanitized content. The SPEC's 10-character minimum applies to what is stored, so a body
 * that was nothing but script is refused like an empty one.
 */
export function cleanContent(content: NewsInput["content"]): string {
  const clean = sanitizeHtml(content);
  if (clean.length < 10) throw badRequest(m.contentMin, { content: m.contentMin });
  return clean;
}

/**
 * Runs a write that picks a slug, again if a concurrent write took the same slug between the
 * check and the insert (the unique index refuses the second one).
 */
export async function retryOnSlugClash<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
