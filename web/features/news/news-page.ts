/**
 * One page of the latest news, after a cursor (or the first): what the news grid and its "Load
 * more" island fetch. Its own module, free of TanStack Query, so the island can load it alone.
 */
import { LIMITS } from "../../../schema/constants";
import { api, unwrap } from "../../lib/api";
import type { ContentLanguage } from "../../lib/content-language";
import type { NewsItem } from "./api";

export type NewsPage = { items: NewsItem[]; nextCursor: string | null };

/** The cursor of the page after it comes in the answer's X-Next-Cursor header. */
export async function fetchNewsPage(cursor: string | null, lang: ContentLanguage, limit: number = LIMITS.newsPageSize): Promise<NewsPage> {
  const call = api.news.latest.$get({ query: cursor ? { limit: String(limit), lang, cursor } : { limit: String(limit), lang } });
  const items = await unwrap(call);
  // The same answer: its body is read by unwrap, its headers are still ours to read.
  const nextCursor = (await call).headers.get("X-Next-Cursor");
  return { items, nextCursor };
}
