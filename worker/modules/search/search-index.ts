/**
 * The search index (issue 13; schema/tables/search.ts): indexing what the triggers left pending,
 * and the ranked query over it. Only keys (schema/text-search.ts) go into FTS5.
 */
import { inArray, sql } from "drizzle-orm";
import { SEARCH_KINDS, type SearchKind, searchPending } from "../../../schema/tables/search";
import { clubs, news, players } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import { SEARCH } from "../../../schema/search";
import { indexText } from "../../../schema/text-search";
import type { Db } from "../../platform/db";
import { isPublicArticle, isPublicClub } from "../clubs/public-clubs";

const KINDS = Object.keys(SEARCH_KINDS) as SearchKind[];
export const docOf = (kind: SearchKind, id: number) => id * 4 + SEARCH_KINDS[kind];
export const kindOf = (doc: number) => KINDS[doc % 4]!;
export const refOf = (doc: number) => Math.floor(doc / 4);

/** An article's HTML as words: tags become spaces, the few entities the sanitizer writes are read. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

type Columns = { name: string; title: string; body: string };

/** Each kind's documents: what goes in the name, title and body columns, from the source rows. */
async function documents(db: Db, kind: SearchKind, ids: number[]): Promise<Map<number, Columns>> {
  const docs = new Map<number, Columns>();
  if (kind === "club") {
    for (const c of await db.select().from(clubs).where(inArray(clubs.id, ids)))
      docs.set(c.id, {
        name: indexText(c.name, c.nameEl, c.abbreviation),
        title: "",
        body: indexText(c.location, c.locationEl, c.description, c.descriptionEl, c.venue, c.venueEl),
      });
  } else if (kind === "news") {
    const rows = await db.select({ id: news.id, title: news.title, content: news.content }).from(news).where(inArray(news.id, ids));
    for (const n of rows) docs.set(n.id, { name: "", title: indexText(n.title), body: indexText(htmlText(n.content)) });
  } else if (kind === "player") {
    const rows = await db.select({ id: players.id, name: players.name, position: players.position }).from(players).where(inArray(players.id, ids));
    for (const p of rows) docs.set(p.id, { name: indexText(p.name), title: "", body: indexText(p.position) });
  } else {
    const rows = await db.select().from(competitions).where(inArray(competitions.id, ids));
    for (const c of rows) docs.set(c.id, { name: indexText(c.nameEn, c.nameEl), title: "", body: indexText(c.season, c.code) });
  }
  return docs;
}

/**
 * Indexes up to `limit` pending documents in one batch (a transaction): each one's old entry
 * out, its new one in, and its pending mark removed unless a write came after the read (a newer
 * version). Answers how many it took, so a caller with a backlog can go on.
 */
export async function indexPendingBatch(db: Db, d1: D1Database, limit = 300): Promise<number> {
  const pending = await db.select().from(searchPending).limit(limit);
  if (!pending.length) return 0;
  const byKind = new Map<SearchKind, number[]>();
  for (const { doc } of pending) byKind.set(kindOf(doc), [...(byKind.get(kindOf(doc)) ?? []), refOf(doc)]);
  const docs = new Map<number, Columns>();
  // D1 binds at most 100 values to a query: the ids are read back 100 at a time.
  for (const [kind, ids] of byKind)
    for (let at = 0; at < ids.length; at += 100) for (const [id, columns] of await documents(db, kind, ids.slice(at, at + 100))) docs.set(docOf(kind, id), columns);

  const statements = pending.flatMap(({ doc, version }) => {
    const columns = docs.get(doc);
    return [
      d1.prepare("DELETE FROM search_index WHERE rowid = ?").bind(doc),
      ...(columns ? [d1.prepare("INSERT INTO search_index (rowid, name, title, body) VALUES (?, ?, ?, ?)").bind(doc, columns.name, columns.title, columns.body)] : []),
      d1.prepare("DELETE FROM search_pending WHERE doc = ? AND version = ?").bind(doc, version),
    ];
  });
  await d1.batch(statements);
  return pending.length;
}

/** Indexes everything pending: nothing, usually, so the search that calls it pays one small read. */
export async function indexPending(db: Db, d1: D1Database): Promise<void> {
  const batch = 300;
  // Bounded: a write storm during the loop cannot keep a search waiting for ever.
  for (let rounds = 0; rounds < 1000; rounds += 1) if ((await indexPendingBatch(db, d1, batch)) < batch) return;
}

