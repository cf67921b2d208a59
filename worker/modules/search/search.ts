import { Hono } from "hono";
import { SEARCH, searchQuerySchema } from "../../../schema/search";
import { ftsMatch, queryKeys } from "../../../schema/text-search";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { indexPending, searchIndex } from "./search-index";
import { searchResults } from "./search-results";
import { validate } from "../../platform/http/validate";

/**
 * Public search: /api/search?q=&lang=&type=&page= (issue 13). Ranked (name, then title, then
 * body), a page of SEARCH.pageSize at a time, `hasMore` when another page follows. The query is
 * only ever words: FTS5 syntax in it is read as plain text, and a query with no words at all
 * ("**", "--") finds nothing rather than failing.
 */
export const search = new Hono<AppEnv>().get("/", validate("query", searchQuerySchema), async (c) => {
  const { q, lang, type, page } = c.req.valid("query");
  const db = getDb(c.env);
  const match = ftsMatch(q);
  const answer = { query: q, page, pageSize: SEARCH.pageSize };
  if (!match) return c.json({ ...answer, hasMore: false, results: [] }, 200);
  // Whatever was written since the last search is indexed first, so this one sees it.
  await indexPending(db, c.env.DB);
  const hits = await searchIndex(db, { match, lang, kind: type, limit: SEARCH.pageSize + 1, offset: (page - 1) * SEARCH.pageSize });
  const results = await searchResults(db, hits.slice(0, SEARCH.pageSize), queryKeys(q), lang);
  return c.json({ ...answer, hasMore: hits.length > SEARCH.pageSize, results }, 200);
});
