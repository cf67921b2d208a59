/**
 * The README's permissions table (issue 23): every endpoint of the API document by every role,
 * read from the document's security scopes and the capability table (domain/people/route-permissions.ts),
 * the same source worker/permissions.test.ts checks the worker against. `npm run permissions:table`
 * writes it into README.md between the markers, and only there; scripts/permissions-table.test.ts
 * fails while the README's table is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { capabilitiesOf, cellFor, TABLE_CALLERS, type Security } from "../domain/people/route-permissions";

export const README = resolve(import.meta.dirname, "..", "README.md");
export const START = "<!-- permissions:start -->";
export const END = "<!-- permissions:end -->";

const METHODS = ["get", "post", "put", "patch", "delete"];
type Document = { paths?: Record<string, Record<string, { security?: Security } | undefined> | undefined> };

/** The table, in Markdown: one row per endpoint (the document's order), one column per role. */
export function permissionsTable(document: Document): string {
  const header = ["Endpoint", "Needs", ...TABLE_CALLERS.map((caller) => caller.name)];
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const security = operation?.security;
        const needs = capabilitiesOf(security).join(", ") || (security?.length ? "session" : "public");
        return [`\`${method.toUpperCase()} ${path}\``, needs, ...TABLE_CALLERS.map((caller) => cellFor(security, caller))];
      }),
  );
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    "Generated from the API document and domain/people/roles.ts by `npm run permissions:table`; worker/permissions.test.ts calls every endpoint as every role and checks each cell.",
    "",
    "**yes**: allowed. **own**: allowed for the club the person acts for, on its own records only (another club's are not found). **no**: 403. **401**: not signed in with the session the endpoint needs (player, parent and referee use the player sign-in; club and federation people the club sign-in).",
    "",
    "**Needs** names the capabilities (`club:…`, `federation:…`; `admin` is any federation role) each endpoint's guards check.",
    "",
    line(header),
    line(header.map(() => "---")),
    ...rows.map(line),
  ].join("\n");
}

/** The README with `table` between the markers, and nothing else changed. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

/** The API document of the app, built in Node as the worker serves it. */
export async function apiDocument(): Promise<Document> {
  // Loaded by a path held in a variable: the worker's files are type-checked by the worker's own
  // project (tsconfig.worker.json, with its bindings' types), not by Node's.
  const modules = ["../worker/app", "../worker/modules/api-docs/openapi"];
  const [{ default: app }, { openApiDocument }] = (await Promise.all(modules.map((path) => import(path)))) as [
    { default: unknown },
    { openApiDocument: (app: unknown) => Promise<unknown> },
  ];
  return (await openApiDocument(app)) as Document;
}

async function main() {
  const readme = readFileSync(README, "utf8");
  const next = withTable(readme, permissionsTable(await apiDocument()));
  if (next !== readme) writeFileSync(README, next);
  console.log(next === readme ? "README.md: the permissions table is up to date." : "README.md: the permissions table is written.");
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
