/**
 * GET /api/openapi.json, the API document generated from the app itself (worker/modules/api-docs/openapi.ts),
 * and GET /api/docs, its interactive reference (Scalar). The reference's script is our own static
 * asset (schema/api-reference.ts: the pinned package's standalone bundle, copied by the build), so
 * the page works without the internet; it loads on that page only, never in the app's bundle or a
 * public page's budget, nor in the service worker's precache.
 */
import { Hono, type Env, type Schema } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { API_REFERENCE_SCRIPT } from "../../../schema/api-reference";
import { PUBLIC_API_FILES, PUBLIC_API_READS, routePattern } from "../../../schema/public-routes";
import type { AppEnv } from "../../platform/env";
import { openApiDocument } from "./openapi";

const PUBLIC_READS = [...PUBLIC_API_READS, ...PUBLIC_API_FILES].map(routePattern);

/** A GET (or HEAD) of a public read, the same for everyone, or the preflight (OPTIONS) another site's browser sends before one. */
export const isPublicApiRead = (method: string, path: string) => (method === "GET" || method === "HEAD" || method === "OPTIONS") && PUBLIC_READS.some((pattern) => pattern.test(path));

export const API_DOCS_PATH = "/api/docs";
const DOCUMENT_PATH = "/api/openapi.json";

/**
 * The reference page's headers: scripts from this site only (the reference's own file), no other
 * host for anything. Styles may be inline here (and only here): Scalar injects its stylesheet.
 */
export const apiDocsHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", "data:"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
});

/**
 * Scalar's settings: nothing fetched from another host (its fonts, telemetry, the AI chat and the
 * developer tools it offers on localhost). Read by the bundle from the `#api-reference` element.
 */
const REFERENCE_SETTINGS = { withDefaultFonts: false, telemetry: false, agent: { disabled: true }, showDeveloperTools: "never" };

/**
 * The page: a plain link to the document (there before the script runs, and without it), then the
 * reference, drawn by the standalone bundle from the `#api-reference` element's data-url.
 */
const referencePage = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Rugby Hellas API</title>
    <style>
      .document-link { margin: 0; padding: 0.5rem 1rem; font: 0.875rem/1.5 system-ui, sans-serif; border-bottom: 1px solid #d0d7de; background: #fff; }
      .document-link a { color: #06315f; }
    </style>
  </head>
  <body>
    <p class="document-link">Rugby Hellas API reference · <a href="${DOCUMENT_PATH}">OpenAPI document (JSON)</a></p>
    <script id="api-reference" data-url="${DOCUMENT_PATH}" data-configuration="${JSON.stringify(REFERENCE_SETTINGS).replaceAll('"', "&quot;")}"></script>
    <script src="${API_REFERENCE_SCRIPT}"></script>
  </body>
</html>
`;

export function apiDocs<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get("/openapi.json", async (c) => c.json(await (document ??= openApiDocument(app)), 200))
    .get("/docs", (c) => c.html(referencePage(), 200));
}
