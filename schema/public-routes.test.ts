import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PUBLIC_API_READS, routePattern, runWorkerFirst } from "./public-routes";

/** wrangler.jsonc without its comments (none of its strings holds `//` or `/*`). */
function wranglerConfig(): { assets: { run_worker_first: string[] } } {
  const text = readFileSync("wrangler.jsonc", "utf8");
  return JSON.parse(text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[\]}])/g, "$1"));
}

describe("the one list of public routes", () => {
  it("is the list wrangler.jsonc sends to the worker first (run_worker_first)", () => {
    expect(wranglerConfig().assets.run_worker_first).toEqual(runWorkerFirst());
  });

  it("matches ids as numbers and other parameters as one segment", () => {
    expect(routePattern("/api/clubs/:id").test("/api/clubs/12")).toBe(true);
    expect(routePattern("/api/clubs/:id").test("/api/clubs/news")).toBe(false);
    expect(routePattern("/api/news/slug/:slug").test("/api/news/slug/a-b/")).toBe(true);
    expect(routePattern("/api/news/slug/:slug").test("/api/news/slug/a/b")).toBe(false);
    expect(routePattern("/").test("/")).toBe(true);
    expect(routePattern("/").test("/x")).toBe(false);
  });

  it("names each API read once", () => {
    expect(new Set(PUBLIC_API_READS).size).toBe(PUBLIC_API_READS.length);
  });
});
