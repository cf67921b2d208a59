/**
 * Absolute links in mails (issue 19): to the site the request came to, as the verification mail's
 * link is; where no request asked (a live match's full-time, written by its Durable Object), to
 * the configured SITE_URL (wrangler.jsonc).
 */

export const siteOrigin = (env: Pick<Env, "SITE_URL">, requestUrl?: string) => (requestUrl ? new URL(requestUrl).origin : env.SITE_URL.replace(/\/+$/, ""));

/** The admin's tabs a mail sends the federation to (web/features/admin/admin-dashboard.tsx opens `?tab=`). */
export type AdminTab = "clubs" | "claims" | "matches";

export const siteLinks = {
  /** A competition fixture's public page. */
  match: (origin: string, fixtureId: number) => `${origin}/matches/${fixtureId}`,
  adminTab: (origin: string, tab: AdminTab) => `${origin}/admin?tab=${tab}`,
  /** A club's sign-in, which leads on to its dashboard. */
  login: (origin: string) => `${origin}/login`,
  dashboard: (origin: string) => `${origin}/dashboard`,
  /** The club's profile in its dashboard: its names, and a new one to propose. */
  profile: (origin: string) => `${origin}/dashboard/profile`,
};
