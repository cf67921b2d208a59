/**
 * A club's roster as CSV, out and back in with the same columns (headers in English or Greek).
 * The import checks each line with the player form's own schema (rosterPlayerSchema) and says
 * what is wrong line by line; a player is the same one again when the number is (and, if two
 * share a number, the name too), so importing an exported file changes nothing. Pure: the route
 * reads the roster and writes the plan, all of it or none.
 */
import * as v from "valibot";
import { rosterPlayerSchema, type RosterPlayerInput } from "../../../schema/requests";
import { registeredPlayerSchema, type RegisteredPlayerInput } from "../../../schema/registration-requests";
import { csvHeaders, rosterImportMessages as r } from "../../../schema/open-data-messages";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { parseCsv, type CsvCell } from "../../platform/files/csv";
import { issuesToFields } from "../../platform/http/validate";
import { headerRow } from "./csv-tables";
import { say, type Language } from "../../platform/http/language";

export const ROSTER_COLUMNS = ["name", "position", "jerseyNumber", "dateOfBirth", "height", "weight"] as const;
type Column = (typeof ROSTER_COLUMNS)[number];
export const ROSTER_MAX_PLAYERS = 200;

/**
 * A roster entry as the register's view gives it (worker/modules/players/roster-view.ts): a
 * registered player's (registrationId) name and date of birth are the person's, and their number,
 * height and weight may be empty until the club gives them (issue 24).
 */
type Player = {
  id: number;
  name: string;
  position: string;
  jerseyNumber: number | null;
  dateOfBirth: string | null;
  height: number | null;
  weight: number | null;
  registrationId: number | null;
};

export const rosterRows = (players: Player[], language: Language): CsvCell[][] => [
  headerRow(language, ROSTER_COLUMNS),
  ...players.map((p) => [p.name, p.position, p.jerseyNumber, p.dateOfBirth, p.height, p.weight]),
];

export type RosterImportError = { line: number; column: string | null; message: string };
type PlayerValues = Omit<RosterPlayerInput, "id">;
export type RosterPlan = {
  errors: RosterImportError[];
  creates: PlayerValues[];
  /** A registered player's line changes only the club's fields (the name and birth date are the person's). */
  updates: ((PlayerValues | RegisteredPlayerInput) & { id: number })[];
  unchanged: number;
};

const normal = (text: string) => text.trim().toLocaleLowerCase("el").normalize("NFC");
const isHeader = (values: string[], language: Language) =>
  values.length === ROSTER_COLUMNS.length && ROSTER_COLUMNS.every((key, index) => normal(values[index]) === normal(say(language, csvHeaders[key])));
/** A whole number as a number; anything else as it is, so the schema words the problem. */
const numeric = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : value === "" ? undefined : value);

const sameValues = (a: PlayerValues, b: Player) => ROSTER_COLUMNS.every((key) => a[key] === b[key]);
const CLUB_FIELDS = ["position", "jerseyNumber", "height", "weight"] as const;
const sameClubFields = (a: RegisteredPlayerInput, b: Player) => CLUB_FIELDS.every((key) => a[key] === b[key]);

/** `language` words the errors' column names and messages. */
export function planRosterImport(csv: string, existing: Player[], language: Language): RosterPlan {
  const plan: RosterPlan = { errors: [], creates: [], updates: [], unchanged: 0 };
  const fail = (line: number, column: Column | null, message: string) =>
    plan.errors.push({ line, column: column && say(language, csvHeaders[column]), message: say(language, message) });
  const { records, unclosedQuoteLine } = parseCsv(csv);
  if (unclosedQuoteLine !== null) {
    fail(unclosedQuoteLine, null, f.csvQuote);
    return plan;
  }
  const [header, ...lines] = records;
  if (!header) {
    fail(1, null, f.csvEmpty);
    return plan;
  }
  if (!isHeader(header.values, "en") && !isHeader(header.values, "el")) {
    fail(header.line, null, r.header);
    return plan;
  }
  if (lines.length > ROSTER_MAX_PLAYERS) {
    fail(lines[ROSTER_MAX_PLAYERS].line, null, r.tooLarge);
    return plan;
  }

  const byNumber = new Map<number, Player[]>();
  for (const player of existing) {
    if (player.jerseyNumber !== null) byNumber.set(player.jerseyNumber, [...(byNumber.get(player.jerseyNumber) ?? []), player]);
  }
  const seenNumbers = new Set<number>();
  const registeredPlayers = existing.filter((player) => player.registrationId !== null);
  const registeredNamed = (name: string) => {
    const named = registeredPlayers.filter((player) => normal(player.name) === normal(name));
    return named.length === 1 ? named[0] : undefined;
  };
  for (const { line, values } of lines) {
    if (values.length !== ROSTER_COLUMNS.length) {
      fail(line, null, r.columns);
      continue;
    }
    const cell = Object.fromEntries(ROSTER_COLUMNS.map((key, index) => [key, values[index]])) as Record<Column, string>;
    const input = { ...cell, jerseyNumber: numeric(cell.jerseyNumber), height: numeric(cell.height), weight: numeric(cell.weight) };
    // A registered player's line (found by name, the person's): their club's fields only, numbers may be empty.
    const registered = registeredNamed(cell.name);
    if (registered) {
      // Not placed yet, and still nothing to place: the exported line as it was.
      if (cell.position === "" && registered.position === "" && !cell.jerseyNumber && !cell.height && !cell.weight && registered.jerseyNumber === null && registered.height === null && registered.weight === null) {
        plan.unchanged += 1;
        continue;
      }
      const checked = v.safeParse(registeredPlayerSchema, input);
      if (!checked.success) {
        for (const [field, message] of Object.entries(issuesToFields(checked.issues, registeredPlayerSchema))) fail(line, field as Column, message);
        continue;
      }
      const number = checked.output.jerseyNumber;
      if (number !== null && seenNumbers.has(number)) {
        fail(line, "jerseyNumber", r.duplicateNumber);
        continue;
      }
      if (number !== null) seenNumbers.add(number);
      if (sameClubFields(checked.output, registered)) plan.unchanged += 1;
      else plan.updates.push({ ...checked.output, id: registered.id });
      continue;
    }
    const result = v.safeParse(rosterPlayerSchema, input);
    if (!result.success) {
      for (const [field, message] of Object.entries(issuesToFields(result.issues, rosterPlayerSchema))) {
        fail(line, (ROSTER_COLUMNS as readonly string[]).includes(field) ? (field as Column) : null, message);
      }
      continue;
    }
    const { id: _none, ...player } = result.output;
    if (seenNumbers.has(player.jerseyNumber)) {
      fail(line, "jerseyNumber", r.duplicateNumber);
      continue;
    }
    seenNumbers.add(player.jerseyNumber);
    // A typed line never changes a registered player's entry.
    const sameNumber = (byNumber.get(player.jerseyNumber) ?? []).filter((candidate) => candidate.registrationId === null);
    const match = sameNumber.length === 1 ? sameNumber[0] : sameNumber.find((candidate) => normal(candidate.name) === normal(player.name));
    if (!match) plan.creates.push(player);
    else if (sameValues(player, match)) plan.unchanged += 1;
    else plan.updates.push({ ...player, id: match.id });
  }
  return plan;
}
