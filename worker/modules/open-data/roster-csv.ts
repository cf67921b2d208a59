/**
 * A club's roster as CSV, out and back in with the same columns (headers in English or Greek).
 * The import checks each line with the player form's own schema (rosterPlayerSchema) and says
 * what is wrong line by line; a player is the same one again when the number is (and, if two
 * share a number, the name too), so importing an exported file changes nothing. Pure: the route
 * reads the roster and writes the plan, all of it or none.
 */
import * as v from "valibot";
import { rosterPlayerSchema, type RosterPlayerInput } from "../../../schema/requests";
import { csvHeaders, rosterImportMessages as r } from "../../../schema/open-data-messages";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import type { Player } from "../../../schema/tables";
import { parseCsv, type CsvCell } from "../../platform/files/csv";
import { issuesToFields } from "../../platform/http/validate";
import { headerRow } from "./csv-tables";
import { say, type Language } from "../../platform/http/language";

export const ROSTER_COLUMNS = ["name", "position", "jerseyNumber", "dateOfBirth", "height", "weight"] as const;
type Column = (typeof ROSTER_COLUMNS)[number];
export const ROSTER_MAX_PLAYERS = 200;

export const rosterRows = (players: Player[], language: Language): CsvCell[][] => [
  headerRow(language, ROSTER_COLUMNS),
  ...players.map((p) => [p.name, p.position, p.jerseyNumber, p.dateOfBirth, p.height, p.weight]),
];

export type RosterImportError = { line: number; column: string | null; message: string };
type PlayerValues = Omit<RosterPlayerInput, "id">;
export type RosterPlan = {
  errors: RosterImportError[];
  creates: PlayerValues[];
  updates: (PlayerValues & { id: number })[];
  unchanged: number;
};

const normal = (text: string) => text.trim().toLocaleLowerCase("el").normalize("NFC");
const isHeader = (values: string[], language: Language) =>
  values.length === ROSTER_COLUMNS.length && ROSTER_COLUMNS.every((key, index) => normal(values[index]) === normal(say(language, csvHeaders[key])));
/** A whole number as a number; anything else as it is, so the schema words the problem. */
const numeric = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : value === "" ? undefined : value);

const sameValues = (a: PlayerValues, b: Player) => ROSTER_COLUMNS.every((key) => a[key] === b[key]);

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
  for (const { line, values } of lines) {
    if (values.length !== ROSTER_COLUMNS.length) {
      fail(line, null, r.columns);
      continue;
    }
    const cell = Object.fromEntries(ROSTER_COLUMNS.map((key, index) => [key, values[index]])) as Record<Column, string>;
    const input = { ...cell, jerseyNumber: numeric(cell.jerseyNumber), height: numeric(cell.height), weight: numeric(cell.weight) };
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
    const sameNumber = byNumber.get(player.jerseyNumber) ?? [];
    const match = sameNumber.length === 1 ? sameNumber[0] : sameNumber.find((candidate) => normal(candidate.name) === normal(player.name));
    if (!match) plan.creates.push(player);
    else if (sameValues(player, match)) plan.unchanged += 1;
    else plan.updates.push({ ...player, id: match.id });
  }
  return plan;
}
