import { describe, expect, it } from "vitest";
import { PUBLIC_API_READS } from "../schema/public-routes";
import app from "./app";

/** The GET routes the Hono app mounts, as `/api/clubs/:id` (middleware entries have method ALL). */
const mountedGets = new Set(app.routes.filter((route) => route.method === "GET").map((route) => route.path.replace(/\/$/, "") || "/"));

describe("the public API reads of schema/public-routes.ts", () => {
  it.each(PUBLIC_API_READS)("%s is a GET route of the app", (path) => {
    expect(mountedGets).toContain(path);
  });
});
