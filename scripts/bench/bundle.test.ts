import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registryIslands } from "./bundle";
import { root } from "../lib";

describe("the islands registry as the bundle budget reads it", () => {
  const source = [
    'export const ISLANDS: Record<string, IslandLoader> = {',
    '  "header-menu": () => import("../app/header-menu").then((module) => module.HeaderMenuIsland),',
    '  "account-actions": withPageData(() => import("../app/session-islands").then((module) => module.AccountActionsIsland)),',
    '  "match-day": withPageData(withCatalogs(["live", "competitions"], () => import("../features/fixtures/live-on-match-day").then((module) => module.MatchDayIsland))),',
    "};",
  ].join("\n");

  it("names each island's module, whether it reads page data, and its on-demand catalogs", () => {
    expect(registryIslands(source)).toEqual([
      { name: "header-menu", module: "../app/header-menu", pageData: false, catalogs: [] },
      { name: "account-actions", module: "../app/session-islands", pageData: true, catalogs: [] },
      { name: "match-day", module: "../features/fixtures/live-on-match-day", pageData: true, catalogs: ["live", "competitions"] },
    ]);
  });

  it("finds every island of the real registry", () => {
    const real = readFileSync(join(root, "web/islands/registry.ts"), "utf8");
    const names = [...real.matchAll(/^\s*"([\w-]+)":/gm)].map((match) => match[1]);
    expect(registryIslands(real).map((island) => island.name)).toEqual(names);
  });
});
