/**
 * POST /api/clubs/registrations/re-register `{ season?, code? }` (issue 24, point 7): one action
 * re-registers the acting club's players of last season. For each player licensed with the club
 * in the previous season (domain/registrations/seasons.ts previousSeason), in `code` or in every
 * code, it makes a registration for the same team in `season` (the current one by default),
 * unless:
 * - the person already has a registration in that season and code (pending or licensed, with any club);
 * - the team has an age group the player no longer fits this season (domain/registrations/age-groups.ts,
 *   with the default cut-off, 1 January; senior: 18 on the season's first day).
 * The club starts it, so its own approval is implicit: the registration waits for the registrar
 * (`pending-federation`, clubDecidedAt/By set), with source `re-registration`.
 * Answer 200 `{ created, skipped: [{ personId, name, reason }] }`, each reason in the request's language.
 * Mounted behind requireClub (club-registrations.ts); the club's `registrations` capability.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { fitsAgeGroup } from "../../../domain/registrations/age-groups";
import { previousSeason, seasonSpan } from "../../../domain/registrations/seasons";
import { HOLDING_STATUSES } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { reRegisterSchema } from "../../../schema/registration-requests";
import { currentSeason } from "../../../schema/season";
import { persons } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { registrations } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import { requestLanguage, say } from "../../platform/http/language";
import { validate } from "../../platform/http/validate";
import { clubMay, type WithClub } from "../../platform/sessions/auth-guards";

export const reRegistration = new Hono<WithClub>().post("/re-register", clubMay("registrations"), validate("json", reRegisterSchema), async (c) => {
  const db = getDb(c.env);
  const body = c.req.valid("json");
  const season = body.season ?? currentSeason();
  const language = requestLanguage(c);
  const club = c.var.club;

  const last = await db
    .select({ personId: registrations.personId, code: registrations.code, teamId: registrations.teamId, ageGroup: teams.ageGroup, firstName: persons.firstName, lastName: persons.lastName, dateOfBirth: persons.dateOfBirth })
    .from(registrations)
    .innerJoin(persons, eq(persons.id, registrations.personId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(
      and(
        eq(registrations.clubId, club.id),
        eq(registrations.season, previousSeason(season)),
        eq(registrations.status, "licensed"),
        body.code ? eq(registrations.code, body.code) : undefined,
        isNull(persons.erasedAt),
      ),
    )
    .orderBy(registrations.id);
  // The places these people already hold this season, with any club.
  const held = new Set<string>();
  const people = [...new Set(last.map((row) => row.personId))];
  for (let start = 0; start < people.length; start += 90) {
    const rows = await db
      .select({ personId: registrations.personId, code: registrations.code })
      .from(registrations)
      .where(and(inArray(registrations.personId, people.slice(start, start + 90)), eq(registrations.season, season), inArray(registrations.status, [...HOLDING_STATUSES])));
    for (const row of rows) held.add(`${row.personId}|${row.code}`);
  }

  const ageDay = { date: seasonSpan(season).first, season, ageCutOff: null };
  const skipped: { personId: number; name: string; reason: string }[] = [];
  const toCreate: typeof last = [];
  for (const row of last) {
    const name = `${row.firstName} ${row.lastName}`.trim();
    const skip = (reason: string) => skipped.push({ personId: row.personId, name, reason: say(language, reason) });
    if (held.has(`${row.personId}|${row.code}`)) skip(r.reRegisterAlreadyRegistered);
    else if (row.ageGroup && !row.dateOfBirth) skip(r.reRegisterNoBirthDate);
    else if (row.ageGroup && !fitsAgeGroup(row.dateOfBirth, row.ageGroup, ageDay)) skip(r.reRegisterNotEligible);
    else {
      held.add(`${row.personId}|${row.code}`);
      toCreate.push(row);
    }
  }

  const now = new Date().toISOString();
  let created = 0;
  // In slices of a D1 batch each; a place taken meanwhile (the partial unique index) is left alone.
  for (let start = 0; start < toCreate.length; start += 50) {
    const inserts = toCreate.slice(start, start + 50).map((row) =>
      db
        .insert(registrations)
        .values({
          personId: row.personId,
          clubId: club.id,
          teamId: row.teamId,
          season,
          code: row.code,
          status: "pending-federation",
          source: "re-registration",
          appliedBy: c.var.person.id,
          clubDecidedAt: now,
          clubDecidedBy: c.var.person.id,
        })
        .onConflictDoNothing()
        .returning({ id: registrations.id }),
    );
    const results = await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
    created += results.reduce((sum, rows) => sum + rows.length, 0);
  }
  return c.json({ created, skipped }, 200);
});
