/**
 * The fixture's one live object: every request about it, from any location, reaches the same one.
 * Apart from live-match.ts so the router reaches it without loading the Durable Object's class
 * (`cloudflare:workers`), which Node tools that read the app (the API document's check) cannot load.
 */
export const liveMatchOf = (env: Env, fixtureId: number) => env.LIVE_MATCH.get(env.LIVE_MATCH.idFromName(`fixture:${fixtureId}`));
