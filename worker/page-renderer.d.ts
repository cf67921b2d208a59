/**
 * The server's page renderer: web/entry-server.tsx as `vite build` bundles it (dist/server). The
 * worker imports it under this name (wrangler.jsonc `alias`).
 */
declare module "page-renderer" {
  export const renderPage: import("../../../schema/page-contract").RenderPage;
}
