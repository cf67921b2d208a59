import { and, asc, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { roundRobin } from "../../../domain/fixtures/round-robin";
import { rulesFromPreset, type Preset } from "../../../domain/standings";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import {
  adjustmentSchema,
  competitionPatchSchema,
  entrantSchema,
  fixtureCreateSchema,
  fixturePatchSchema,
  generateSchema,
  proposalDecisionSchema,
} from "../../../schema/competition-admin";
import { bothNames, competitionCreateSchema } from "../../../schema/competitions";
import { slugify } from "../../../schema/slug";
import { competitionCodeOf } from "../../../domain/teams/team";
import { clubs } from "../../../schema/tables";
import {
  type Competition,
  competitions,
  entrants,
  fixtures,
  manualRows,
  pointsAdjustments,
  standingProposals,
  teams as teamsTable,
} from "../../../schema/tables/competitions";
import { isUniqueViolation } from "../../platform/db";
import {
  assertResult,
  bumpVersion,
  competitionById,
  competitionDetail,
  competitionSummary,
  competitionTable,
  currentRound,
  entrantFixture,
  entrantFixtures,
  entrantsById,
  entrantsOf,
  type EntrantView,
  listedEntrant,
  fixturesByRound,
  fixtureView,
} from "./competitions";
import { type Db, getDb } from "../../platform/db";
import { ApiError, badRequest, notFound } from "../../platform/errors/api-error";
import { planImport, type TeamRef } from "./fixture-import";
import { parseId } from "../../platform/http/ids";
import { adminResultChange } from "./results";
import { clubTeamForWrite, ensureGuestTeam, guestKey, guestTeamId } from "../teams/teams";
import { validate } from "../../platform/http/validate";
import { auditWrites, type WriteRecord } from "../../platform/audit/audit-writes";
import { federationMay, type WithClub } from "../../platform/sessions/auth-guards";

const slugTaken = () => badRequest(f.slugTaken, { nameEn: f.slugTaken });

/** The slug of a competition: its English name and season ("rugby-union-greek-championship-2026-27"). */
const competitionSlug = (nameEn: string, season: string) => slugify(`${nameEn} ${season}`);

/**
 * Only one featured table per code and season: making one featured unfeatures the others, in the
 * same batch as the write that features it (by its slug, known before an insert gives it an id).
 */
const unfeaturingOthers = (db: Db, competition: Pick<Competition, "slug" | "code" | "season" | "featured">) =>
  competition.featured
    ? [
        db
          .update(competitions)
          .set({ featured: false, version: sql`${competitions.version} + 1` })
          .where(and(eq(competitions.code, competition.code), eq(competitions.season, competition.season), ne(competitions.slug, competition.slug), eq(competitions.featured, true))),
      ]
    : [];

const flag = (message: string) => v.optional(v.picklist(["true", "false"], message));
const importQuery = v.object({ dryRun: flag(f.csvDryRunInvalid), createTeams: flag(f.csvDryRunInvalid) });

async function fixtureAnswer(db: Db, fixtureId: number, competitionId: number) {
  return fixtureView(await entrantFixture(db, fixtureId), await entrantsById(db, competitionId));
}

/** A fixture's two sides as teams (issue 22), from the competition's entrants it names (checked before: both are in it). */
const teamSides = (teams: Map<number, EntrantView>, sides: { homeEntrantId: number; awayEntrantId: number | null }) => ({
  homeTeamId: teams.get(sides.homeEntrantId)!.teamId,
  awayTeamId: sides.awayEntrantId === null ? null : teams.get(sides.awayEntrantId)!.teamId,
});

type EntrantInput = v.InferOutput<typeof entrantSchema>;

/**
 * The team an entrant request names (issue 22): a member club's team by id (of the competition's
 * code), a club's own team of that code (made, named as the club, if it has none yet), or a guest
 * team found or made by name. `writes` run first in the entrant's batch; `teamId` may be SQL that
 * reads what they wrote.
 */
async function entrantTeam(db: Db, competition: Competition, input: EntrantInput, entered: EntrantView[]) {
  if (input.teamId != null) {
    const team = await db.select().from(teamsTable).where(eq(teamsTable.id, input.teamId)).get();
    if (!team || team.clubId === null) throw badRequest(f.teamUnknown, { teamId: f.teamUnknown });
    if (!team.code || competitionCodeOf(team.code) !== competition.code) throw badRequest(f.teamOtherCode, { teamId: f.teamOtherCode });
    if (entered.some((entrant) => entrant.teamId === team.id)) throw badRequest(f.teamAlreadyEntered, { teamId: f.teamAlreadyEntered });
    return { writes: [], teamId: sql<number>`${team.id}` };
  }
  if (input.clubId != null) {
    const club = await db.select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl }).from(clubs).where(eq(clubs.id, input.clubId)).get();
    if (!club) throw badRequest(f.entrantNeeded, { clubId: f.entrantNeeded });
    // Entered already: the unique (competition, team) index refuses it, in the batch.
    return clubTeamForWrite(db, club, competition.code);
  }
  // A guest's names as given, one language enough (issue 21); the same name is the same guest team.
  const name = (input.name ?? input.nameEl)!;
  const nameEl = input.nameEl ?? null;
  const taken = (given: string | null) =>
    given !== null && entered.some((team) => [team.name, team.greekName].some((other) => other?.toLocaleLowerCase("el") === given.toLocaleLowerCase("el")));
  if (taken(name) || taken(nameEl)) throw badRequest(f.guestNameTaken, { name: f.guestNameTaken });
  // A guest known before keeps its names; a Greek name or an abbreviation it lacked is added.
  const completed = db
    .update(teamsTable)
    .set({ nameEl: sql`coalesce(${teamsTable.nameEl}, ${nameEl})`, abbreviation: sql`coalesce(${teamsTable.abbreviation}, ${input.abbreviation ?? null})` })
    .where(eq(teamsTable.guestKey, guestKey(name)));
  return { writes: [ensureGuestTeam(db, name, nameEl), completed], teamId: guestTeamId(name) };
}

