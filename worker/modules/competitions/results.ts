/**
 * Results agreed by both clubs (issue 14). A club's entry (typed, or written by live scoring at
 * full-time) is stored per side; the fixture's state and the result a table counts follow from
 * the entries (domain/results). Each change is one D1 batch: the fixture, the entry, its history
 * row and the competition's table version, so a read straight after shows it and a failed write
 * leaves nothing behind. A change into `disputed` mails both clubs and the federation: the mails
 * are outbox rows in the same batch (worker/platform/mail), so a dispute always has its mails.
 *
 * A change is computed from the fixture and its entries as read, and its batch writes only while
 * they are still as read (the fixture's update is conditional, and the rest follows it only when
 * it changed a row); otherwise it reads again and computes again. So two clubs entering at the
 * same moment never both compute `provisional`: the second sees the first's entry.
 *
 * Every change of a result, whoever makes it, is kept through one function, recordResultChange.
 */
import { aliasedTable, and, asc, eq, sql, type SQL } from "drizzle-orm";
import { type ResultScore, type ResultState, resultFromEntries, sameResult, type Side, triesProblems } from "../../../domain/results";
import { athensNow, isMatchDayWindow as isWithinMatchDay } from "../../../schema/athens-time";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { liveMessages as l } from "../../../schema/live-messages";
import { type Club, clubs } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { competitions, fixtures, teams } from "../../../schema/tables/competitions";
import { type ResultEntryRow, resultEntries, resultHistory, type ResultSnapshot } from "../../../schema/tables/results";
import { type Actor, auditValues } from "../../platform/audit/audit";
import { bumpVersion } from "./competitions";
import type { Db } from "../../platform/db";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors/api-error";
import type { Mail } from "../../platform/mail/mail";
import { disputeMail } from "./result-mail";
import { selectAfterChange } from "../../platform/select-after-change";
import { siteLinks, siteOrigin } from "../../platform/mail/site-links";
import { greekTeamName, teamName } from "../teams/team-names";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";

const home = aliasedTable(teams, "home_team");
const away = aliasedTable(teams, "away_team");
const homeClub = aliasedTable(clubs, "home_club");
const awayClub = aliasedTable(clubs, "away_club");

/**
 * A competition fixture with what scoring it needs: its code, and each side's team and club (null
 * for a guest team): the clubs whose officials may enter its result are its teams' clubs (issue 22).
 * A bye, or a friendly (no competition), is none: 404.
 */
export async function scoringFixture(db: Db, fixtureId: number) {
  const row = await db
    .select({
      fixture: fixtures,
      code: competitions.code,
      competitionNameEn: competitions.nameEn,
      competitionNameEl: competitions.nameEl,
      homeClubId: homeClub.id,
      homeName: teamName(home),
      // The Greek name (issue 21), where the team has one; for the mails' Greek half.
      homeNameEl: greekTeamName(home),
      homeEmail: homeClub.email,
      awayClubId: awayClub.id,
      awayName: teamName(away),
      awayNameEl: greekTeamName(away),
      awayEmail: awayClub.email,
    })
    .from(fixtures)
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(home, eq(home.id, fixtures.homeTeamId))
    .innerJoin(away, eq(away.id, fixtures.awayTeamId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId))
    .where(eq(fixtures.id, fixtureId))
    .get();
  if (!row) throw notFound(f.fixtureNotFound);
  return {
    // Joined to its competition: a scored fixture always has one.
    fixture: { ...row.fixture, competitionId: row.fixture.competitionId! },
    code: row.code,
    competitionNameEn: row.competitionNameEn,
    competitionNameEl: row.competitionNameEl,
    home: { clubId: row.homeClubId, name: row.homeName, nameEl: row.homeNameEl, email: row.homeEmail },
    away: { clubId: row.awayClubId, name: row.awayName, nameEl: row.awayNameEl, email: row.awayEmail },
  };
}
export type ScoringFixture = Awaited<ReturnType<typeof scoringFixture>>;


/** Whether today (Athens) is the fixture's day, or the day before or after (schema/athens-time.ts). */
export const isMatchDayWindow = (fixtureDate: string, now = athensNow()) => isWithinMatchDay(fixtureDate, now.date);

