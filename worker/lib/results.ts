/**
 * Results agreed by both clubs (issue 14). A club's entry (typed, or written by live scoring at
 * full-time) is stored per side; the fixture's state and the result a table counts follow from
 * the entries (domain/results). Each change is one D1 batch: the entry, the fixture, its history
 * row and the competition's table version, so a read straight after shows it and a failed write
 * leaves nothing behind. A change into `disputed` mails both clubs and the federation.
 */
import { aliasedTable, asc, eq, sql } from "drizzle-orm";
import { type ResultScore, type ResultState, resultFromEntries, type Side } from "../../domain/results";
import { athensNow, isMatchDayWindow as isWithinMatchDay } from "../../schema/athens-time";
import { fixtureMessages as f } from "../../schema/competition-admin-messages";
import { liveMessages as l } from "../../schema/live-messages";
import { type Club, clubs } from "../../schema/tables";
import { competitions, entrants, fixtures } from "../../schema/tables/competitions";
import { resultEntries, resultHistory, type ResultSnapshot } from "../../schema/tables/results";
import { type Actor, audit } from "./audit";
import { bumpVersion } from "./competitions";
import type { Db } from "./db";
import { badRequest, conflict, forbidden, notFound } from "./errors";
import { sendMail } from "./mail";
import { disputeMail } from "./result-mail";

const home = aliasedTable(entrants, "home_entrant");
const away = aliasedTable(entrants, "away_entrant");
const homeClub = aliasedTable(clubs, "home_club");
const awayClub = aliasedTable(clubs, "away_club");

/** A fixture with what scoring it needs: its code, and each side's club (null for a guest team). */
export async function scoringFixture(db: Db, fixtureId: number) {
  const row = await db
    .select({
      fixture: fixtures,
      code: competitions.code,
      competitionNameEn: competitions.nameEn,
      homeClubId: homeClub.id,
      homeName: sql<string>`coalesce(${homeClub.name}, ${home.name})`,
      homeEmail: homeClub.email,
      awayClubId: awayClub.id,
      awayName: sql<string>`coalesce(${awayClub.name}, ${away.name})`,
      awayEmail: awayClub.email,
    })
    .from(fixtures)
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(home, eq(home.id, fixtures.homeEntrantId))
    .innerJoin(away, eq(away.id, fixtures.awayEntrantId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId))
    .where(eq(fixtures.id, fixtureId))
    .get();
  if (!row) throw notFound(f.fixtureNotFound);
  return {
    fixture: row.fixture,
    code: row.code,
    competitionNameEn: row.competitionNameEn,
    home: { clubId: row.homeClubId, name: row.homeName, email: row.homeEmail },
    away: { clubId: row.awayClubId, name: row.awayName, email: row.awayEmail },
  };
}
export type ScoringFixture = Awaited<ReturnType<typeof scoringFixture>>;

/** Whether today (Athens) is the fixture's day, or the day before or after (schema/athens-time.ts). */
export const isMatchDayWindow = (fixtureDate: string, now = athensNow()) => isWithinMatchDay(fixtureDate, now.date);

/** Who may score this fixture, and for which side: its two clubs' officials and the admin, on its day ±1. */
export type Scorer = { actor: Actor; clubId: number | null; side: Side | null; isAdmin: boolean };

export function scorerOf(club: Club, fixture: ScoringFixture): Scorer {
  const side: Side | null = club.id === fixture.home.clubId ? "home" : club.id === fixture.away.clubId ? "away" : null;
  if (!side && !club.isAdmin) throw forbidden(l.notScorer);
  if (!isMatchDayWindow(fixture.fixture.date)) throw forbidden(l.outsideMatchDay);
  return { actor: { id: club.id, name: club.name }, clubId: club.id, side, isAdmin: club.isAdmin && !side };
}

const snapshotOf = (fixture: ScoringFixture["fixture"]): ResultSnapshot => ({
  state: fixture.resultState,
  result:
    fixture.homeScore === null || fixture.awayScore === null
      ? null
      : { homeScore: fixture.homeScore, awayScore: fixture.awayScore, homeTries: fixture.homeTries ?? 0, awayTries: fixture.awayTries ?? 0 },
});

const scoreOf = (row: ResultScore): ResultScore => ({ homeScore: row.homeScore, awayScore: row.awayScore, homeTries: row.homeTries, awayTries: row.awayTries });