/**
 * Name first, then title, then body: FTS5's bm25 with a name worth a hundred bodies and a title ten.
 * Scores are negative, best first.
 */
const RANK = sql.raw("bm25(search_index, 100.0, 10.0, 1.0)");

export type SearchHit = { doc: number; rank: number };

/**
 * How many of a query's matches are ranked, besides every name match: the newest ones (the
 * highest documents, so the latest articles), as many as SEARCH.maxPage pages show. A word in
 * half the articles ("ομάδα") would otherwise have every one of its 50,000 matches at 100k
 * articles scored, filtered and sorted for one page (about 250 ms); with the cap a search costs
 * the same at 1,000 articles or 100,000 (npm run bench, "Search").
 */
export const RANKED_MATCHES = SEARCH.maxPage * SEARCH.pageSize;

/**
 * One page of the public documents matching `match` (an FTS5 expression of keys, from
 * `ftsMatch`), best first: every document whose name matches, and the newest RANKED_MATCHES of
 * the others, by bm25. A translated story is one result: of the two articles, the one in
 * `lang` when it matches too. Documents of clubs the public does not see, and unpublished
 * articles, are never found (the same rules as every public list: public-clubs.ts).
 */
export async function searchIndex(
  db: Db,
  { match, lang, kind, limit, offset }: { match: string; lang: "en" | "el"; kind?: SearchKind; limit: number; offset: number },
): Promise<SearchHit[]> {
  // `hits` is MATERIALIZED: inlined into the translation's subquery, SQLite lost the MATCH there
  // (a Greek reader's search then dropped an English article whose Greek translation did not match).
  // So are `newest` and `named`: bm25 only runs inside the FTS5 query it scores.
  const kindFilter = kind === undefined ? sql`` : sql`AND h.doc % 4 = ${SEARCH_KINDS[kind]}`;
  return db.all<SearchHit>(sql`
    WITH newest AS MATERIALIZED (
      SELECT rowid AS doc, ${RANK} AS rank FROM search_index WHERE search_index MATCH ${match} ORDER BY rowid DESC LIMIT ${RANKED_MATCHES}),
    named AS MATERIALIZED (SELECT rowid AS doc, ${RANK} AS rank FROM search_index WHERE search_index MATCH ${`{name} : (${match})`}),
    hits AS MATERIALIZED (SELECT doc, MIN(rank) AS rank FROM (SELECT doc, rank FROM newest UNION ALL SELECT doc, rank FROM named) GROUP BY doc)
    SELECT h.doc AS doc, h.rank AS rank FROM hits h
    WHERE (
      (h.doc % 4 = ${SEARCH_KINDS.club} AND EXISTS (SELECT 1 FROM clubs WHERE clubs.id = h.doc / 4 AND ${isPublicClub}))
      OR (h.doc % 4 = ${SEARCH_KINDS.news} AND EXISTS (
        SELECT 1 FROM news JOIN clubs ON clubs.id = news.club_id
        WHERE news.id = h.doc / 4 AND ${isPublicArticle}
          AND (news.language = ${lang} OR NOT EXISTS (
            SELECT 1 FROM news AS other JOIN hits AS other_hit ON other_hit.doc = other.id * 4 + ${SEARCH_KINDS.news}
            WHERE (other.id = news.translation_of OR other.translation_of = news.id)
              AND other.language = ${lang} AND other.is_published = 1))))
      OR (h.doc % 4 = ${SEARCH_KINDS.player} AND EXISTS (
        SELECT 1 FROM players JOIN clubs ON clubs.id = players.club_id WHERE players.id = h.doc / 4 AND ${isPublicClub}
          -- A registered player (issue 24) only while licensed with the club and opted in to public pages, as the public roster.
          AND (players.registration_id IS NULL OR EXISTS (
            SELECT 1 FROM registrations JOIN persons ON persons.id = registrations.person_id
            WHERE registrations.id = players.registration_id AND registrations.status = 'licensed' AND registrations.club_id = players.club_id
              AND persons.public_profile = 1 AND persons.erased_at IS NULL))))
      OR h.doc % 4 = ${SEARCH_KINDS.competition}
    ) ${kindFilter}
    ORDER BY h.rank, h.doc
    LIMIT ${limit} OFFSET ${offset}`);
}
