/**
 * Search (issue 13): the query of `GET /api/search`, with its messages (Lingui messages whose id
 * is the English text, like schema/messages.ts), shared by the worker and the search page.
 */
import * as v from "valibot";
import { apiMessages } from "./messages";
import { SEARCH_KINDS, type SearchKind } from "./tables/search";

const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const searchMessages = {
  queryTooShort: m(/*i18n*/ { id: "Type at least 2 letters or digits to search" }),
  queryTooLong: m(/*i18n*/ { id: "A search can be at most 100 characters" }),
  typeInvalid: m(/*i18n*/ { id: "Type must be club, news, player or competition" }),
  pageInvalid: m(/*i18n*/ { id: "Page must be a whole number from 1 to 100" }),
} as const;

export const SEARCH = { minLength: 2, maxLength: 100, pageSize: 20, maxPage: 100 } as const;

export const SEARCH_TYPES = Object.keys(SEARCH_KINDS) as SearchKind[];

/** A query of at least two characters that are not spaces (a lone "a" finds half the site). */
export const searchQueryText = v.pipe(
  v.string(searchMessages.queryTooShort),
  v.trim(),
  v.minLength(SEARCH.minLength, searchMessages.queryTooShort),
  v.maxLength(SEARCH.maxLength, searchMessages.queryTooLong),
);

export const searchQuerySchema = v.object({
  q: searchQueryText,
  lang: v.optional(v.picklist(["en", "el"], apiMessages.languageInvalid), "en"),
  type: v.optional(v.picklist(SEARCH_TYPES, searchMessages.typeInvalid)),
  page: v.optional(
    v.pipe(
      v.string(searchMessages.pageInvalid),
      v.regex(/^\d{1,3}$/, searchMessages.pageInvalid),
      v.transform(Number),
      v.minValue(1, searchMessages.pageInvalid),
      v.maxValue(SEARCH.maxPage, searchMessages.pageInvalid),
    ),
    "1",
  ),
});
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;
