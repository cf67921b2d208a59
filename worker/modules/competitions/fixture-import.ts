/**
 * The CSV import of a competition's fixtures and results (issue 10):
 * `round,date,time,home,away,venue,home_score,away_score,home_tries,away_tries,status`.
 * Teams match entrants by name in either language (the team's, or its club's, English or Greek
 * name) or by abbreviation, in any case; with
 * `createTeams` an unknown name becomes a guest team. A date is a real one from 1950 to ten years
 * ahead, as every fixture's. Empty scores mean not played yet; round, time, venue and status may be
 * empty (status then follows the scores). A fixture is the same one again when its round (or,
 * without a round, its date) and its two teams are: importing a file twice changes nothing.
 * Pure: the route reads the competition and writes the plan, all of it or none.
 */
import { FIXTURE_STATUSES, type FixtureStatus } from "../../../domain/fixtures/fixture-status";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { isCalendarDate, isMatchDateInWindow, isTime } from "../../../schema/field-rules";
import { messages as m } from "../../../schema/messages";
import { type EntrantFixture, resultProblems } from "./competitions";

export const CSV_HEADER = ["round", "date", "time", "home", "away", "venue", "home_score", "away_score", "home_tries", "away_tries", "status"] as const;
type Column = (typeof CSV_HEADER)[number];
export const CSV_MAX_LINES = 2000;

export type ImportError = { line: number; column: string | null; message: string };
/** A team as the file names it: an entrant's id, or a guest to create (by its name). */
export type TeamRef = { entrantId: number } | { guest: string };
export type PlannedFixture = {
  line: number;
  existingId: number | null;
  round: number | null;
  date: string;
  time: string | null;
  venue: string | null;
  status: FixtureStatus;
  home: TeamRef;
  away: TeamRef;
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
};
export type ImportPlan = { errors: ImportError[]; creates: PlannedFixture[]; updates: PlannedFixture[]; unchanged: number; guests: string[] };

/** One line's values; quotes as RFC 4180 has them (a doubled quote inside a quoted value). */
export function splitLine(line: string): string[] | null {
  const values: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === "") {
      quoted = true;
      current = "";
    } else if (char === ",") {
      values.push(current.trim());
      current = "";
    } else current += char;
  }
  if (quoted) return null;
  values.push(current.trim());
  return values;
}

const key = (name: string) => name.trim().toLocaleLowerCase("el").normalize("NFC");

/** An entrant (a team, issue 22), its club (null for a guest) and the names the file may call it by, its own first. */
type Team = { id: number; clubId: number | null; names: (string | null)[] };

