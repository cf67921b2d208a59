/**
 * GET /api/openapi.json, the API document generated from the app itself (worker/lib/openapi.ts),
 * and GET /api/docs, its interactive reference (Scalar). The reference's script loads on that
 * page only, from Scalar's CDN, never in the app's bundle or a public page's budget.
 */
import { Scalar } from "@scalar/hono-api-reference";
import { Hono, type Env, type Schema } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { PUBLIC_API_FILES, PUBLIC_API_READS, routePattern } from "../../schema/public-routes";
import type { AppEnv } from "../env";
import { openApiDocument } from "../lib/openapi";

const PUBLIC_READS = [...PUBLIC_API_READS, ...PUBLIC_API_FILES].map(routePattern);

/** A GET (or HEAD) of a public read, the same for everyone, or the preflight (OPTIONS) another site's browser sends before one. */
export const isPublicApiRead = (method: string, path: string) => (method === "GET" || method === "HEAD" || method === "OPTIONS") && PUBLIC_READS.some((pattern) => pattern.test(path));

const SCALAR_CDN = "https://cdn.jsdelivr.net";
export const API_DOCS_PATH = "/api/docs";

/** The reference page's headers: the API's, but Scalar's script and styles from its CDN are allowed here (and only here). */
export const apiDocsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: [SCALAR_CDN, "'unsafe-inline'"],
    styleSrc: [SCALAR_CDN, "'unsafe-inline'"],
    fontSrc: [SCALAR_CDN, "https://fonts.scalar.com", "data:"],
    imgSrc: ["'self'", "data:", SCALAR_CDN],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
});

export function apiDocs<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get("/openapi.json", async (c) => c.json(await (document ??= openApiDocument(app)), 200))
    .get(
      "/docs",
      Scalar({ url: "/api/openapi.json", pageTitle: "Rugby Hellas API" }),
    );
}
