import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { NewsItem } from "./api";
import { isNumericId, newsKeys } from "./api";

type NewsPage = { items: NewsItem[] };
type CachedList = NewsItem[] | NewsPage | InfiniteData<NewsPage> | NewsItem | undefined;

const itemsOf = (data: CachedList): NewsItem[] => {
  if (!data) return [];
  if (Array.isArray(data)) return data;
  if ("pages" in data) return data.pages.flatMap((page) => page.items);
  if ("items" in data) return data.items;
  return [];
};

/**
 * SPEC section 7: the article falls back to the item with that slug or numeric id in the latest
 * list already loaded. Lists carry the full content, so an article opened from the news grid shows
 * at once, and still shows without signal.
 */
export function findCachedArticle(queryClient: QueryClient, slugOrId: string): { item: NewsItem; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: newsKeys.all })) {
    const item = itemsOf(query.state.data as CachedList).find((candidate) =>
      isNumericId(slugOrId) ? candidate.id === Number(slugOrId) : candidate.slug === slugOrId,
    );
    if (item) return { item, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
