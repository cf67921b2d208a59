import app from "./app";
import { servePage } from "./pages";

/**
 * The API under /api; every other path that reaches the worker (wrangler.jsonc, `run_worker_first`)
 * is a public page, drawn on the server. Static files are served before the worker runs.
 */
export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    return servePage(request, env, (apiRequest) => Promise.resolve(app.fetch(apiRequest, env, ctx)));
  },
} satisfies ExportedHandler<Env>;
