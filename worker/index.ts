import app from "./app";
import { isOpenFile, openFiles } from "./modules/open-data/open-files";
import { pageCachePlan, servePage } from "./modules/pages/pages";
import { isPreviewPath, servePreview } from "./modules/pages/previews";
import { withD1Counting } from "./platform/d1-count";
import { withD1Session } from "./platform/d1-session";
import { apiReadPlan, EdgeRequest } from "./platform/edge-cache/edge-cache";
import { deliverBatch, sweepOutbox } from "./platform/mail/delivery";
import type { MailMessage } from "./platform/mail/outbox";
import { sendHealthCardReminders } from "./modules/registrations/health-card-reminders";
import { releaseDueTransfers } from "./modules/transfers/release-due";

/** Durable Object classes must be exported by the entry (wrangler.jsonc, `durable_objects`). */
export { LiveMatch } from "./modules/live/live-match";

/**
 * The API under /api; the open-data files (calendars, the news feed, the sitemap, robots.txt:
 * worker/modules/open-data/open-files.ts); the cards a shared link previews (/og/*: worker/modules/pages/previews.ts); every
 * other path that reaches the worker is a page: a public one (wrangler.jsonc, `run_worker_first`)
 * or an address with no static file behind it (assets `not_found_handling: "none"`), which is
 * either one of the app's own screens or a 404.
 */
function route(request: Request, env: Env, ctx: ExecutionContext, edge: EdgeRequest): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
  if (isOpenFile(pathname)) return openFiles.fetch(request, env, ctx);
  // A page's own API reads are kept at the edge too, on the page's versions.
  const api = (apiRequest: Request) => edge.read(apiRequest, () => app.fetch(apiRequest, env, ctx));
  if (isPreviewPath(pathname)) return servePreview(request, env, api);
  return servePage(request, env, api);
}

/** What the edge cache may keep of a request: a public API read, or a page visit. */
function edgePlan(request: Request) {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) return apiReadPlan(request);
  return isOpenFile(pathname) || isPreviewPath(pathname) ? undefined : pageCachePlan(request);
}

export default {
  /**
   * Each request runs on its own D1 session, started from the visitor's bookmark: reads go to the
   * nearest replica, and a writer's next read sees their write (worker/platform/d1-session.ts).
   */
  fetch(request, env, ctx) {
    // The match-day bench's server counts D1's statements; any other runs `env` as it is (worker/platform/d1-count.ts).
    return withD1Counting(request, env, (bindings) => {
      // Public pages and API reads are answered from the edge when kept (worker/platform/edge-cache).
      const edge = new EdgeRequest(bindings);
      return edge.serve(request, edgePlan(request), (drawn) => withD1Session(drawn, bindings, (requestEnv) => route(drawn, requestEnv, ctx, edge)));
    });
  },
  /** The mail queue's consumer (wrangler.jsonc `queues`): delivers the outbox rows it names. */
  async queue(batch, env) {
    await deliverBatch(batch, env);
  },
  /**
   * The cron (wrangler.jsonc `triggers`), every minute: releases the transfers whose 7 days to
   * object have passed and mails the health card reminders that are due (issue 24), then puts every
   * pending mail that is due on the queue again.
   */
  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    await releaseDueTransfers(env, now);
    await sendHealthCardReminders(env, now);
    await sweepOutbox(env);
  },
} satisfies ExportedHandler<Env, MailMessage>;
