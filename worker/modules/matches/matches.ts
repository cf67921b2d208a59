import { Hono } from "hono";
import * as v from "valibot";
import { matchSchema } from "../../../schema/requests";
import type { AppEnv } from "../../platform/env";
import { athensNow } from "../../../schema/athens-time";
import { getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { limitParam, rugbyCodeParam } from "../../platform/http/list-query";
import { clubMatchById, clubMatchList, publicMatchById, recentResults, upcomingMatches } from "./club-fixtures";
import { addFriendly, editFriendly, ownFriendly, removeFriendly } from "./friendlies";
import { checkMatchCompetition } from "./match-competition";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { ownMatchesCsv } from "../open-data/open-data-csv";
import { apiMessages } from "../../../schema/messages";

const MATCH_PAGE = { size: 20, max: 100 } as const;

const listQuery = v.object({ limit: limitParam(MATCH_PAGE.size, MATCH_PAGE.max), code: rugbyCodeParam });

const MATCH_NOT_FOUND = apiMessages.matchNotFound;

/**
 * Public fixtures: /api/matches/*, every fixture with a public member club in it (its friendlies
 * and its competitions' games, issue 22). "Now" is the Athens wall clock, read once per request so
 * a match cannot be both upcoming and completed within one answer.
 */
export const matches = new Hono<AppEnv>()
  /** Not kicked off yet (or being played live), soonest first. */
  .get("/upcoming", validate("query", listQuery), async (c) => c.json(await upcomingMatches(getDb(c.env), athensNow(), c.req.valid("query")), 200))
  /** Kicked off, most recent first. */
  .get("/results", validate("query", listQuery), async (c) => c.json(await recentResults(getDb(c.env), athensNow(), c.req.valid("query")), 200))
  /** A fixture by its id. */
  .get("/:id", async (c) => {
    const match = await publicMatchById(getDb(c.env), parseId(c.req.param("id"), apiMessages.invalidMatchId), athensNow());
    if (!match) throw notFound(MATCH_NOT_FOUND);
    return c.json(match, 200);
  });

/**
 * The signed-in club's fixtures: /api/clubs/matches (SPEC section 7, "Club data (own)"), views of
 * its teams' fixtures (issue 22). It adds, edits and removes its friendlies (a fixture in no
 * competition); a competition's fixture is the federation's, and not found here for a write
 * (404), as another club's match is.
 */
export const clubMatches = new Hono<AppEnv>()
  // The one guard of /api/clubs/matches: its routes and the CSV export's below. Any club role reads
  // the club's fixtures (public games; a scorer finds theirs here); writing friendlies is `matches`.
  .use(requireClub)
  .route("/", ownMatchesCsv)
  /** Date and time ascending, as the management screen lists them: every fixture of the club's teams. */
  .get("/", async (c) => c.json(await clubMatchList(getDb(c.env), c.var.club.id, athensNow(), { asTheClub: true }), 200))
  .post("/", clubMay("matches"), validate("json", matchSchema), async (c) => {
    const db = getDb(c.env);
    const input = c.req.valid("json");
    await checkMatchCompetition(db, input.competition);
    const id = await addFriendly(db, c.var.club, input);
    return c.json((await clubMatchById(db, c.var.club.id, id, athensNow()))!, 201);
  })
  .patch("/:id", clubMay("matches"), validate("json", matchSchema), async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), apiMessages.invalidMatchId);
    const input = c.req.valid("json");
    await checkMatchCompetition(db, input.competition);
    const friendly = await ownFriendly(db, c.var.club.id, id);
    if (!friendly) throw notFound(MATCH_NOT_FOUND);
    await editFriendly(db, c.var.club, id, friendly.team, input);
    return c.json((await clubMatchById(db, c.var.club.id, id, athensNow()))!, 200);
  })
  .delete("/:id", clubMay("matches"), async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), apiMessages.invalidMatchId);
    if (!(await ownFriendly(db, c.var.club.id, id))) throw notFound(MATCH_NOT_FOUND);
    await removeFriendly(db, id);
    return c.json({ id, message: apiMessages.matchRemoved }, 200);
  });