/** This write's audit record (worker/platform/audit/audit-writes.ts), for its batch: the change and its record, together. */
const recorded = (c: { var: { writeRecord?: WriteRecord } }, db: Db) => (c.var.writeRecord ? [c.var.writeRecord(db)] : []);

/** Status follows the scores when not given: with scores it is played. */
const statusFor = (given: string | undefined, homeScore: number | null) => (given ?? (homeScore !== null ? "played" : "scheduled")) as (typeof fixtures.$inferSelect)["status"];

/**
 * The federation admin's competitions: /api/admin/... (issue 10). A part of the admin area
 * (worker/modules/admin/admin.ts), whose requireAdmin covers every call (401 without a session, 403 for
 * another club); every 400 is `{ message, code, fields }` and stores nothing. Each write bumps the
 * competition's version in the same batch (the table cache).
 */
export const adminCompetitions = new Hono<WithClub>()
  // The competitions manager's (`competitions`), behind the admin area's door.
  .use("/competitions/*", federationMay("competitions"))
  .use("/fixtures/*", federationMay("competitions"))
  .use("/adjustments/*", federationMay("competitions"))
  .use("/standing-proposals/*", federationMay("competitions"))
  .use("/competitions/*", auditWrites("competitions"))
  .use("/fixtures/*", auditWrites("competitions"))
  .use("/adjustments/*", auditWrites("competitions"))
  .use("/standing-proposals/*", auditWrites("competitions"))
  .post("/competitions", validate("json", competitionCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = getDb(c.env);
    const slug = competitionSlug(input.nameEn, input.season);
    if (await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, slug)).get()) throw slugTaken();
    const rules = rulesFromPreset(input.preset, input.rules);
    try {
      const [[created]] = await db.batch([
        db
          .insert(competitions)
          .values({ slug, nameEn: input.nameEn, nameEl: input.nameEl, code: input.code, season: input.season, kind: input.kind, featured: input.featured, preset: input.preset, rules, ageCutOff: input.ageCutOff })
          .returning(),
        ...unfeaturingOthers(db, { slug, code: input.code, season: input.season, featured: input.featured }),
        ...recorded(c, db),
      ]);
      return c.json(competitionDetail(created!), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  })
  .get("/competitions/:id", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const teams = await entrantsOf(db, [competition.id]);
    return c.json({ ...competitionDetail(competition), entrants: teams.map(listedEntrant) }, 200);
  })
  /**
   * The fixtures by round and the table as the public reads them, with every entrant: the public
   * ones leave out a club the public does not see (issue 12), whose fixtures and adjustments the
   * admin still manages.
   */
  .get("/competitions/:id/fixtures", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const rounds = await fixturesByRound(db, competition, { withHidden: true });
    return c.json({ competition: competitionSummary(competition), currentRound: currentRound(rounds), rounds }, 200);
  })
  .get("/competitions/:id/table", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const { rows, adjustments } = await competitionTable(db, competition);
    return c.json({ competition: competitionSummary(competition), rows, adjustments }, 200);
  })
  .patch("/competitions/:id", validate("json", competitionPatchSchema), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const input = c.req.valid("json");
    const preset = (input.preset ?? competition.preset) as Preset;
    // A new preset starts the rules again, and so do null rules (the preset's as they are);
    // otherwise the overrides apply to the current rules.
    const rules =
      input.preset || input.rules === null
        ? rulesFromPreset(preset, input.rules)
        : input.rules
          ? { ...competition.rules, ...Object.fromEntries(Object.entries(input.rules).filter(([, value]) => value !== undefined)) }
          : competition.rules;
    // A name sent empty is the other language's (issue 21); the schema refuses both empty.
    const { nameEn, nameEl } = bothNames(input.nameEn ?? competition.nameEn, input.nameEl ?? competition.nameEl);
    const season = input.season ?? competition.season;
    const slug = input.nameEn !== undefined || input.season !== undefined ? competitionSlug(nameEn, season) : competition.slug;
    if (slug !== competition.slug && (await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.slug, slug)).get())) throw slugTaken();
    const featured = input.featured ?? competition.featured;
    const [[updated]] = await db.batch([
      db
        .update(competitions)
        .set({
          slug,
          nameEn,
          nameEl,
          season,
          kind: input.kind ?? competition.kind,
          featured,
          preset,
          rules,
          ageCutOff: input.ageCutOff ?? competition.ageCutOff,
          version: sql`${competitions.version} + 1`,
          updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        })
        .where(eq(competitions.id, competition.id))
        .returning(),
      ...unfeaturingOthers(db, { slug, code: competition.code, season, featured }),
      ...recorded(c, db),
    ]);
    return c.json(competitionDetail(updated!), 200);
  })
  .delete("/competitions/:id", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    await db.batch([db.delete(competitions).where(eq(competitions.id, competition.id)), ...recorded(c, db)]);
    return c.json({ id: competition.id }, 200);
  })
  .post("/competitions/:id/entrants", validate("json", entrantSchema), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const input = c.req.valid("json");
    const team = await entrantTeam(db, competition, input, await entrantsOf(db, [competition.id]));
    let id: number;
    try {
      const written = await db.batch([
        bumpVersion(db, competition.id),
        ...team.writes,
        db.insert(entrants).values({ competitionId: competition.id, teamId: team.teamId }).returning({ id: entrants.id }),
        ...recorded(c, db),
      ]);
      id = (written[1 + team.writes.length] as { id: number }[])[0]!.id;
    } catch (error) {
      // The same team twice: two requests at once, or a guest whose name another entrant had in the other language.
      if (isUniqueViolation(error)) throw badRequest(f.teamAlreadyEntered, { [input.teamId != null ? "teamId" : input.clubId != null ? "clubId" : "name"]: f.teamAlreadyEntered });
      throw error;
    }
    const created = (await entrantsOf(db, [competition.id])).find((entrant) => entrant.id === id)!;
    return c.json(listedEntrant(created), 201);
  })
  .delete("/competitions/:id/entrants/:entrantId", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const entrantId = parseId(c.req.param("entrantId"), f.entrantUnknown);
    const ofCompetition = and(eq(entrants.id, entrantId), eq(entrants.competitionId, competition.id));
    // Checked first: a refused removal leaves no audit record.
    const entrant = await db.select({ teamId: entrants.teamId }).from(entrants).where(ofCompetition).get();
    if (!entrant) throw notFound(f.entrantUnknown);
    // Its fixtures in the competition go with it (its adjustments and typed rows by their foreign keys).
    const itsFixtures = and(eq(fixtures.competitionId, competition.id), sql`${entrant.teamId} in (${fixtures.homeTeamId}, ${fixtures.awayTeamId})`);
    await db.batch([bumpVersion(db, competition.id), db.delete(fixtures).where(itsFixtures), db.delete(entrants).where(ofCompetition), ...recorded(c, db)]);
    return c.json({ id: entrantId }, 200);
  })
  /** A round robin of the competition's entrants (in the order they were added). */
  .post("/competitions/:id/generate", validate("json", generateSchema), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const input = c.req.valid("json");
    const teams = await entrantsOf(db, [competition.id]);
    if (teams.length < 2) throw badRequest(f.fewTeams, { entrants: f.fewTeams });
    const existing = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.competitionId, competition.id)).limit(1);
    if (existing.length > 0 && !input.replace) throw badRequest(f.fixturesExist, { replace: f.fixturesExist });
    const byId = new Map(teams.map((team) => [team.id, team]));
    const clubOf = (entrantId: number | null) => (entrantId === null ? null : byId.get(entrantId)!.clubId);
    // Two teams of one club never meet in a competition (issue 22): their pairing is left out.
    const schedule = roundRobin({
      entrantIds: teams.map((team) => team.id),
      rounds: input.rounds,
      startDate: input.startDate,
      weekday: input.weekday,
      time: input.time,
      daysBetweenRounds: input.daysBetweenRounds,
    }).filter((fixture) => clubOf(fixture.homeId) === null || clubOf(fixture.homeId) !== clubOf(fixture.awayId));
    // One statement a fixture: D1 binds at most 100 values a statement.
    await db.batch([
      bumpVersion(db, competition.id),
      db.delete(fixtures).where(eq(fixtures.competitionId, competition.id)),
      ...schedule.map((fixture) =>
        db.insert(fixtures).values({
          competitionId: competition.id,
          round: fixture.round,
          date: fixture.date,
          time: fixture.time,
          venue: input.venue || null,
          venueEl: input.venueEl || null,
          ...teamSides(byId, { homeEntrantId: fixture.homeId, awayEntrantId: fixture.awayId }),
        }),
      ),
      ...recorded(c, db),
    ]);
    const rounds = Math.max(...schedule.map((fixture) => fixture.round));
    return c.json({ created: schedule.length, rounds }, 201);
  })
  .post("/competitions/:id/fixtures", validate("json", fixtureCreateSchema), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const input = c.req.valid("json");
    const result = {
      homeEntrantId: input.homeEntrantId,
      awayEntrantId: input.awayEntrantId,
      homeScore: input.homeScore ?? null,
      awayScore: input.awayScore ?? null,
      homeTries: input.homeTries ?? null,
      awayTries: input.awayTries ?? null,
      status: statusFor(input.status, input.homeScore ?? null),
    };
    const teams = await entrantsById(db, competition.id);
    assertResult(competition.code, teams, result);
    const { homeEntrantId: _home, awayEntrantId: _away, ...scores } = result;
    const [, [created]] = await db.batch([
      bumpVersion(db, competition.id),
      db
        .insert(fixtures)
        .values({ competitionId: competition.id, round: input.round ?? null, date: input.date, time: input.time ?? null, venue: input.venue || null, venueEl: input.venueEl || null, ...teamSides(teams, result), ...scores })
        .returning({ id: fixtures.id }),
      ...recorded(c, db),
    ]);
    return c.json(await fixtureAnswer(db, created!.id, competition.id), 201);
  })
  /** Any fixture and its result; fields left out keep their value. */
  .patch("/fixtures/:id", validate("json", fixturePatchSchema), async (c) => {
    const db = getDb(c.env);
    const fixture = await entrantFixture(db, parseId(c.req.param("id"), f.invalidFixtureId));
    const competition = await competitionById(db, fixture.competitionId);
    const input = c.req.valid("json");
    const pick = <K extends keyof typeof input & keyof typeof fixture>(key: K) => (input[key] === undefined ? fixture[key] : input[key]) as (typeof fixture)[K];
    const homeScore = pick("homeScore");
    const scoresGiven = input.homeScore !== undefined || input.awayScore !== undefined;
    const status = input.status ?? (scoresGiven && homeScore !== null && fixture.status === "scheduled" ? "played" : fixture.status);
    const next = {
      round: pick("round"),
      date: pick("date"),
      time: pick("time"),
      venue: input.venue === undefined ? fixture.venue : input.venue || null,
      venueEl: input.venueEl === undefined ? fixture.venueEl : input.venueEl || null,
      status,
      homeEntrantId: pick("homeEntrantId"),
      awayEntrantId: pick("awayEntrantId"),
      homeScore,
      awayScore: pick("awayScore"),
      homeTries: pick("homeTries"),
      awayTries: pick("awayTries"),
      // A result the admin enters here is the federation's: it counts whatever the clubs entered (issue 14).
      ...(scoresGiven && homeScore !== null ? { resultState: "settled" as const } : {}),
    };
    const teams = await entrantsById(db, competition.id);
    assertResult(competition.code, teams, next);
    // A change of the result is kept in its history (issue 14), in the same batch.
    const history = adminResultChange(db, { id: c.var.club.id, name: c.var.club.name }, fixture, { ...fixture, ...next });
    const { homeEntrantId: _home, awayEntrantId: _away, ...columns } = next;
    await db.batch([
      bumpVersion(db, competition.id),
      db
        .update(fixtures)
        .set({ ...columns, ...teamSides(teams, next), updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(eq(fixtures.id, fixture.id)),
      ...(history ? [history] : []),
      ...recorded(c, db),
    ]);
    return c.json(await fixtureAnswer(db, fixture.id, competition.id), 200);
  })
  .delete("/fixtures/:id", async (c) => {
    const db = getDb(c.env);
    const fixture = await entrantFixture(db, parseId(c.req.param("id"), f.invalidFixtureId));
    await db.batch([bumpVersion(db, fixture.competitionId), db.delete(fixtures).where(eq(fixtures.id, fixture.id)), ...recorded(c, db)]);
    return c.json({ id: fixture.id }, 200);
  })
  .post("/competitions/:id/adjustments", validate("json", adjustmentSchema), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const input = c.req.valid("json");
    const teams = await entrantsOf(db, [competition.id]);
    const team = teams.find((item) => item.id === input.entrantId);
    if (!team) throw badRequest(f.entrantUnknown, { entrantId: f.entrantUnknown });
    const [, [created]] = await db.batch([
      bumpVersion(db, competition.id),
      db
        .insert(pointsAdjustments)
        .values({ competitionId: competition.id, ...input })
        .returning(),
      ...recorded(c, db),
    ]);
    return c.json({ id: created!.id, entrantId: team.id, teamName: team.name, teamNameEl: team.greekName, points: created!.points, reasonEn: created!.reasonEn, reasonEl: created!.reasonEl }, 201);
  })
  .delete("/adjustments/:id", async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), f.entrantUnknown);
    const adjustment = await db.select().from(pointsAdjustments).where(eq(pointsAdjustments.id, id)).get();
    if (!adjustment) throw notFound();
    await db.batch([bumpVersion(db, adjustment.competitionId), db.delete(pointsAdjustments).where(eq(pointsAdjustments.id, id)), ...recorded(c, db)]);
    return c.json({ id }, 200);
  })
  /**
   * The CSV import: all or nothing. `dryRun=true` answers the report without writing (200, even
   * with errors); a real import with errors answers 400 with the same report and writes nothing.
   */
  .post("/competitions/:id/import", validate("query", importQuery), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionById(db, parseId(c.req.param("id"), f.invalidCompetitionId));
    const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (contentType !== "text/csv") throw new ApiError(415, "unsupported_media_type", f.csvContentType);
    const { dryRun, createTeams } = c.req.valid("query");
    const csv = new TextDecoder("utf-8").decode(await c.req.arrayBuffer());
    const [teams, existing] = await Promise.all([
      db
        .select({ id: entrants.id, teamId: entrants.teamId, clubId: teamsTable.clubId, team: teamsTable, clubName: clubs.name, clubNameEl: clubs.nameEl, clubAbbreviation: clubs.abbreviation })
        .from(entrants)
        .innerJoin(teamsTable, eq(teamsTable.id, entrants.teamId))
        .leftJoin(clubs, eq(clubs.id, teamsTable.clubId))
        .where(eq(entrants.competitionId, competition.id)),
      entrantFixtures(db, eq(fixtures.competitionId, competition.id)),
    ]);
    const teamOf = new Map(teams.map((team) => [team.id, team.teamId]));
    const plan = planImport(csv, {
      code: competition.code,
      // A team by its names, its club's names or an abbreviation (issue 22: entrants are teams).
      teams: teams.map((team) => ({
        id: team.id,
        clubId: team.clubId,
        names: [team.team.nameEn, team.team.nameEl, team.clubName, team.clubNameEl, team.team.abbreviation ?? team.clubAbbreviation],
      })),
      fixtures: existing,
      createTeams: createTeams === "true",
    });
    const failed = plan.errors.length > 0;
    const report = {
      dryRun: dryRun === "true",
      created: failed ? 0 : plan.creates.length,
      updated: failed ? 0 : plan.updates.length,
      unchanged: failed ? 0 : plan.unchanged,
      teamsCreated: failed ? [] : plan.guests,
      errors: plan.errors,
    };
    if (failed && dryRun !== "true") {
      const first = plan.errors[0]!;
      return c.json({ message: first.message, code: "invalid_input", fields: { [first.column ?? "file"]: first.message }, ...report }, 400);
    }
    if (failed || dryRun === "true" || plan.creates.length + plan.updates.length + plan.guests.length === 0) return c.json(report, 200);

    const teamRef = (ref: TeamRef) => ("entrantId" in ref ? teamOf.get(ref.entrantId)! : guestTeamId(ref.guest));
    const values = (row: (typeof plan.creates)[number]) => ({
      round: row.round,
      date: row.date,
      time: row.time,
      venue: row.venue,
      status: row.status,
      homeTeamId: teamRef(row.home),
      awayTeamId: teamRef(row.away),
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      homeTries: row.homeTries,
      awayTries: row.awayTries,
    });
    await db.batch([
      bumpVersion(db, competition.id),
      // A new name is a guest team, found or made, and enters the competition.
      ...plan.guests.flatMap((name) => [
        ensureGuestTeam(db, name),
        db.insert(entrants).values({ competitionId: competition.id, teamId: guestTeamId(name) }).onConflictDoNothing(),
      ]),
      ...plan.creates.map((row) => db.insert(fixtures).values({ competitionId: competition.id, ...values(row) })),
      ...plan.updates.map((row) =>
        db
          .update(fixtures)
          .set({ ...values(row), updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
          .where(eq(fixtures.id, row.existingId!)),
      ),
      // A changed result is kept in its history (issue 14).
      ...plan.updates.flatMap((row) => {
        const stored = existing.find((fixture) => fixture.id === row.existingId)!;
        const { homeScore, awayScore, homeTries, awayTries } = row;
        const history = adminResultChange(db, { id: c.var.club.id, name: c.var.club.name }, stored, { ...stored, homeScore, awayScore, homeTries, awayTries });
        return history ? [history] : [];
      }),
      ...recorded(c, db),
    ]);
    return c.json(report, 200);
  })
  /** Clubs' proposed rows for manual tables, waiting for a decision, oldest first. */
  .get("/standing-proposals", async (c) => {
    const db = getDb(c.env);
    const rows = await db
      .select({ proposal: standingProposals, competition: competitions, clubName: clubs.name, clubNameEl: clubs.nameEl })
      .from(standingProposals)
      .innerJoin(competitions, eq(competitions.id, standingProposals.competitionId))
      .innerJoin(clubs, eq(clubs.id, standingProposals.clubId))
      .where(eq(standingProposals.status, "pending"))
      .orderBy(asc(standingProposals.createdAt), asc(standingProposals.id));
    return c.json(
      rows.map(({ proposal, competition, clubName, clubNameEl }) => ({ ...proposalView(proposal), clubName, clubNameEl, competition: { id: competition.id, slug: competition.slug, nameEn: competition.nameEn, nameEl: competition.nameEl } })),
      200,
    );
  })
  /** Approve (the figures become the public row) or reject a club's proposal. */
  .post("/standing-proposals/:id", validate("json", proposalDecisionSchema), async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), f.proposalNotFound);
    const proposal = await db.select().from(standingProposals).where(eq(standingProposals.id, id)).get();
    if (!proposal) throw notFound(f.proposalNotFound);
    if (proposal.status !== "pending") throw badRequest(f.proposalDecided, { decision: f.proposalDecided });
    const approve = c.req.valid("json").decision === "approve";
    const decided = db
      .update(standingProposals)
      .set({ status: approve ? "approved" : "rejected", decidedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
      .where(eq(standingProposals.id, id));
    if (approve) {
      const { played, won, drawn, lost, pointsFor, pointsAgainst, points } = proposal;
      const figures = { played, won, drawn, lost, pointsFor, pointsAgainst, points };
      await db.batch([
        decided,
        bumpVersion(db, proposal.competitionId),
        db
          .insert(manualRows)
          .values({ competitionId: proposal.competitionId, entrantId: proposal.entrantId, ...figures })
          .onConflictDoUpdate({ target: [manualRows.competitionId, manualRows.entrantId], set: { ...figures, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } }),
        ...recorded(c, db),
      ]);
    } else await db.batch([decided, ...recorded(c, db)]);
    const updated = await db.select().from(standingProposals).where(eq(standingProposals.id, id)).get();
    return c.json(proposalView(updated!), 200);
  });

export const proposalView = (proposal: typeof standingProposals.$inferSelect) => ({
  id: proposal.id,
  competitionId: proposal.competitionId,
  entrantId: proposal.entrantId,
  clubId: proposal.clubId,
  played: proposal.played,
  won: proposal.won,
  drawn: proposal.drawn,
  lost: proposal.lost,
  pointsFor: proposal.pointsFor,
  pointsAgainst: proposal.pointsAgainst,
  points: proposal.points,
  status: proposal.status,
  createdAt: proposal.createdAt,
  decidedAt: proposal.decidedAt,
});
