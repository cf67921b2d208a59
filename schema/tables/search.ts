/**
 * Search (issue 13). The index itself is an FTS5 table, `search_index` (migrations: FTS5 is
 * beyond drizzle), whose rowid is a document: `refId * 4 + kind` (SEARCH_KINDS), and whose
 * columns `name`, `title` and `body` hold the keys of schema/text-search.ts, never the text.
 * SQL cannot compute a key, so triggers on the source tables put each written row in
 * `search_pending` (or remove a deleted one from the index at once), and the worker indexes the
 * pending rows before it searches (worker/modules/search/search-index.ts): whichever route or script
 * wrote, the next search sees it.
 */
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

/** The kinds of document, and their code in a document's rowid. */
export const SEARCH_KINDS = { club: 0, news: 1, player: 2, competition: 3 } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

export const searchPending = sqliteTable("search_pending", {
  /** The document: `refId * 4 + kind`. */
  doc: integer("doc").primaryKey(),
  /** Bumped by every write, so an indexing that read an older row leaves the newer one pending. */
  version: integer("version").notNull().default(0),
});
