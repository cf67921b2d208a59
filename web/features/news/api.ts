/**
 * Public news (SPEC section 7): the latest list, paged by an opaque cursor the server returns in
 * the X-Next-Cursor header (news-page.ts), and one article by slug or numeric id.
 */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { LIMITS } from "../../../schema/constants";
import { api, keepsNotFound, unwrap } from "../../lib/api";
import type { ContentLanguage } from "../../lib/content-language";
import { fetchNewsPage } from "./news-page";

export type NewsItem = InferResponseType<typeof api.news.latest.$get, 200>[number];
export type Article = InferResponseType<(typeof api.news)[":id"]["$get"], 200>;

export const newsKeys = {
  all: ["news"] as const,
  latest: (limit: number, lang: ContentLanguage) => ["news", "latest", limit, lang] as const,
  firstPage: (lang: ContentLanguage) => ["news", "first-page", lang] as const,
  article: (slugOrId: string) => ["news", "article", slugOrId] as const,
  featured: ["news", "featured"] as const,
};

/** SPEC: a slug that is all digits is a numeric id. */
export const isNumericId = (slugOrId: string) => /^\d+$/.test(slugOrId);

/** The first `limit` latest news items (home page, news grid), each story once in the reader's language when it can be. */
export const latestNewsQuery = (limit: number = LIMITS.newsPageSize, lang: ContentLanguage = "en") =>
  queryOptions({
    queryKey: newsKeys.latest(limit, lang),
    queryFn: () => unwrap(api.news.latest.$get({ query: { limit: String(limit), lang } })),
  });

/** The article the federation features on the home page, or null (issue 12). */
export const featuredNewsQuery = () =>
  queryOptions({ queryKey: newsKeys.featured, queryFn: () => unwrap(api.news.featured.$get()) });

/** The first page of the news grid; the pages after it come with "Load more" (news-more.tsx). */
export const newsFirstPageQuery = (lang: ContentLanguage = "en") =>
  queryOptions({ queryKey: newsKeys.firstPage(lang), queryFn: () => fetchNewsPage(null, lang) });

/** One article: by id when the parameter is all digits, otherwise by slug (404 means not found). */
export const articleQuery = (slugOrId: string) =>
  queryOptions({
    ...keepsNotFound,
    queryKey: newsKeys.article(slugOrId),
    queryFn: () =>
      isNumericId(slugOrId)
        ? unwrap(api.news[":id"].$get({ param: { id: slugOrId } }))
        : unwrap(api.news.slug[":slug"].$get({ param: { slug: slugOrId }, query: {} })),
  });