/** Who may score this fixture, and for which side: its two clubs' officials and the admin, on its day ±1. */
export type Scorer = { actor: Actor; clubId: number | null; side: Side | null; isAdmin: boolean };

/** What scorerOf needs of a fixture: its date and each side's club (a ScoringFixture, or the facts a live match keeps). */
export type FixtureSides = { fixture: { date: string }; home: { clubId: number | null }; away: { clubId: number | null } };

/** `actor`: whom the records name (the guard's c.var.actor: the person and role, issue 23); the club alone by default. */
export function scorerOf(club: Pick<Club, "id" | "name" | "isAdmin">, fixture: FixtureSides, actor: Actor = { id: club.id, name: club.name }): Scorer {
  const side: Side | null = club.id === fixture.home.clubId ? "home" : club.id === fixture.away.clubId ? "away" : null;
  if (!side && !club.isAdmin) throw forbidden(l.notScorer);
  if (!isMatchDayWindow(fixture.fixture.date)) throw forbidden(l.outsideMatchDay);
  return { actor, clubId: club.id, side, isAdmin: club.isAdmin && !side };
}

type FixtureRow = ScoringFixture["fixture"];
type ResultColumns = Pick<FixtureRow, "resultState" | "homeScore" | "awayScore" | "homeTries" | "awayTries">;

const snapshotOf = (fixture: ResultColumns): ResultSnapshot => ({
  state: fixture.resultState,
  result:
    fixture.homeScore === null || fixture.awayScore === null
      ? null
      : { homeScore: fixture.homeScore, awayScore: fixture.awayScore, homeTries: fixture.homeTries ?? 0, awayTries: fixture.awayTries ?? 0 },
});

const sameSnapshot = (a: ResultSnapshot, b: ResultSnapshot) => a.state === b.state && (a.result && b.result ? sameResult(a.result, b.result) : a.result === b.result);

const scoreOf = (row: ResultScore): ResultScore => ({ homeScore: row.homeScore, awayScore: row.awayScore, homeTries: row.homeTries, awayTries: row.awayTries });

