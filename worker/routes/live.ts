/**
 * Live scoring (issue 14): /api/fixtures/{id}/live. Officials write events over HTTPS (one POST
 * an event, with its Idempotency-Key); fans read the state (GET, the 15 s polling fallback) or
 * watch it over a read-only WebSocket. The fixture's Durable Object (worker/live/live-match.ts)
 * keeps the events and broadcasts.
 */
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { isClockEvent, type LiveEvent } from "../../domain/live";
import { fixtureMessages as f } from "../../schema/competition-admin-messages";
import { liveMessages as l } from "../../schema/live-messages";
import { liveEventSchema } from "../../schema/live-requests";
import { players } from "../../schema/tables";
import type { AppEnv } from "../env";
import { getDb } from "../lib/db";
import { badRequest } from "../lib/errors";
import { readIdempotencyKey } from "../lib/idempotency";
import { parseId } from "../lib/ids";
import { scorerOf, scoringFixture, type ScoringFixture } from "../lib/results";
import { validate } from "../lib/validate";
import { requireClub } from "../middleware/auth-guards";

const fixtureIdOf = (raw: string) => parseId(raw, f.invalidFixtureId);

/** The fixture's one object: every request about it, from any location, reaches the same one. */
export const liveMatchOf = (env: Env, fixtureId: number) => env.LIVE_MATCH.get(env.LIVE_MATCH.idFromName(`fixture:${fixtureId}`));

/** A named player must be on one of the two clubs' rosters; the event keeps the name. */
async function playerName(db: ReturnType<typeof getDb>, fixture: ScoringFixture, playerId: number | null) {
  if (playerId === null) return null;
  const clubIds = [fixture.home.clubId, fixture.away.clubId].filter((id): id is number => id !== null);
  const player = clubIds.length
    ? await db.select({ name: players.name, jersey: players.jerseyNumber }).from(players).where(and(eq(players.id, playerId), inArray(players.clubId, clubIds))).get()
    : undefined;
  if (!player) throw badRequest(l.playerInvalid, { playerId: l.playerInvalid });
  return `${player.jersey}. ${player.name}`;
}

export const live = new Hono<AppEnv>()
  /** The state now: for a first paint, and every 15 s where a socket cannot be held. */
  .get("/:id/live", async (c) => {
    const fixture = await scoringFixture(getDb(c.env), fixtureIdOf(c.req.param("id")));
    const snapshot = await liveMatchOf(c.env, fixture.fixture.id).snapshot({ fixtureId: fixture.fixture.id, code: fixture.code });
    c.header("Cache-Control", "no-store");
    return c.json(snapshot, 200);
  })
  /** The fans' socket. Read-only: the object answers anything sent on it with an error and changes nothing. */
  .get("/:id/live/socket", async (c) => {
    const fixture = await scoringFixture(getDb(c.env), fixtureIdOf(c.req.param("id")));
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return c.json({ message: "Expected a WebSocket upgrade", code: "upgrade_required" }, 426);
    const url = new URL(c.req.url);
    url.searchParams.set("fixture", String(fixture.fixture.id));
    url.searchParams.set("code", fixture.code);
    const upstream = await liveMatchOf(c.env, fixture.fixture.id).fetch(new Request(url, c.req.raw));
    // A fresh response: the one from the object has immutable headers, and the API's middleware adds some.
    return new Response(null, { status: upstream.status, webSocket: upstream.webSocket });
  })
  /** One event (or an undo) from an official's phone, with an Idempotency-Key: a replay changes nothing. */
  .post("/:id/live/events", requireClub, validate("json", liveEventSchema), async (c) => {
    const key = readIdempotencyKey(c);
    if (!key) throw badRequest(l.idempotencyKeyRequired, { "Idempotency-Key": l.idempotencyKeyRequired });
    const db = getDb(c.env);
    const fixture = await scoringFixture(db, fixtureIdOf(c.req.param("id")));
    const scorer = scorerOf(c.var.club, fixture);
    const input = c.req.valid("json");
    const base = { key, deviceId: input.deviceId, seq: input.seq, at: input.at, clubId: scorer.clubId, minute: input.minute };
    const event: LiveEvent =
      input.type === "undo"
        ? { ...base, type: "undo", undoes: input.undoes! }
        : { ...base, type: input.type, team: isClockEvent(input.type) ? null : input.team, playerId: input.playerId, playerName: await playerName(db, fixture, input.playerId) };
    const answer = await liveMatchOf(c.env, fixture.fixture.id).record({
      fixtureId: fixture.fixture.id,
      code: fixture.code,
      event,
      side: scorer.side ?? "home",
      actor: scorer.actor,
    });
    return c.json(answer, answer.replayed ? 200 : 201);
  });
