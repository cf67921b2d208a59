/**
 * Public news (SPEC section 7): the latest list, paged by an opaque cursor the server returns in
 * the X-Next-Cursor header, and one article by slug or numeric id.
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { LIMITS } from "../../../schema/constants";
import { api, keepsNotFound, unwrap } from "../../lib/api";
import type { ContentLanguage } from "../../lib/content-language";

export type NewsItem = InferResponseType<typeof api.news.latest.$get, 200>[number];
export type Article = InferResponseType<(typeof api.news)[":id"]["$get"], 200>;

export const newsKeys = {
  all: ["news"] as const,
  latest: (limit: number, lang: ContentLanguage) => ["news", "latest", limit, lang] as const,
  pages: (limit: number, lang: ContentLanguage) => ["news", "pages", limit, lang] as const,
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

type NewsPage = { items: NewsItem[]; nextCursor: string | null };

/** The news grid with "Load more": each page's cursor comes from the previous answer's X-Next-Cursor header. */
export const newsPagesQuery = (limit: number = LIMITS.newsPageSize, lang: ContentLanguage = "en") =>
  infiniteQueryOptions({
    queryKey: newsKeys.pages(limit, lang),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<NewsPage> => {
      const call = api.news.latest.$get({ query: pageParam ? { limit: String(limit), lang, cursor: pageParam } : { limit: String(limit), lang } });
      const items = await unwrap(call);
      // The same answer: its body is read by unwrap, its headers are still ours to read.
      const nextCursor = (await call).headers.get("X-Next-Cursor");
      return { items, nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

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