export function planImport(
  csv: string,
  context: { code: "union" | "league"; teams: Team[]; fixtures: EntrantFixture[]; createTeams: boolean },
): ImportPlan {
  const errors: ImportError[] = [];
  const plan: ImportPlan = { errors, creates: [], updates: [], unchanged: 0, guests: [] };
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  if (lines.length === 0) {
    errors.push({ line: 1, column: null, message: f.csvEmpty });
    return plan;
  }
  if (lines.length > CSV_MAX_LINES + 1) {
    errors.push({ line: CSV_MAX_LINES + 2, column: null, message: f.csvTooLarge });
    return plan;
  }
  const header = splitLine(lines[0])?.map((value) => value.toLowerCase());
  if (!header || header.join(",") !== CSV_HEADER.join(",")) {
    errors.push({ line: 1, column: null, message: f.csvHeader });
    return plan;
  }

  const byName = new Map<string, number>();
  // Every team's first name before any team's second: a team's own name wins over another team's club name.
  for (let level = 0; level < Math.max(0, ...context.teams.map((team) => team.names.length)); level += 1) {
    for (const team of context.teams) {
      const name = team.names[level];
      if (name && !byName.has(key(name))) byName.set(key(name), team.id);
    }
  }
  const clubs = new Map<number, { clubId: number | null }>(context.teams.map((team) => [team.id, { clubId: team.clubId }]));
  const guests = new Map<string, string>();
  const existing = new Map(context.fixtures.map((fixture) => [identity(fixture.round, fixture.date, fixture.homeEntrantId, fixture.awayEntrantId), fixture]));
  const seen = new Set<string>();

  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === "") return;
    const values = splitLine(text);
    if (!values) return errors.push({ line, column: null, message: f.csvQuote });
    if (values.length !== CSV_HEADER.length) return errors.push({ line, column: null, message: f.csvColumns });
    const cell = Object.fromEntries(CSV_HEADER.map((column, i) => [column, values[i]])) as Record<Column, string>;
    const fail = (column: Column, message: string) => errors.push({ line, column, message });
    const before = errors.length;

    const whole = (column: Column, min: number, max: number, message: string) => {
      const value = cell[column];
      if (value === "") return null;
      if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max) {
        fail(column, message);
        return null;
      }
      return Number(value);
    };
    const round = whole("round", 1, 200, f.roundInvalid);
    if (!isCalendarDate(cell.date)) fail("date", f.dateInvalid);
    else if (!isMatchDateInWindow(cell.date)) fail("date", m.matchDateRange);
    if (cell.time !== "" && !isTime(cell.time)) fail("time", f.timeInvalid);
    if (cell.venue.length > 150) fail("venue", f.venueTooLong);
    const homeScore = whole("home_score", 0, 300, f.scoreRange);
    const awayScore = whole("away_score", 0, 300, f.scoreRange);
    const homeTries = whole("home_tries", 0, 60, f.triesRange);
    const awayTries = whole("away_tries", 0, 60, f.triesRange);
    if (cell.status !== "" && !(FIXTURE_STATUSES as readonly string[]).includes(cell.status)) fail("status", f.statusInvalid);

    const team = (column: "home" | "away"): TeamRef | null => {
      const name = cell[column];
      if (name === "") return (fail(column, f.csvTeamRequired), null);
      const found = byName.get(key(name));
      if (found !== undefined) return { entrantId: found };
      if (!context.createTeams) return (fail(column, f.csvTeamUnknown), null);
      if (name.length < 2 || name.length > 100) return (fail(column, f.entrantNeeded), null);
      if (!guests.has(key(name))) guests.set(key(name), name);
      return { guest: guests.get(key(name))! };
    };
    const home = team("home");
    const away = team("away");
    if (errors.length > before || !home || !away) return;

    const status = (cell.status || (homeScore !== null ? "played" : "scheduled")) as FixtureStatus;
    const refId = (ref: TeamRef) => ("entrantId" in ref ? ref.entrantId : -1 - [...guests.keys()].indexOf(key(ref.guest)));
    const homeId = refId(home);
    const awayId = refId(away);
    const sides = new Map([homeId, awayId].map((id) => [id, clubs.get(id) ?? { clubId: null }]));
    const problems = resultProblems(context.code, sides, { homeEntrantId: homeId, awayEntrantId: awayId, status, homeScore, awayScore, homeTries, awayTries });
    const column: Record<string, Column> = { homeEntrantId: "home", awayEntrantId: "away", homeScore: "home_score", awayScore: "away_score", homeTries: "home_tries", awayTries: "away_tries" };
    for (const [field, message] of Object.entries(problems)) fail(column[field] ?? "status", message);
    if (errors.length > before) return;

    const id = identity(round, cell.date, homeId, awayId);
    if (seen.has(id)) return fail("home", f.csvDuplicate);
    seen.add(id);
    const planned: PlannedFixture = {
      line,
      existingId: null,
      round,
      date: cell.date,
      time: cell.time || null,
      venue: cell.venue || null,
      status,
      home,
      away,
      homeScore,
      awayScore,
      homeTries,
      awayTries,
    };
    const match = existing.get(id);
    if (!match) plan.creates.push(planned);
    else if (sameFixture(match, planned)) plan.unchanged += 1;
    else plan.updates.push({ ...planned, existingId: match.id });
  });
  plan.guests = [...guests.values()];
  return plan;
}

/** The same fixture: same round (or, without one, same date) and the same two teams, home and away. */
const identity = (round: number | null, date: string, homeId: number, awayId: number | null) => `${round ?? `d${date}`}|${homeId}|${awayId}`;

const sameFixture = (row: EntrantFixture, planned: PlannedFixture) =>
  row.date === planned.date &&
  row.time === planned.time &&
  row.venue === planned.venue &&
  row.status === planned.status &&
  row.homeScore === planned.homeScore &&
  row.awayScore === planned.awayScore &&
  row.homeTries === planned.homeTries &&
  row.awayTries === planned.awayTries;
