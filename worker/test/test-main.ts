/**
 * The worker the tests run in (vitest.config.ts `main`): the site's worker, and the card drawer's
 * entry point, which its `CARDS` binding reaches here (deployed, the card drawer is a worker of its
 * own, worker/cards, kept out of the site's bundle).
 */
export * from "../index";
export { default } from "../index";
export { CardDrawer } from "../cards/card-drawer";