/** Tries the score cannot hold are refused (domain/results/tries.ts), as in the admin's form. */
export function assertTriesFit(code: "union" | "league", score: ResultScore) {
  const problems = triesProblems(code, score);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The fixture's columns for a state and the result it counts. A disputed result has none: the
 * match was played, but its score is no one's until the clubs agree or the federation settles it,
 * so nothing shows or counts a final score meanwhile (the two entries stay in result_entries).
 */
function fixtureResult(state: ResultState, result: ResultScore | null) {
  const score = result ?? { homeScore: null, awayScore: null, homeTries: null, awayTries: null };
  return { resultState: state, status: "played" as const, ...score };
}

/** The fixture's columns when its result is taken back: none, and a played fixture is scheduled again. */
const noResult = (fixture: FixtureRow) => ({
  resultState: null,
  homeScore: null,
  awayScore: null,
  homeTries: null,
  awayTries: null,
  status: fixture.status === "played" ? ("scheduled" as const) : fixture.status,
});

// ---- one change, written only while what it was computed from is unchanged -------------------

// Each later statement of a change's batch is written only when the conditional update of the
// fixture (its first) applied: selectAfterChange (select-after-change.ts).

/** A fixture's result and entries as read: what a change is computed from. */
type ResultRead = { fixture: FixtureRow; entries: ResultEntryRow[] };

async function readResult(db: Db, fixtureId: number, fixture?: FixtureRow): Promise<ResultRead> {
  const [row, entries] = await Promise.all([
    fixture ?? db.select().from(fixtures).where(eq(fixtures.id, fixtureId)).get(),
    db.select().from(resultEntries).where(eq(resultEntries.fixtureId, fixtureId)),
  ]);
  // Only a competition's fixture has a result to agree on (scoringFixture): a friendly is none.
  if (!row || row.competitionId === null) throw notFound(f.fixtureNotFound);
  return { fixture: { ...row, competitionId: row.competitionId }, entries };
}

const entriesOf = (rows: ResultEntryRow[]): Partial<Record<Side, ResultScore>> => Object.fromEntries(rows.map((row) => [row.side, scoreOf(row)]));

/** True while the fixture's result and its entries are as `read` saw them. */
function unchangedSince({ fixture, entries }: ResultRead): SQL {
  const entryAsRead = (side: Side) => {
    const entry = entries.find((row) => row.side === side);
    const current = sql`select json_array(home_score, away_score, home_tries, away_tries) from ${resultEntries} where fixture_id = ${fixture.id} and side = ${side}`;
    return entry
      ? sql`(${current}) = json(${JSON.stringify([entry.homeScore, entry.awayScore, entry.homeTries, entry.awayTries])})`
      : sql`not exists (select 1 from ${resultEntries} where fixture_id = ${fixture.id} and side = ${side})`;
  };
  return and(
    sql`${fixtures.resultState} is ${fixture.resultState}`,
    sql`${fixtures.homeScore} is ${fixture.homeScore}`,
    sql`${fixtures.awayScore} is ${fixture.awayScore}`,
    sql`${fixtures.homeTries} is ${fixture.homeTries}`,
    sql`${fixtures.awayTries} is ${fixture.awayTries}`,
    entryAsRead("home"),
    entryAsRead("away"),
  )!;
}

type Change = {
  /** The fixture's new result columns. */
  set: Partial<typeof fixtures.$inferInsert>;
  /** The entry written or withdrawn with it, if any (see selectAfterChange). */
  entry?: (db: Db) => ReturnType<typeof entryUpsert> | ReturnType<typeof entryDelete>;
  history: ResultChange;
  /** An audit-log record, for the admin's decisions. */
  audit?: Parameters<typeof auditValues>[1];
  /** The mails the change sends (outbox rows, written only with it). */
  mails?: Mail[];
};

/**
 * Writes a change in one batch while the result is as read: answers the ids of the mails it
 * queued, or null (nothing written) when the result changed meanwhile.
 */
async function commit(db: Db, read: ResultRead, change: Change): Promise<number[] | null> {
  const mails = change.mails?.length ? queueMailsAfterChange(db, () => change.mails!) : [];
  const [updated, ...written] = await db.batch([
    db
      .update(fixtures)
      .set({ ...change.set, updatedAt: now })
      .where(and(eq(fixtures.id, read.fixture.id), unchangedSince(read))),
    ...(change.entry ? [change.entry(db)] : []),
    recordResultChange(db, change.history, { afterChange: true }),
    ...(change.audit ? [db.insert(auditLog).select(selectAfterChange(auditLog, auditValues(change.history.actor, change.audit)))] : []),
    // Each written only when the statement before it wrote a row: with the change, or not at all.
    ...mails,
    bumpVersion(db, read.fixture.competitionId),
  ]);
  // D1 counts the rows triggers change too (the calendar's sequence): any change means the update applied.
  if (!(((updated as unknown as D1Result).meta?.changes ?? 0) > 0)) return null;
  return queuedIds(written.slice(written.length - 1 - mails.length, written.length - 1));
}

/**
 * Reads, computes and commits until the result was as read when written (two clubs at once: a
 * few rounds at most); then hands the mails the change queued to `deliver`.
 */
async function changeResult<T>(
  db: Db,
  fixtureId: number,
  first: FixtureRow | undefined,
  attempt: (read: ResultRead) => { change: Change; answer: T } | { answer: T },
  deliver?: (mails: number[]) => Promise<void>,
): Promise<T> {
  for (let round = 1; ; round++) {
    const read = await readResult(db, fixtureId, round === 1 ? first : undefined);
    const planned = attempt(read);
    if (!("change" in planned)) return planned.answer;
    const mails = await commit(db, read, planned.change);
    if (mails) {
      if (mails.length) await deliver?.(mails);
      return planned.answer;
    }
    if (round >= 10) throw new Error(`The result of fixture ${fixtureId} kept changing while it was written`);
  }
}

// ---- the history ----------------------------------------------------------------------------

/** One change of a fixture's result: who, the entry or result they gave, the state and result before and after. */
export type ResultChange = {
  fixtureId: number;
  actor: Actor;
  /** `entry`: a club's entry (or its withdrawal), `side` says whose; `settle`: the admin's result. */
  action: "entry" | "settle";
  side: Side | null;
  entered: ResultScore;
  before: ResultSnapshot;
  after: ResultSnapshot;
  reason?: string | null;
};

/**
 * The one way a change of a result is kept (result_history): its row, to run in the batch that
 * makes the change. `afterChange`: written only when the statement before it changed a row.
 */
export function recordResultChange(db: Db, change: ResultChange, { afterChange = false } = {}) {
  const values = {
    fixtureId: change.fixtureId,
    actorClubId: change.actor.id,
    actorName: change.actor.name,
    action: change.action,
    side: change.side,
    entered: change.entered,
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
  };
  return afterChange ? db.insert(resultHistory).select(selectAfterChange(resultHistory, values)) : db.insert(resultHistory).values(values);
}

/**
 * A result the admin sets on the fixture itself (the competitions admin's edit, the CSV import):
 * the history row of the change, to run in the same batch, or null when the result is unchanged.
 * `next` holds the fixture's result columns after the edit.
 */
export function adminResultChange(db: Db, admin: Actor, fixture: FixtureRow, next: ResultColumns) {
  const before = snapshotOf(fixture);
  const after = snapshotOf(next);
  const entered = after.result ?? before.result;
  if (sameSnapshot(before, after) || !entered) return null;
  return recordResultChange(db, { fixtureId: fixture.id, actor: admin, action: "settle", side: null, entered, before, after });
}

// ---- entries, settlements and their withdrawal ----------------------------------------------

type EnterOptions = {
  side: Side;
  actor: Actor;
  source: "form" | "live";
  score: ResultScore;
  env: Pick<Env, "MAIL_QUEUE" | "FEDERATION_EMAIL" | "SITE_URL">;
  /** Live scoring's full-time (which may be retried): nothing is written when the side's entry from the same source already says this. */
  once?: boolean;
};

const entryValues = (fixtureId: number, { side, actor, source, score }: EnterOptions) => ({
  fixtureId,
  side,
  enteredByClubId: actor.id,
  enteredByName: actor.name,
  source,
  ...score,
});

const entryUpsert = (db: Db, entry: ReturnType<typeof entryValues>) =>
  db
    .insert(resultEntries)
    .select(selectAfterChange(resultEntries, entry))
    .onConflictDoUpdate({
      target: [resultEntries.fixtureId, resultEntries.side],
      set: {
        enteredByClubId: sql`excluded.entered_by_club_id`,
        enteredByName: sql`excluded.entered_by_name`,
        source: sql`excluded.source`,
        homeScore: sql`excluded.home_score`,
        awayScore: sql`excluded.away_score`,
        homeTries: sql`excluded.home_tries`,
        awayTries: sql`excluded.away_tries`,
        updatedAt: now,
      },
    });

const entryDelete = (db: Db, fixtureId: number, side: Side) =>
  db.delete(resultEntries).where(and(eq(resultEntries.fixtureId, fixtureId), eq(resultEntries.side, side), sql`changes() = 1`));

/**
 * Stores one side's entry and moves the fixture's state. A settled result is the admin's: an
 * entry after it is refused (409). Answers the state after.
 */
export async function enterResult(db: Db, fixture: ScoringFixture, options: EnterOptions) {
  const { side, actor, source, score, env } = options;
  assertTriesFit(fixture.code, score);
  const after = await changeResult(db, fixture.fixture.id, fixture.fixture, (read) => {
    if (read.fixture.resultState === "settled") throw conflict(l.settled);
    const before = snapshotOf(read.fixture);
    const own = read.entries.find((row) => row.side === side);
    if (options.once && own?.source === source && sameResult(scoreOf(own), score)) return { answer: before };
    const entries = { ...entriesOf(read.entries), [side]: score };
    const next = resultFromEntries(entries)!;
    const answer: ResultSnapshot = { state: next.state, result: next.result };
    const disputed = next.state === "disputed" && before.state !== "disputed";
    return {
      answer,
      change: {
        set: fixtureResult(next.state, next.result),
        entry: (db) => entryUpsert(db, entryValues(read.fixture.id, options)),
        history: { fixtureId: read.fixture.id, actor, action: "entry", side, entered: score, before, after: answer },
        mails: disputed ? disputeMails(env, fixture, entries) : [],
      },
    };
  }, (mails) => deliverSoon(env, mails));
  return after;
}

/**
 * Live scoring's full-time taken back (undone): the entry it wrote is withdrawn while the
 * result is still only that entry (provisional, the other club has entered nothing, the entry
 * unchanged since); the fixture then has no result again. Otherwise the entry stays: it is a
 * result by then. Answers whether it was withdrawn.
 */
export async function withdrawLiveEntry(db: Db, fixtureId: number, side: Side, actor: Actor, score: ResultScore): Promise<boolean> {
  return changeResult(db, fixtureId, undefined, (read) => {
    const [only, ...others] = read.entries;
    const isOnlyThatEntry = read.fixture.resultState === "provisional" && only?.side === side && only.source === "live" && sameResult(scoreOf(only), score) && others.length === 0;
    if (!isOnlyThatEntry) return { answer: false };
    return {
      answer: true,
      change: {
        set: noResult(read.fixture),
        entry: (db) => entryDelete(db, read.fixture.id, side),
        history: { fixtureId: read.fixture.id, actor, action: "entry", side, entered: score, before: snapshotOf(read.fixture), after: { state: null, result: null } },
      },
    };
  });
}

/** The mails of a result that has just become disputed: both clubs, and the federation with a link to its queue. */
function disputeMails(env: EnterOptions["env"], fixture: ScoringFixture, entries: Partial<Record<Side, ResultScore>>): Mail[] {
  const recipients = [fixture.home.email, fixture.away.email, env.FEDERATION_EMAIL].filter((to): to is string => Boolean(to));
  // Live scoring's full-time is written with no request behind it: links go to the configured site.
  const origin = siteOrigin(env);
  const links = { match: siteLinks.match(origin, fixture.fixture.id), queue: siteLinks.adminTab(origin, "matches") };
  const mail = (to: string) =>
    disputeMail(
      to,
      { fixture: fixture.fixture, competition: { nameEn: fixture.competitionNameEn, nameEl: fixture.competitionNameEl }, home: fixture.home, away: fixture.away, entries },
      to === env.FEDERATION_EMAIL ? links : { match: links.match },
    );
  return [...new Set(recipients)].map(mail);
}

/**
 * The admin's result for a fixture: kept in the history, and in the audit log, with the reason
 * (the admin types one in the settle form; live scoring's full-time by the admin has none).
 * `once`: nothing is written when the result is already settled at this score.
 */
export async function settleResult(db: Db, fixture: ScoringFixture, admin: Actor, score: ResultScore, reason: string | null, { once = false } = {}) {
  assertTriesFit(fixture.code, score);
  return changeResult(db, fixture.fixture.id, fixture.fixture, (read) => {
    const before = snapshotOf(read.fixture);
    if (once && before.state === "settled" && before.result && sameResult(before.result, score)) return { answer: before };
    const after: ResultSnapshot = { state: "settled", result: score };
    return {
      answer: after,
      change: {
        set: fixtureResult("settled", score),
        history: { fixtureId: read.fixture.id, actor: admin, action: "settle", side: null, entered: score, before, after, reason },
        audit: {
          action: "result.settle",
          targetType: "fixture",
          targetId: read.fixture.id,
          summary: `Settled ${fixture.home.name} ${score.homeScore}-${score.awayScore} ${fixture.away.name}`,
          before,
          after,
          reason,
        },
      },
    };
  });
}

/**
 * The admin's live full-time taken back (undone): while the result is still settled at that
 * score, the settlement is withdrawn and the state follows the clubs' entries again (no result
 * without any). Answers whether it was withdrawn.
 */
export async function withdrawLiveSettlement(db: Db, fixture: ScoringFixture, admin: Actor, score: ResultScore): Promise<boolean> {
  return changeResult(db, fixture.fixture.id, undefined, (read) => {
    const before = snapshotOf(read.fixture);
    if (before.state !== "settled" || !before.result || !sameResult(before.result, score)) return { answer: false };
    const next = resultFromEntries(entriesOf(read.entries));
    const after: ResultSnapshot = next ? { state: next.state, result: next.result } : { state: null, result: null };
    return {
      answer: true,
      change: {
        set: next ? fixtureResult(next.state, next.result) : noResult(read.fixture),
        history: { fixtureId: read.fixture.id, actor: admin, action: "settle", side: null, entered: score, before, after },
        audit: {
          action: "result.unsettle",
          targetType: "fixture",
          targetId: read.fixture.id,
          summary: `Withdrew the live result ${fixture.home.name} ${score.homeScore}-${score.awayScore} ${fixture.away.name}`,
          before,
          after,
        },
      },
    };
  });
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
