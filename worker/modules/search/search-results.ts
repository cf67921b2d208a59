/**
 * What a search result shows (issue 13): each hit of the index read back from its table, in the
 * reader's language, with the words the query found marked (schema/text-search.ts `highlight`).
 */
import { eq, inArray } from "drizzle-orm";
import { clubs, news, players } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import type { SearchKind } from "../../../schema/tables/search";
import { excerpt, type Highlight, highlight } from "../../../schema/text-search";
import type { Db } from "../../platform/db";
import { htmlText, kindOf, refOf, type SearchHit } from "./search-index";

type Lang = "en" | "el";

export type SearchResult = {
  type: SearchKind;
  id: number;
  /** The article's or competition's slug (their pages' addresses); null for a club or a player. */
  slug: string | null;
  /** The club a player plays for (the player's result links to its club page). */
  clubId: number | null;
  /** The language the title is written in, when the result is an article. */
  language: Lang | null;
  title: Highlight;
  detail: Highlight;
};

/** The name in the reader's language: Greek when the reader reads Greek and there is one. */
export const inLanguage = (lang: Lang, latin: string, greek: string | null | undefined) => (lang === "el" && greek ? greek : latin);
/** The other one, shown beside it, when it differs. */
const otherName = (lang: Lang, latin: string, greek: string | null | undefined) => (greek && greek !== latin ? (lang === "el" ? latin : greek) : null);
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

const idsOf = (hits: SearchHit[], kind: SearchKind) => hits.filter((hit) => kindOf(hit.doc) === kind).map((hit) => refOf(hit.doc));

/** The hits as results, in the order of the hits; a row deleted meanwhile is left out. */
export async function searchResults(db: Db, hits: SearchHit[], keys: string[], lang: Lang): Promise<SearchResult[]> {
  const none = [-1];
  const [clubRows, newsRows, playerRows, competitionRows] = await Promise.all([
    db.select().from(clubs).where(inArray(clubs.id, idsOf(hits, "club").concat(none))),
    db
      .select({ id: news.id, slug: news.slug, title: news.title, content: news.content, language: news.language })
      .from(news)
      .where(inArray(news.id, idsOf(hits, "news").concat(none))),
    db
      .select({ id: players.id, name: players.name, position: players.position, clubId: players.clubId, clubName: clubs.name, clubNameEl: clubs.nameEl })
      .from(players)
      .innerJoin(clubs, eq(clubs.id, players.clubId))
      .where(inArray(players.id, idsOf(hits, "player").concat(none))),
    db.select().from(competitions).where(inArray(competitions.id, idsOf(hits, "competition").concat(none))),
  ]);
  const mark = (text: string) => highlight(text, keys);
  const base = { slug: null, clubId: null, language: null };
  const results = new Map<string, SearchResult>();
  for (const c of clubRows)
    results.set(`club:${c.id}`, {
      ...base,
      type: "club",
      id: c.id,
      title: mark(inLanguage(lang, c.name, c.nameEl)),
      // Both scripts of the location: a query in either finds the club, and sees why.
      detail: mark(joined(otherName(lang, c.name, c.nameEl), inLanguage(lang, c.location, c.locationEl), otherName(lang, c.location, c.locationEl))),
    });
  for (const n of newsRows)
    results.set(`news:${n.id}`, {
      ...base,
      type: "news",
      id: n.id,
      slug: n.slug,
      language: n.language,
      title: mark(n.title),
      detail: mark(excerpt(htmlText(n.content), keys)),
    });
  for (const p of playerRows)
    results.set(`player:${p.id}`, {
      ...base,
      type: "player",
      id: p.id,
      clubId: p.clubId,
      title: mark(p.name),
      detail: mark(joined(p.position, inLanguage(lang, p.clubName, p.clubNameEl))),
    });
  for (const c of competitionRows)
    results.set(`competition:${c.id}`, {
      ...base,
      type: "competition",
      id: c.id,
      slug: c.slug,
      title: mark(lang === "el" ? c.nameEl : c.nameEn),
      detail: mark(joined(lang === "el" ? c.nameEn : c.nameEl, c.season)),
    });
  return hits.flatMap((hit) => results.get(`${kindOf(hit.doc)}:${refOf(hit.doc)}`) ?? []);
}
