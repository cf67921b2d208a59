import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { clubs as clubsTable } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { athensNow } from "../../../schema/athens-time";
import { type Db, getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { CLUB_ID, parseId } from "../../platform/http/ids";
import { rugbyCodeParam } from "../../platform/http/list-query";
import { isLogoVersion, logoKey, logoResponse, logoVersionOf } from "./logos";
import { isPublicClub } from "./public-clubs";
import { clubMatchList } from "../matches/club-fixtures";
import { publicClub, publicPlayer } from "./serialize";
import { clubTeams, publicTeam } from "../teams/teams";
import { validate } from "../../platform/http/validate";
import { isPublicEntry, rosterOf } from "../players/roster-view";
import { apiMessages } from "../../../schema/messages";

/**
 * Member clubs only: the admin account is the federation's own, not a club, so it is neither
 * listed nor found by id; and only clubs the public may see (approved and active, issue 12).
 */
const isMemberClub = and(eq(clubsTable.isAdmin, false), isPublicClub);

const memberClubQuery = (db: Db, id: number) =>
  db
    .select()
    .from(clubsTable)
    .where(and(eq(clubsTable.id, id), isMemberClub));

const CLUB_NOT_FOUND = apiMessages.clubNotFound;

const clubIdParam = (raw: string) => parseId(raw, apiMessages.invalidClubId);

/** `?team={id}`: one of the club's teams (issue 22). */
const teamParam = v.optional(v.pipe(v.string(apiMessages.invalidTeamId), v.regex(/^\d{1,9}$/, apiMessages.invalidTeamId), v.transform(Number), v.minValue(1, apiMessages.invalidTeamId)));

/** Public club directory: /api/clubs, /api/clubs/{id} and the club's public lists. */
export const clubs = new Hono<AppEnv>()
  /** Every member club by name, or only those playing one code (`?code=league` for /rugby-league-clubs). */
  .get("/", validate("query", v.object({ code: rugbyCodeParam })), async (c) => {
    const { code } = c.req.valid("query");
    const playsCode = code === "union" ? eq(clubsTable.rugbyUnion, true) : code === "league" ? eq(clubsTable.rugbyLeague, true) : undefined;
    const rows = await getDb(c.env)
      .select()
      .from(clubsTable)
      .where(and(isMemberClub, playsCode))
      .orderBy(asc(clubsTable.name), asc(clubsTable.id));
    return c.json(rows.map(publicClub), 200);
  })
  .get(CLUB_ID, async (c) => {
    const [club] = await memberClubQuery(getDb(c.env), clubIdParam(c.req.param("id")));
    if (!club) throw notFound(CLUB_NOT_FOUND);
    return c.json(publicClub(club), 200);
  })
  /**
   * The roster by jersey number (the register's view, worker/modules/players/roster-view.ts): a
   * registered player only with their consent (a minor's, a parent's), showing name, club, team,
   * position and number (issue 24, point 8); typed entries as the club published them. The club
   * lookup and the list run concurrently.
   */
  .get(`${CLUB_ID}/players`, async (c) => {
    const id = clubIdParam(c.req.param("id"));
    const db = getDb(c.env);
    const [[club], roster] = await Promise.all([memberClubQuery(db, id), rosterOf(db, id)]);
    if (!club) throw notFound(CLUB_NOT_FOUND);
    return c.json(roster.filter(isPublicEntry).map(publicPlayer), 200);
  })
  /** Its teams (issue 22), seniors first, those it no longer fields last. */
  .get(`${CLUB_ID}/teams`, async (c) => {
    const id = clubIdParam(c.req.param("id"));
    const db = getDb(c.env);
    const [[club], rows] = await Promise.all([memberClubQuery(db, id), clubTeams(db, id)]);
    if (!club) throw notFound(CLUB_NOT_FOUND);
    return c.json(rows.map(publicTeam), 200);
  })
  /**
   * The club's fixtures and results in date order, each marked completed or not: every fixture
   * of its teams, seen from its side (issue 22); `?team=` only that team's.
   */
  .get(`${CLUB_ID}/matches`, validate("query", v.object({ team: teamParam })), async (c) => {
    const id = clubIdParam(c.req.param("id"));
    const { team } = c.req.valid("query");
    const db = getDb(c.env);
    const [[club], matches] = await Promise.all([memberClubQuery(db, id), clubMatchList(db, id, athensNow(), { teamId: team })]);
    if (!club) throw notFound(CLUB_NOT_FOUND);
    return c.json(matches, 200);
  })
  /**
   * The club's uploaded logo from R2. With `?v=` (the logoUrl the club carries) the answer never
   * changes and is cached for good; without it, it is the current logo, cached for a day.
   */
  .get(`${CLUB_ID}/logo`, async (c) => {
    const id = clubIdParam(c.req.param("id"));
    const requested = c.req.query("v");
    const version = requested ?? logoVersionOf(id, (await memberClubQuery(getDb(c.env), id))[0]?.logoUrl);
    const response = version && isLogoVersion(version) ? await logoResponse(c, logoKey(id, version), requested !== undefined) : null;
    if (!response) throw notFound(apiMessages.logoNotFound);
    return response;
  });
