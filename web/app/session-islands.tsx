/**
 * Who is signed in, as islands (web/islands/island.tsx) on a drawn public page: the header's
 * account actions and the impersonation banner. They are drawn in the browser, from the session
 * call: the server always draws them signed out (web/entry-server.tsx), so a drawn page is the same
 * for every visitor and can be cached. They start with the page only when the visitor has a
 * session; otherwise they stay as drawn (links to sign in and to register). In the SPA each is its
 * component as it is.
 */
import { AccountActions, ImpersonationBanner } from "../features/auth";
import { island } from "../islands/island";

export const AccountActionsIsland = island("account-actions", AccountActions, { hydrate: "session" });
export const ImpersonationBannerIsland = island("impersonation-banner", ImpersonationBanner, { hydrate: "session" });
