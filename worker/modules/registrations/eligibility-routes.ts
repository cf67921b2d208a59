/**
 * GET /api/fixtures/{id}/eligibility?clubId= (issue 24, point 6): who may play for a club in a
 * fixture, each person with the reasons they may not, said in the request's language. The rule is
 * domain/registrations/eligibility.ts, the same the screens read.
 *
 * Who: a club's roles with `registrationsRead` (secretary, team managers, club admin), for the club
 * they act for; the registrar (federation `registrations`), for any club, named by `clubId`.
 * The list: everyone licensed with the club for the fixture's season and the team's code, and the
 * players on the roster of the club's team in the fixture (any season: last season's show why not).
 */
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { eligibilityFor, type EligibilityFixture, fixtureSeason } from "../../../domain/registrations/eligibility";
import { clubCan, federationCan, needsSecondStep } from "../../../domain/people/roles";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { accountMessages, apiMessages } from "../../../schema/messages";
import { INELIGIBILITY_REASON_MESSAGES, registrationMessages as r } from "../../../schema/registration-messages";
import { clubs, persons, players, type Club } from "../../../schema/tables";
import { competitions, fixtures, teams } from "../../../schema/tables/competitions";
import { registrations } from "../../../schema/tables/registrations";
import { type Db, getDb } from "../../platform/db";
import { isDemoMode } from "../../platform/env";
import { ApiError, badRequest, forbidden, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { requestLanguage, say, type Language } from "../../platform/http/language";
import { clubCapabilitySession, documented, federationCapabilitySession } from "../../platform/http/route-docs";
import { validate } from "../../platform/http/validate";
import { requireClub, type WithClub } from "../../platform/sessions/auth-guards";
import { fullName, hasSecondStep } from "../../platform/sessions/people";

const clubIdParam = v.pipe(v.string(apiMessages.invalidClubId), v.regex(/^\d{1,9}$/, apiMessages.invalidClubId), v.transform(Number), v.minValue(1, apiMessages.invalidClubId));
const eligibilityQuery = v.object({ clubId: v.optional(clubIdParam) });

/**
 * A club's roles that read its registrations, or the registrar: the two are alternatives in the
 * API document (a person acts for a club or for the federation, never as both at once).
 */
const mayReadEligibility = documented(
  createMiddleware<WithClub>(async (c, next) => {
    if (!clubCan(c.var.clubRoles, "registrationsRead") && !federationCan(c.var.roles, "registrations")) throw forbidden(accountMessages.roleForbidden);
    await next();
  }),
  {
    security: [...clubCapabilitySession("registrationsRead").security!, ...federationCapabilitySession("registrations").security!],
    responses: clubCapabilitySession("registrationsRead").responses,
  },
);

/**
 * The club whose players are listed: the registrar names any club (`clubId`); a club's roles read
 * their acting club's (a `clubId` of another club is refused).
 */
async function clubToRead(c: { env: WithClub["Bindings"]; var: WithClub["Variables"] }, db: Db, clubId: number | undefined): Promise<Club> {
  const { club, roles, person } = c.var;
  if (clubId === undefined || clubId === club.id) {
    if (!club.isAdmin) return club;
    // The federation's own row fields no teams: the registrar says which club.
    if (clubId === undefined) throw badRequest(r.clubRequired, { clubId: r.clubRequired });
  }
  if (!federationCan(roles, "registrations")) throw forbidden(accountMessages.roleForbidden);
  // As every federation tool: a federation person sets up a second step first (demo accounts excepted while the demo is on).
  if (needsSecondStep(roles) && !(isDemoMode(c.env) && person.isDemo) && !(await hasSecondStep(db, person))) {
    throw new ApiError(403, "second_step_enrolment_required", accountMessages.secondStepEnrolmentRequired);
  }
  const named = await db.select().from(clubs).where(eq(clubs.id, clubId!)).get();
  if (!named) throw notFound(r.clubNotFound);
  return named;
}

/** The fixture as the rule reads it, for the club's side; 404 when none of the club's teams plays in it. */
async function fixtureForClub(db: Db, fixtureId: number, clubId: number): Promise<EligibilityFixture & { teamId: number }> {
  const row = await db
    .select({ fixture: fixtures, season: competitions.season, ageCutOff: competitions.ageCutOff })
    .from(fixtures)
    .leftJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .where(eq(fixtures.id, fixtureId))
    .get();
  if (!row) throw notFound(r.fixtureNotFound);
  const sides = [row.fixture.homeTeamId, row.fixture.awayTeamId].filter((id): id is number => id !== null);
  const team = await db
    .select()
    .from(teams)
    .where(and(inArray(teams.id, sides), eq(teams.clubId, clubId)))
    .orderBy(asc(teams.id))
    .get();
  if (!team) throw notFound(r.eligibilityFixtureNotTheClubs);
  return {
    teamId: team.id,
    date: row.fixture.date,
    season: row.season,
    ageCutOff: row.ageCutOff,
    // A club's team always has its code and age group (only a guest team has neither).
    team: { clubId, code: team.code ?? "union", ageGroup: team.ageGroup ?? "senior" },
  };
}

/**
 * Whether each person is suspended on the day: the disciplinary issue's hook. Nobody is until it
 * fills this in (eligibilityFor already says why when someone is).
 */
async function suspendedOn(_db: Db, _personIds: readonly number[], _date: string): Promise<ReadonlySet<number>> {
  return new Set();
}

/** Everyone the list shows, with their registrations in the fixture's season and code (the rule picks the licence). */
async function candidates(db: Db, clubId: number, fixture: EligibilityFixture & { teamId: number }) {
  const season = fixtureSeason(fixture);
  const code = fixture.team.code;
  // Subqueries, not lists of ids: a club's register may be longer than D1's bound parameters allow.
  const licensedHere = db
    .select({ personId: registrations.personId })
    .from(registrations)
    .where(and(eq(registrations.clubId, clubId), eq(registrations.season, season), eq(registrations.code, code), eq(registrations.status, "licensed")));
  const onTeamRoster = db
    .select({ personId: registrations.personId })
    .from(players)
    .innerJoin(registrations, eq(registrations.id, players.registrationId))
    .where(and(eq(players.clubId, clubId), isNotNull(players.registrationId), eq(registrations.teamId, fixture.teamId)));
  const listed = (column: typeof persons.id | typeof registrations.personId) => or(inArray(column, licensedHere), inArray(column, onTeamRoster));
  const [people, licences] = await Promise.all([
    db
      .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, dateOfBirth: persons.dateOfBirth, healthCardExpiresOn: persons.healthCardExpiresOn })
      .from(persons)
      .where(listed(persons.id))
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id)),
    db
      .select({ personId: registrations.personId, clubId: registrations.clubId, season: registrations.season, code: registrations.code, status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.season, season), eq(registrations.code, code), listed(registrations.personId))),
  ]);
  return { people, licences };
}

/** The list, in the reader's language. */
async function eligibilityList(db: Db, clubId: number, fixture: EligibilityFixture & { teamId: number }, language: Language) {
  const { people, licences } = await candidates(db, clubId, fixture);
  const suspended = await suspendedOn(
    db,
    people.map((person) => person.id),
    fixture.date,
  );
  return people.map((person) => {
    const own = licences.filter((licence) => licence.personId === person.id);
    const { eligible, reasons } = eligibilityFor({ ...person, licences: own }, fixture, { isSuspended: suspended.has(person.id) });
    return { personId: person.id, name: fullName(person), eligible, reasons: reasons.map((code) => ({ code, message: say(language, INELIGIBILITY_REASON_MESSAGES[code]) })) };
  });
}

export const fixtureEligibility = new Hono<WithClub>().get("/:id/eligibility", requireClub, mayReadEligibility, validate("query", eligibilityQuery), async (c) => {
  const fixtureId = parseId(c.req.param("id"), f.invalidFixtureId);
  const db = getDb(c.env);
  const club = await clubToRead(c, db, c.req.valid("query").clubId);
  const fixture = await fixtureForClub(db, fixtureId, club.id);
  return c.json(await eligibilityList(db, club.id, fixture, requestLanguage(c)), 200);
});
