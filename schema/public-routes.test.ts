import { describe, expect, it } from "vitest";
import { PUBLIC_API_READS, PUBLIC_API_READS_NOT_KEPT, routePattern } from "./public-routes";

describe("the one list of public API reads", () => {
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

  it("lists search, a match's live state and club logos as public reads the service worker does not keep", () => {
    expect(PUBLIC_API_READS).toEqual(expect.arrayContaining(["/api/search", "/api/fixtures/:id/live", "/api/clubs/:id/logo"]));
    expect(PUBLIC_API_READS).toEqual(expect.arrayContaining([...PUBLIC_API_READS_NOT_KEPT]));
    // Its answer depends on who asks (the admin also gets the history): not the same for everyone.
    expect(PUBLIC_API_READS).not.toContain("/api/fixtures/:id/result");
  });
});
