import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { placeholderIds } from "./deploy";
import { root } from "./lib";

describe("npm run deploy: wrangler.jsonc's resources", () => {
  it("stops on the placeholder ids the repository ships with, saying which command gives each", () => {
    const shipped = ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(resolve(root, "wrangler.jsonc"), "utf8")).config;
    expect(placeholderIds(shipped)).toEqual([
      "d1_databases DB: the database_id `npx wrangler d1 create rugby-hellas` prints",
      "kv_namespaces SESSIONS: the id `npx wrangler kv namespace create SESSIONS` prints",
    ]);
  });

  it("goes on once both name real resources", () => {
    expect(placeholderIds({ d1_databases: [{ binding: "DB", database_id: "2f1c6f0a-7c3b-4a55-9a53-0c8b1f0e6d21" }], kv_namespaces: [{ binding: "SESSIONS", id: "0f3a9c1e2b7d4e5f8a6b9c0d1e2f3a4b" }] })).toEqual([]);
  });
});
