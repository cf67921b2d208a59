/**
 * The signed-in club's own teams (issue 22): /api/clubs/teams. Every query is scoped to the
 * session's club, so another club's team (or a guest team) is simply not found (404). A team that
 * has played (or is in a competition) is never deleted: its games stay, and the club deactivates it.
 * The public list, /api/clubs/{id}/teams, is the club directory's (worker/modules/clubs/clubs.ts).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { apiMessages } from "../../../schema/messages";
import { teamMessages } from "../../../schema/team-messages";
import { teamChangeSchema, teamSchema } from "../../../schema/teams";
import { teams } from "../../../schema/tables/competitions";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { clubTeams, hasNoGames, publicTeam } from "./teams";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";

const teamId = (raw: string) => parseId(raw, apiMessages.invalidTeamId);
const ownTeam = (id: number, clubId: number) => and(eq(teams.id, id), eq(teams.clubId, clubId));

// Each route carries its guard, so it reaches no route mounted beside this router. Any club role
// reads the teams (public, and a scorer or team manager picks theirs); writing them is `teams`.
export const ownTeams = new Hono<AppEnv>()
  /** Its teams as the club page lists them, inactive ones last. */
  .get("/", requireClub, async (c) => c.json((await clubTeams(getDb(c.env), c.var.club.id)).map(publicTeam), 200))
  .post("/", requireClub, clubMay("teams"), validate("json", teamSchema), async (c) => {
    const [created] = await getDb(c.env)
      .insert(teams)
      .values({ ...c.req.valid("json"), clubId: c.var.club.id })
      .returning();
    return c.json(publicTeam(created!), 201);
  })
  /** Any of its fields; `{ "active": false }` deactivates it. */
  .patch("/:id", requireClub, clubMay("teams"), validate("json", teamChangeSchema), async (c) => {
    const id = teamId(c.req.param("id"));
    const change = c.req.valid("json");
    const db = getDb(c.env);
    const [updated] = Object.keys(change).length
      ? await db.update(teams).set(change).where(ownTeam(id, c.var.club.id)).returning()
      : await db.select().from(teams).where(ownTeam(id, c.var.club.id));
    if (!updated) throw notFound(teamMessages.teamNotFound);
    return c.json(publicTeam(updated), 200);
  })
  .delete("/:id", requireClub, clubMay("teams"), async (c) => {
    const id = teamId(c.req.param("id"));
    const db = getDb(c.env);
    const [deleted] = await db
      .delete(teams)
      .where(and(ownTeam(id, c.var.club.id), hasNoGames(db)))
      .returning({ id: teams.id });
    if (deleted) return c.json({ id, message: teamMessages.teamRemoved }, 200);
    const kept = await db.select({ id: teams.id }).from(teams).where(ownTeam(id, c.var.club.id)).get();
    throw kept ? conflict(teamMessages.teamHasPlayed) : notFound(teamMessages.teamNotFound);
  });