/** Union 5 points a try, league 4: tries the score cannot hold are refused, as in the admin's form. */
export function assertTriesFit(code: "union" | "league", score: ResultScore) {
  const perTry = code === "union" ? 5 : 4;
  const message = code === "union" ? f.unionTriesTooMany : f.leagueTriesTooMany;
  const problems: Record<string, string> = {};
  if (score.homeTries * perTry > score.homeScore) problems.homeTries = message;
  if (score.awayTries * perTry > score.awayScore) problems.awayTries = message;
  if (Object.keys(problems).length) throw badRequest(message, problems);
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** The fixture's columns for a state and the result it counts (a disputed one keeps the scores it had). */
function fixtureResult(state: ResultState, result: ResultScore | null) {
  return result ? { resultState: state, status: "played" as const, ...result, updatedAt: now } : { resultState: state, updatedAt: now };
}

type EnterOptions = { side: Side; actor: Actor; source: "form" | "live"; score: ResultScore; env: Pick<Env, "MAIL" | "MAIL_FROM" | "FEDERATION_EMAIL"> };

/**
 * Stores one side's entry and moves the fixture's state. A settled result is the admin's: an
 * entry after it is refused (409). Answers the state after.
 */
export async function enterResult(db: Db, fixture: ScoringFixture, { side, actor, source, score, env }: EnterOptions) {
  assertTriesFit(fixture.code, score);
  if (fixture.fixture.resultState === "settled") throw conflict(l.settled);
  const existing = await db.select().from(resultEntries).where(eq(resultEntries.fixtureId, fixture.fixture.id));
  const entries: Partial<Record<Side, ResultScore>> = Object.fromEntries(existing.map((row) => [row.side, scoreOf(row)]));
  entries[side] = score;
  const next = resultFromEntries(entries)!;
  const before = snapshotOf(fixture.fixture);
  const after: ResultSnapshot = { state: next.state, result: next.result ?? before.result };
  const entry = { enteredByClubId: actor.id, enteredByName: actor.name, source, ...score, updatedAt: now };
  await db.batch([
    db
      .insert(resultEntries)
      .values({ fixtureId: fixture.fixture.id, side, ...entry })
      .onConflictDoUpdate({ target: [resultEntries.fixtureId, resultEntries.side], set: entry }),
    db.update(fixtures).set(fixtureResult(next.state, next.result)).where(eq(fixtures.id, fixture.fixture.id)),
    db.insert(resultHistory).values({ fixtureId: fixture.fixture.id, actorClubId: actor.id, actorName: actor.name, action: "entry", side, entered: score, before, after }),
    bumpVersion(db, fixture.fixture.competitionId),
  ]);
  if (next.state === "disputed" && before.state !== "disputed") await mailDispute(env, fixture, entries);
  return after;
}

async function mailDispute(env: EnterOptions["env"], fixture: ScoringFixture, entries: Partial<Record<Side, ResultScore>>) {
  const recipients = [fixture.home.email, fixture.away.email, env.FEDERATION_EMAIL].filter((to): to is string => Boolean(to));
  const mail = (to: string) => disputeMail(to, { fixture: fixture.fixture, competition: fixture.competitionNameEn, home: fixture.home.name, away: fixture.away.name, entries });
  await Promise.all([...new Set(recipients)].map((to) => sendMail(env, mail(to))));
}

/** The admin's result for a fixture, with its reason: kept in the history and in the audit log. */
export async function settleResult(db: Db, fixture: ScoringFixture, admin: Actor, score: ResultScore, reason: string) {
  assertTriesFit(fixture.code, score);
  const before = snapshotOf(fixture.fixture);
  const after: ResultSnapshot = { state: "settled", result: score };
  await db.batch([
    db.update(fixtures).set(fixtureResult("settled", score)).where(eq(fixtures.id, fixture.fixture.id)),
    db.insert(resultHistory).values({ fixtureId: fixture.fixture.id, actorClubId: admin.id, actorName: admin.name, action: "settle", side: null, entered: score, before, after, reason }),
    audit(db, admin, {
      action: "result.settle",
      targetType: "fixture",
      targetId: fixture.fixture.id,
      summary: `Settled ${fixture.home.name} ${score.homeScore}-${score.awayScore} ${fixture.away.name}`,
      before,
      after,
      reason,
    }),
    bumpVersion(db, fixture.fixture.competitionId),
  ]);
  return after;
}

/** The entries and the history of a fixture's result. */
export async function resultRecord(db: Db, fixtureId: number) {
  const [entries, history] = await Promise.all([
    db.select().from(resultEntries).where(eq(resultEntries.fixtureId, fixtureId)).orderBy(asc(resultEntries.side)),
    db.select().from(resultHistory).where(eq(resultHistory.fixtureId, fixtureId)).orderBy(asc(resultHistory.id)),
  ]);
  return {
    entries: entries.map((row) => ({ side: row.side, enteredBy: row.enteredByName, source: row.source, ...scoreOf(row), updatedAt: row.updatedAt })),
    history: history.map((row) => ({
      id: row.id,
      action: row.action,
      side: row.side,
      actor: row.actorName,
      entered: row.entered,
      before: row.before,
      after: row.after,
      reason: row.reason,
      createdAt: row.createdAt,
    })),
  };
}
