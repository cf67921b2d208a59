/**
 * The writes of a club's own matches (the SPEC's /api/clubs/matches, issue 22): each is a
 * friendly, a fixture in no competition of the federation's, between one of the club's teams and
 * its opponent's team. Free text names a member club's team when it is that club's name or Greek
 * name (any case), else a guest team, found or made in the same batch as the fixture's write, so a
 * failed write leaves nothing behind.
 */
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { competitionCodeOf, type TeamCode } from "../../../domain/teams/team";
import { competitionCode } from "../../../schema/competition-code";
import { messages as m } from "../../../schema/messages";
import type { MatchInput } from "../../../schema/requests";
import { clubs } from "../../../schema/tables";
import { fixtures, teams, type TeamRow } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";
import { isPublicClub } from "../clubs/public-clubs";
import { clubTeamForWrite, defaultTeamFor, ensureGuestTeam, guestKey, guestTeamId } from "../teams/teams";

type OwnClub = { id: number; name: string; nameEl: string | null };

/** The club's first team, the one a write picks when it has none of a code: active, senior, men's, oldest. */
const anyTeamOf = (db: Db, clubId: number) =>
  db
    .select()
    .from(teams)
    .where(eq(teams.clubId, clubId))
    .orderBy(sql`${teams.active} desc`, sql`${teams.ageGroup} = 'senior' desc`, sql`${teams.kind} = 'men' desc`, asc(teams.id))
    .get();

/** The team a write plays: its id (in SQL when it is made in the write's batch), its code, and the writes that make it. */
type OwnTeam = { teamId: number | SQL<number>; code: TeamCode | null; writes: BatchItem<"sqlite">[] };

/** The team the club picked (`teamId`), which must be one of its own: a 400 under `teamId` otherwise. */
export async function pickedTeam(db: Db, clubId: number, teamId: number): Promise<TeamRow> {
  const team = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
    .get();
  if (!team) throw badRequest(m.teamNotYours, { teamId: m.teamNotYours });
  return team;
}

/**
 * The team a new match is for: the one the club picked; else its team of the competition text's
 * code, else its first team (a union club's "Friendly", league by the SPEC's rule, is its XV's);
 * a club with no team at all (made before clubs had teams) gets its senior men's team of that code
 * in the match's batch (clubTeamForWrite).
 */
export async function ownTeamOf(db: Db, club: OwnClub, input: Pick<MatchInput, "teamId" | "competition">): Promise<OwnTeam> {
  const code = competitionCode(input.competition);
  const found = input.teamId ? await pickedTeam(db, club.id, input.teamId) : ((await defaultTeamFor(db, club.id, code)) ?? (await anyTeamOf(db, club.id)));
  if (found) return { teamId: found.id, code: found.code, writes: [] };
  return { ...(await clubTeamForWrite(db, club, code)), code };
}

const lower = (text: string) => text.trim().toLowerCase();

/**
 * The member club's team that free text names (the club's name or Greek name, any case, Greek
 * included, so compared here rather than with SQLite's ASCII-only lower()): that club's team of
 * the same code as the club's own. Null for a guest: no public member club of that name, or none
 * with a team of that code.
 */
export async function memberTeamNamed(db: Db, ownClubId: number, name: string, code: TeamCode | null): Promise<number | null> {
  const wanted = lower(name);
  const candidates = await db
    .select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl })
    .from(clubs)
    .where(and(ne(clubs.id, ownClubId), eq(clubs.isAdmin, false), isPublicClub));
  const club = candidates.find((row) => lower(row.name) === wanted || (row.nameEl !== null && lower(row.nameEl) === wanted));
  if (!club) return null;
  return (await defaultTeamFor(db, club.id, competitionCodeOf(code ?? "union")))?.id ?? null;
}

