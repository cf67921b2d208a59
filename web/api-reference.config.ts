import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { API_REFERENCE_SCRIPT, API_REFERENCE_VERSION } from "../schema/api-reference";

/**
 * Copies the API reference's script (Scalar's one-file standalone bundle, ~5 MB) from node_modules
 * into the build at API_REFERENCE_SCRIPT, and serves it there under `vite dev`, so /api/docs needs
 * no CDN (issue 20, point 8). Copied at build time rather than kept in public/, so the repository
 * holds no vendored copy.
 */
function standaloneBundle(): string {
  const require = createRequire(import.meta.url);
  // The package's exports hide its package.json and dist/browser: found from its main module (dist/index.js).
  const packageDir = dirname(dirname(require.resolve("@scalar/api-reference")));
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  if (version !== API_REFERENCE_VERSION) {
    throw new Error(`@scalar/api-reference ${version} is installed, package.json pins ${API_REFERENCE_VERSION}: run npm install`);
  }
  return join(packageDir, "dist/browser/standalone.js");
}

export function apiReferenceAsset(): Plugin {
  return {
    name: "rugby-hellas:api-reference",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: API_REFERENCE_SCRIPT.slice(1), source: readFileSync(standaloneBundle()) });
    },
    configureServer(server) {
      server.middlewares.use(API_REFERENCE_SCRIPT, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(readFileSync(standaloneBundle()));
      });
    },
  };
}
