/** Search (issue 13): one page of `GET /api/search`, by query, language, type and page. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type SearchAnswer = InferResponseType<typeof api.search.$get, 200>;
export type SearchResult = SearchAnswer["results"][number];
export type SearchType = SearchResult["type"];

export const searchKeys = {
  all: ["search"] as const,
  page: (q: string, lang: "en" | "el", page: number) => ["search", lang, q, page] as const,
};

export const searchQuery = (q: string, lang: "en" | "el", page: number) =>
  queryOptions({
    queryKey: searchKeys.page(q, lang, page),
    queryFn: () => unwrap(api.search.$get({ query: { q, lang, page: String(page) } })),
    placeholderData: keepPreviousData,
  });
