/**
 * Search without a network (issue 13): over what this device already holds, the clubs and news
 * in the query cache (persisted, so it survives a restart), with the server's rules
 * (schema/text-search.ts), so a result found offline is one the server would find too.
 */
import type { QueryClient } from "@tanstack/react-query";
import { excerpt, highlight, matchesQuery, queryKeys } from "../../../schema/text-search";
import type { SearchResult } from "./api";

type CachedClub = { id: number; name: string; nameEl?: string | null; location?: string | null; locationEl?: string | null; description?: string | null };
type CachedArticle = { id: number; slug: string; title: string; content: string; language: "en" | "el" };

const isClub = (value: unknown): value is CachedClub =>
  typeof value === "object" && value !== null && "abbreviation" in value && "name" in value && typeof (value as { id?: unknown }).id === "number";
const isArticle = (value: unknown): value is CachedArticle =>
  typeof value === "object" && value !== null && "slug" in value && "title" in value && "content" in value;

/** Every club and article object anywhere in the cached data (lists, pages, single items). */
function collect(data: unknown, found: { clubs: Map<number, CachedClub>; articles: Map<number, CachedArticle> }) {
  if (Array.isArray(data)) for (const item of data) collect(item, found);
  else if (isClub(data)) found.clubs.set(data.id, data);
  else if (isArticle(data)) found.articles.set(data.id, data);
  else if (typeof data === "object" && data !== null && "pages" in data) collect((data as { pages: unknown[] }).pages, found);
  else if (typeof data === "object" && data !== null && "items" in data) collect((data as { items: unknown }).items, found);
}

const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

export function searchOffline(queryClient: QueryClient, q: string, lang: "en" | "el"): SearchResult[] {
  const keys = queryKeys(q);
  const found = { clubs: new Map<number, CachedClub>(), articles: new Map<number, CachedArticle>() };
  for (const key of [["clubs"], ["news"]]) for (const [, data] of queryClient.getQueriesData({ queryKey: key })) collect(data, found);
  const mark = (text: string) => highlight(text, keys);
  const base = { slug: null, clubId: null, language: null };
  const clubs = [...found.clubs.values()]
    .filter((club) => matchesQuery([club.name, club.nameEl, club.location, club.locationEl, club.description].filter(Boolean).join(" "), keys))
    .map((club): SearchResult => ({
      ...base,
      type: "club",
      id: club.id,
      title: mark(lang === "el" && club.nameEl ? club.nameEl : club.name),
      detail: mark([lang === "el" ? club.name : club.nameEl, lang === "el" && club.locationEl ? club.locationEl : club.location].filter(Boolean).join(" · ")),
    }));
  const articles = [...found.articles.values()]
    .filter((article) => matchesQuery(`${article.title} ${plain(article.content)}`, keys))
    .map((article): SearchResult => ({
      ...base,
      type: "news",
      id: article.id,
      slug: article.slug,
      language: article.language,
      title: mark(article.title),
      detail: mark(excerpt(plain(article.content), keys)),
    }));
  return [...clubs, ...articles];
}
