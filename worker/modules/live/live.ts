/**
 * Live scoring (issue 14): /api/fixtures/{id}/live. Officials write events over HTTPS (one POST
 * an event, with its Idempotency-Key); fans read the state (GET, the 15 s polling fallback) or
 * watch it over a read-only WebSocket. The fixture's Durable Object (worker/modules/live/live-match.ts)
 * keeps the events and broadcasts.
 */
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { liveMessages as l } from "../../../schema/live-messages";
import { liveEventSchema } from "../../../schema/live-requests";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { ApiError, badRequest } from "../../platform/errors/api-error";
import { readIdempotencyKey } from "../../platform/http/idempotency";
import { parseId } from "../../platform/http/ids";
import { scoringFixture } from "../competitions/results";
import { validate } from "../../platform/http/validate";
import { liveMatchOf } from "./live-match-of";
import { assertTeamScope, clubMay, requireClub } from "../../platform/sessions/auth-guards";

const fixtureIdOf = (raw: string) => parseId(raw, f.invalidFixtureId);

export const live = new Hono<AppEnv>()
  /** The state now: for a first paint, and every 15 s where a socket cannot be held. */
  .get("/:id/live", async (c) => {
    const fixture = await scoringFixture(getDb(c.env), fixtureIdOf(c.req.param("id")));
    const snapshot = await liveMatchOf(c.env, fixture.fixture.id).snapshot({ fixtureId: fixture.fixture.id, code: fixture.code, date: fixture.fixture.date });
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
    url.searchParams.set("date", fixture.fixture.date);
    const upstream = await liveMatchOf(c.env, fixture.fixture.id).fetch(new Request(url, c.req.raw));
    // A fresh response: the one from the object has immutable headers, and the API's middleware adds some.
    return new Response(null, { status: upstream.status, webSocket: upstream.webSocket });
  })
  /**
   * One event (or an undo, or a count) from an official's phone, with an Idempotency-Key: a
   * replay changes nothing. The object checks who may score against the fixture's facts it keeps
   * and answers once the event is stored; the fans and D1 follow.
   */
  .post("/:id/live/events", requireClub, clubMay("live"), validate("json", liveEventSchema), async (c) => {
    const key = readIdempotencyKey(c);
    if (!key) throw badRequest(l.idempotencyKeyRequired, { "Idempotency-Key": l.idempotencyKeyRequired });
    const fixtureId = fixtureIdOf(c.req.param("id"));
    // A team manager or scorer named for one team scores its fixtures only.
    await assertTeamScope(c, "live", async () => {
      const { fixture } = await scoringFixture(getDb(c.env), fixtureId);
      return [fixture.homeTeamId, fixture.awayTeamId];
    });
    const { id, name, isAdmin } = c.var.club;
    const answer = await liveMatchOf(c.env, fixtureId).write({ fixtureId, key, club: { id, name, isAdmin }, actor: c.var.actor, input: c.req.valid("json") });
    if (!answer.ok) throw new ApiError(answer.status as ContentfulStatusCode, answer.code, answer.message, answer.fields);
    const { ok: _ok, ...body } = answer;
    return c.json(body, body.replayed ? 200 : 201);
  });
