/**
 * The bench's plan check (issue 25): what in a query's `EXPLAIN QUERY PLAN` makes a read grow
 * with the table instead of with its page. Not only full scans: SQLite hides most of the cost of a
 * bad join in work it does before the first row, and names it in the plan:
 *  - an AUTOMATIC index: built over the table on every run of the query;
 *  - a BLOOM FILTER ON a table: built by reading that whole table on every run;
 *  - USE TEMP B-TREE FOR ORDER BY / GROUP BY / DISTINCT in a paged query: every matching row
 *    collected and sorted before the first one is answered, so the LIMIT no longer stops the read
 *    early (a query that answers every row it matches sorts only its answer);
 *  - a CORRELATED subquery that SCANs: one scan for each row of the outer query.
 *  - a full scan of a table: a SCAN that is not the outer loop of a paged query walking the rows in
 *    the page's order (that walk stops after its page).
 * Full scans and bloom filters count on the tables that grow (the caller names them, as the plan
 * does: a table or its alias); the other findings always count.
 */

/** One row of `EXPLAIN QUERY PLAN`, as SQLite answers it (`parent` 0 is the top). */
export type PlanRow = { id: number; parent: number; detail: string };

export type PlanCheck = {
  /** The tables (and their aliases) that grow with the federation: a full read of them is a finding. */
  growing: readonly string[];
  /**
   * The query answers every row it matches (no LIMIT): its outer loop's scan then reads the whole
   * table too, even through an index, and sorting its answer costs no more than the answer. A
   * paged query's outer scan, in the order of the page, stops after the page (unless its rows are
   * then sorted: a temporary B-tree, flagged on its own).
   */
  unpaged?: boolean;
};

const automaticIndex = /\bAUTOMATIC (?:PARTIAL )?(?:COVERING )?INDEX\b/;
const tempBTree = /^USE TEMP B-TREE FOR /;
const bloomFilter = /^BLOOM FILTER ON (\S+)/;
const scan = /^SCAN (\S+)/;
const loop = /^(?:SCAN|SEARCH) /;
const virtualTable = /\bVIRTUAL TABLE INDEX\b/;
const correlated = /^CORRELATED (?:SCALAR |LIST )?SUBQUERY\b/;
const subquery = /SUBQUERY|CO-ROUTINE|MATERIALIZE|COMPOUND/;

/** The findings of one plan, each a sentence naming its plan row; empty when the plan is fine. */
export function planProblems(rows: readonly PlanRow[], { growing, unpaged = false }: PlanCheck): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ancestors = (row: PlanRow): PlanRow[] => {
    const found: PlanRow[] = [];
    for (let parent = byId.get(row.parent); parent; parent = byId.get(parent.parent)) found.push(parent);
    return found;
  };
  // The query's outer loop: its first table, outside any subquery. Every other loop runs once per row of it.
  const outer = rows.find((row) => loop.test(row.detail) && !ancestors(row).some((parent) => subquery.test(parent.detail)));
  const sorted = rows.some((row) => tempBTree.test(row.detail));
  const grows = (name: string | undefined) => name !== undefined && growing.includes(name);
  const problems: string[] = [];
  for (const row of rows) {
    const { detail } = row;
    // A virtual table's scan is its own index's lookup (FTS5's MATCH), which the plan does not describe.
    const scanned = virtualTable.test(detail) ? undefined : scan.exec(detail)?.[1];
    if (automaticIndex.test(detail)) problems.push(`automatic index, built on every run: ${detail}`);
    else if (tempBTree.test(detail) && !unpaged) problems.push(`temporary B-tree, every matching row sorted before the first answer: ${detail}`);
    else if (grows(bloomFilter.exec(detail)?.[1])) problems.push(`bloom filter, the whole table read on every run: ${detail}`);
    else if (scanned && ancestors(row).some((parent) => correlated.test(parent.detail))) problems.push(`correlated subquery scanning for every outer row: ${detail}`);
    else if (grows(scanned) && (row !== outer || unpaged || sorted)) problems.push(`full scan: ${detail}`);
  }
  return problems;
}

/** The plan as lines, each row indented under its parent (two spaces a level), as sqlite3 draws it. */
export function drawPlan(rows: readonly PlanRow[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depth = (row: PlanRow): number => {
    let level = 0;
    for (let parent = byId.get(row.parent); parent; parent = byId.get(parent.parent)) level++;
    return level;
  };
  return rows.map((row) => `${"  ".repeat(depth(row))}${row.detail}`);
}