/** A friendly's columns from the SPEC's fields, seen from the club's side (`isHomeGame`). */
function friendlyColumns(input: MatchInput, ownTeamId: number | SQL<number>, opponentTeamId: number | SQL<number>) {
  const [homeTeamId, awayTeamId] = input.isHomeGame ? [ownTeamId, opponentTeamId] : [opponentTeamId, ownTeamId];
  // Scores left out keep the fixture's (the SPEC's PATCH has none); given, they set whether it is played.
  const scored = input.clubScore !== undefined || input.opponentScore !== undefined;
  const [homeScore, awayScore] = input.isHomeGame ? [input.clubScore, input.opponentScore] : [input.opponentScore, input.clubScore];
  return {
    competitionId: null,
    competitionLabel: input.competition,
    homeTeamId,
    awayTeamId,
    date: input.date,
    time: input.time,
    venue: input.venue,
    venueEl: input.venueEl ?? null,
    ...(scored ? { homeScore: homeScore ?? null, awayScore: awayScore ?? null, status: homeScore != null && awayScore != null ? ("played" as const) : ("scheduled" as const) } : {}),
  };
}

/**
 * The statements that write a friendly: the club's team and the guest team first when they are
 * made, then `write` (the fixture's insert or update, given its columns), for one batch.
 */
async function friendlyWrites(db: Db, club: OwnClub, input: MatchInput, own: OwnTeam, write: (columns: ReturnType<typeof friendlyColumns>) => BatchItem<"sqlite">) {
  const member = await memberTeamNamed(db, club.id, input.opponent, own.code);
  if (member !== null) return [...own.writes, write(friendlyColumns(input, own.teamId, member))];
  const greek = input.opponentEl || null;
  return [
    ...own.writes,
    ensureGuestTeam(db, input.opponent, greek),
    // A guest first named in Latin letters only takes the Greek name a later match gives it.
    db.update(teams).set({ nameEl: greek }).where(and(eq(teams.guestKey, guestKey(input.opponent)), sql`${teams.nameEl} is null`)),
    write(friendlyColumns(input, own.teamId, guestTeamId(input.opponent))),
  ];
}

const runBatch = (db: Db, [first, ...rest]: BatchItem<"sqlite">[]) => db.batch([first!, ...rest]);

/** Adds a friendly of the club's team; answers its fixture id. */
export async function addFriendly(db: Db, club: OwnClub, input: MatchInput): Promise<number> {
  const statements = await friendlyWrites(db, club, input, await ownTeamOf(db, club, input), (columns) => db.insert(fixtures).values(columns).returning({ id: fixtures.id }));
  const results = await runBatch(db, statements);
  return (results.at(-1) as { id: number }[])[0]!.id;
}

/** A friendly one of the club's teams plays, with the club's team in it; null for anything else (a competition's fixture too). */
export async function ownFriendly(db: Db, clubId: number, id: number) {
  const rows = await db
    .select({ fixture: fixtures, team: teams })
    .from(fixtures)
    .innerJoin(teams, and(eq(teams.clubId, clubId), sql`${teams.id} in (${fixtures.homeTeamId}, ${fixtures.awayTeamId})`))
    .where(and(eq(fixtures.id, id), sql`${fixtures.competitionId} is null`))
    .orderBy(sql`${teams.id} = ${fixtures.homeTeamId} desc`);
  return rows[0] ?? null;
}

/** Edits a friendly of the club's (found by ownFriendly): the same team unless the club picks another. */
export async function editFriendly(db: Db, club: OwnClub, id: number, currentTeam: TeamRow, input: MatchInput) {
  const team = input.teamId ? await pickedTeam(db, club.id, input.teamId) : currentTeam;
  const own: OwnTeam = { teamId: team.id, code: team.code, writes: [] };
  await runBatch(db, await friendlyWrites(db, club, input, own, (columns) => db.update(fixtures).set(columns).where(eq(fixtures.id, id))));
}

/** Removes a friendly (its result entries go with it). */
export const removeFriendly = (db: Db, id: number) => db.delete(fixtures).where(eq(fixtures.id, id));
