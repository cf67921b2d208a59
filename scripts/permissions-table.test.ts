import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiDocument, END, permissionsTable, README, START, withTable } from "./permissions-table";

describe("the README's permissions table", () => {
  it("is the one the API document and the roles give: run `npm run permissions:table` after changing a route or a role", async () => {
    const readme = readFileSync(README, "utf8");
    expect(readme).toBe(withTable(readme, permissionsTable(await apiDocument())));
  }, 60_000);

  it("has a row per endpoint and a cell per role", () => {
    const table = permissionsTable({
      paths: {
        "/api/clubs/news": { get: { security: [{ clubSession: ["club:news"] }] } },
        "/api/news": { get: {} },
        "/api/admin/stats": { get: { security: [{ clubSession: ["admin"] }] } },
      },
    });
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    expect(rows).toEqual([
      "| `GET /api/clubs/news` | club:news | 401 | 401 | 401 | 401 | no | no | own | own | own | no | own | own |",
      "| `GET /api/news` | public | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes | yes |",
      "| `GET /api/admin/stats` | admin | 401 | 401 | 401 | 401 | no | no | no | no | yes | yes | yes | yes |",
    ]);
  });

  it("writes between the markers only", () => {
    const readme = `# Title\n\nBefore.\n\n${START}\nold table\n${END}\n\nAfter.\n`;
    expect(withTable(readme, "new table")).toBe(`# Title\n\nBefore.\n\n${START}\nnew table\n${END}\n\nAfter.\n`);
  });

  it("fails for a scope no capability names", () => {
    expect(() => permissionsTable({ paths: { "/x": { get: { security: [{ clubSession: ["club:nothing"] }] } } } })).toThrow(/Unknown security scope/);
  });
});
