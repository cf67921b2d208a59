/** The card drawer's worker (worker/cards/wrangler.jsonc): its one entry point is `CardDrawer`, for the site's worker. */
export { CardDrawer } from "./card-drawer";

export default {
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler;
