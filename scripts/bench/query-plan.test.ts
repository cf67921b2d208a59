import { describe, expect, it } from "vitest";
import { drawPlan, planProblems, type PlanRow } from "./query-plan";

/** The plans as workerd's SQLite answered `EXPLAIN QUERY PLAN` on the bench's 100,000-article database. */
const rows = (...details: (string | [string, number])[]): PlanRow[] =>
  details.map((detail, index) => (typeof detail === "string" ? { id: index + 1, parent: 0, detail } : { id: index + 1, parent: detail[1], detail: detail[0] }));

const NEWS = { growing: ["news", "other_language", "original_article", "translated_article", "fixtures"] };

/** GET /api/news/latest before issue 25: the translation joined on an or(...) of its two links. */
const newsWithOrJoin = rows(
  "SCAN news USING INDEX news_publish_idx",
  "BLOOM FILTER ON clubs (id=?)",
  "SEARCH clubs USING INTEGER PRIMARY KEY (rowid=?)",
  "BLOOM FILTER ON other_language (is_published=?)",
  "SEARCH other_language USING AUTOMATIC PARTIAL COVERING INDEX (is_published=?) LEFT-JOIN",
);

describe("the bench's plan check", () => {
  it("flags the news list's old plan: an automatic index and a bloom filter over every article, though it scans no table", () => {
    const problems = planProblems(newsWithOrJoin, NEWS);
    expect(problems).toEqual([
      "bloom filter, the whole table read on every run: BLOOM FILTER ON other_language (is_published=?)",
      "automatic index, built on every run: SEARCH other_language USING AUTOMATIC PARTIAL COVERING INDEX (is_published=?) LEFT-JOIN",
    ]);
  });

  it("passes the news list's plan of two joins, each an index lookup", () => {
    const plan = rows(
      "SCAN news USING INDEX news_publish_idx",
      "BLOOM FILTER ON clubs (id=?)",
      "SEARCH clubs USING INTEGER PRIMARY KEY (rowid=?)",
      "SEARCH original_article USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN",
      "SEARCH translated_article USING INDEX news_translation_unique (translation_of=?) LEFT-JOIN",
    );
    expect(planProblems(plan, NEWS)).toEqual([]);
  });

  it("flags a full scan of a growing table, not of a small one, nor the walk of a paged query in its page's order", () => {
    expect(planProblems(rows("SEARCH clubs USING INTEGER PRIMARY KEY (rowid=?)", "SCAN news"), NEWS)).toEqual(["full scan: SCAN news"]);
    expect(planProblems(rows("SCAN news", "USE TEMP B-TREE FOR ORDER BY"), NEWS)).toEqual([
      "full scan: SCAN news",
      "temporary B-tree, every matching row sorted before the first answer: USE TEMP B-TREE FOR ORDER BY",
    ]);
    expect(planProblems(rows("SCAN news", "SEARCH clubs USING INTEGER PRIMARY KEY (rowid=?)"), NEWS)).toEqual([]);
    expect(planProblems(rows("SCAN clubs", "SEARCH news USING INDEX news_club_idx (club_id=?)"), NEWS)).toEqual([]);
    expect(planProblems(rows("SCAN news USING INDEX news_publish_idx"), NEWS)).toEqual([]);
  });

  it("flags the walk of a whole index by a query that answers every row it matches, not the sort of its answer", () => {
    expect(planProblems(rows("SCAN fixtures USING INDEX fixtures_date_idx"), { ...NEWS, unpaged: true })).toEqual(["full scan: SCAN fixtures USING INDEX fixtures_date_idx"]);
    expect(planProblems(rows("SEARCH fixtures USING INDEX fixtures_home_idx (home_team_id=?)", "USE TEMP B-TREE FOR ORDER BY"), { ...NEWS, unpaged: true })).toEqual([]);
  });

  it("flags a scan in a subquery, which is no outer loop", () => {
    expect(planProblems(rows("SEARCH fixtures USING INDEX fixtures_home_idx (home_team_id=?)", "LIST SUBQUERY 1", ["SCAN news", 2]), NEWS)).toEqual(["full scan: SCAN news"]);
  });

  it("flags the news list's plan from before the translation join, which the old check passed as 'no full scan'", () => {
    const sortedByClub = rows("SCAN clubs", "SEARCH news USING INDEX news_club_idx (club_id=?)", "USE TEMP B-TREE FOR ORDER BY");
    expect(planProblems(sortedByClub, NEWS)).toEqual(["temporary B-tree, every matching row sorted before the first answer: USE TEMP B-TREE FOR ORDER BY"]);
  });

  it("flags temporary B-trees for ORDER BY, GROUP BY and DISTINCT", () => {
    expect(planProblems(rows("SEARCH news USING INDEX news_club_idx (club_id=?)", "USE TEMP B-TREE FOR ORDER BY"), NEWS)).toEqual([
      "temporary B-tree, every matching row sorted before the first answer: USE TEMP B-TREE FOR ORDER BY",
    ]);
    expect(planProblems(rows("SEARCH news USING INDEX news_club_idx (club_id>?)", "USE TEMP B-TREE FOR GROUP BY"), NEWS)).toHaveLength(1);
    expect(planProblems(rows("SEARCH news USING INTEGER PRIMARY KEY (rowid>?)", "USE TEMP B-TREE FOR DISTINCT"), NEWS)).toHaveLength(1);
  });

  it("flags a correlated subquery that scans, of any table, and not one that searches an index", () => {
    const scanning = rows("SCAN news USING INDEX news_publish_idx", "CORRELATED SCALAR SUBQUERY 1", ["SCAN n2", 2]);
    expect(planProblems(scanning, NEWS)).toEqual(["correlated subquery scanning for every outer row: SCAN n2"]);
    const searching = rows("SCAN fixtures USING INDEX fixtures_date_idx", "CORRELATED SCALAR SUBQUERY 1", ["SEARCH entry USING INDEX result_entries_fixture_side_unique (fixture_id=?)", 2]);
    expect(planProblems(searching, NEWS)).toEqual([]);
  });

  it("leaves a virtual table's scan (a full-text MATCH) to its own index", () => {
    expect(planProblems(rows("SCAN search_index VIRTUAL TABLE INDEX 192:M3"), { growing: ["search_index"] })).toEqual([]);
  });

  it("draws each row under its parent", () => {
    expect(drawPlan(rows("SCAN news", "CORRELATED SCALAR SUBQUERY 1", ["SCAN n2", 2]))).toEqual(["SCAN news", "CORRELATED SCALAR SUBQUERY 1", "  SCAN n2"]);
  });
});
