/**
 * The registrar's CSV import of existing licences (issue 24, point 7), as a pure plan: the route
 * (./licence-import.ts) reads what the plan needs from D1 and writes all of it or none of it.
 *
 * Columns, in this order (the first line names them):
 * `licence_number,first_name,last_name,date_of_birth,email,club,season,code,team`
 * - licence_number: kept as the licence's number (letters, digits, `-`, `/`; up to 40). Unique:
 *   one already in the register, or on an earlier line, is an error on the line.
 * - first_name, last_name, date_of_birth (YYYY-MM-DD, in the past): the player.
 * - email (may be empty): an existing person with this address is the player; otherwise a new
 *   person without a login (as a child's: a placeholder address) is made. Lines without an address
 *   and with the same name and date of birth are the same new person.
 * - club: a member club's id, or its name in English or Greek (any case). `club_id` is accepted as
 *   the column's name too.
 * - season (`2026-27` or `2026`), code (`union`, `league` or `sevens`).
 * - team (may be empty): one of the club's teams of that code, by id or name in either language.
 * A person holds one licence per code and season (pending or licensed): one in the register, or on
 * an earlier line, is an error on the line naming the club that holds it.
 */
import { isCalendarDate } from "../../../schema/field-rules";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { isSeason } from "../../../schema/season";
import { LICENCE_CODES, type LicenceCode } from "../../../domain/registrations/statuses";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { splitLine } from "../competitions/fixture-import";

export const LICENCE_CSV_HEADER = ["licence_number", "first_name", "last_name", "date_of_birth", "email", "club", "season", "code", "team"] as const;
type Column = (typeof LICENCE_CSV_HEADER)[number];
export const LICENCE_CSV_MAX_LINES = 2000;

export type ImportError = { line: number; column: string | null; message: string };

export type ImportClub = { id: number; name: string; nameEl: string | null };
export type ImportTeam = { id: number; clubId: number; code: LicenceCode; nameEn: string; nameEl: string | null };
export type ImportPerson = { id: number; email: string };
/** A place a person already holds in a code and season (pending or licensed), with the club holding it. */
export type HeldPlace = { personId: number; season: string; code: LicenceCode; clubId: number };

export type PlannedLicence = {
  line: number;
  licenceNumber: string;
  /** An existing person, or the key of a new one (lines of the same new person share it). */
  person: { id: number } | { newKey: string };
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  clubId: number;
  teamId: number | null;
  season: string;
  code: LicenceCode;
};

export type LicenceImportContext = {
  today: string;
  clubs: ImportClub[];
  teams: ImportTeam[];
  /** The people the file's addresses name (looked up beforehand), by lower-case address. */
  personsByEmail: Map<string, ImportPerson>;
  /** The licence numbers of the file already in the register. */
  takenLicenceNumbers: Set<string>;
  /** Places held by the people the file names. */
  held: HeldPlace[];
  /** A line's error naming the club that holds the place (in the request's language). */
  heldMessage: (club: ImportClub, inFile: boolean) => string;
};

export type LicenceImportPlan = { errors: ImportError[]; licences: PlannedLicence[]; newPersons: number };

const key = (name: string) => name.trim().toLocaleLowerCase("el").normalize("NFC");
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LICENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/;

/** The file's lines after the header, as values (empty lines left out), or the error that stops it. */
export function readLicenceCsv(csv: string): { rows: { line: number; values: string[] | null }[]; error?: ImportError } {
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  if (lines.length === 0) return { rows: [], error: { line: 1, column: null, message: f.csvEmpty } };
  if (lines.length > LICENCE_CSV_MAX_LINES + 1) return { rows: [], error: { line: LICENCE_CSV_MAX_LINES + 2, column: null, message: f.csvTooLarge } };
  const header = splitLine(lines[0]!)?.map((value) => (value.toLowerCase() === "club_id" ? "club" : value.toLowerCase()));
  if (!header || header.join(",") !== LICENCE_CSV_HEADER.join(",")) return { rows: [], error: { line: 1, column: null, message: r.importHeader } };
  return { rows: lines.slice(1).flatMap((text, index) => (text.trim() === "" ? [] : [{ line: index + 2, values: splitLine(text) }])) };
}

/** The addresses and licence numbers a file names, to look up before planning. */
export function namedInFile(csv: string) {
  const { rows } = readLicenceCsv(csv);
  const emails = new Set<string>();
  const numbers = new Set<string>();
  for (const { values } of rows) {
    if (!values || values.length !== LICENCE_CSV_HEADER.length) continue;
    if (values[4]) emails.add(values[4].toLowerCase());
    if (values[0]) numbers.add(values[0]);
  }
  return { emails: [...emails], licenceNumbers: [...numbers] };
}

export function planLicenceImport(csv: string, context: LicenceImportContext): LicenceImportPlan {
  const errors: ImportError[] = [];
  const plan: LicenceImportPlan = { errors, licences: [], newPersons: 0 };
  const { rows, error } = readLicenceCsv(csv);
  if (error) return (errors.push(error), plan);

  const clubById = new Map(context.clubs.map((club) => [club.id, club]));
  const clubByName = new Map<string, ImportClub>();
  for (const club of context.clubs) for (const name of [club.name, club.nameEl]) if (name && !clubByName.has(key(name))) clubByName.set(key(name), club);
  const numbersSeen = new Set<string>();
  const newPersonKeys = new Set<string>();
  // Places taken so far: the register's, then each good line's (person key | season | code → club).
  const places = new Map<string, { clubId: number; inFile: boolean }>(context.held.map((place) => [`${place.personId}|${place.season}|${place.code}`, { clubId: place.clubId, inFile: false }]));

  for (const { line, values } of rows) {
    if (!values) {
      errors.push({ line, column: null, message: f.csvQuote });
      continue;
    }
    if (values.length !== LICENCE_CSV_HEADER.length) {
      errors.push({ line, column: null, message: r.importColumns });
      continue;
    }
    const cell = Object.fromEntries(LICENCE_CSV_HEADER.map((column, i) => [column, values[i]!])) as Record<Column, string>;
    const fail = (column: Column, message: string) => errors.push({ line, column, message });
    const before = errors.length;

    const licenceNumber = cell.licence_number;
    if (!LICENCE_NUMBER.test(licenceNumber)) fail("licence_number", r.importLicenceNumberInvalid);
    else if (numbersSeen.has(licenceNumber)) fail("licence_number", r.importLicenceNumberRepeated);
    else if (context.takenLicenceNumbers.has(licenceNumber)) fail("licence_number", r.importLicenceNumberTaken);
    if (LICENCE_NUMBER.test(licenceNumber)) numbersSeen.add(licenceNumber);
    if (cell.first_name === "" || cell.first_name.length > 100) fail("first_name", r.importFirstNameRequired);
    if (cell.last_name === "" || cell.last_name.length > 100) fail("last_name", r.importLastNameRequired);
    if (!isCalendarDate(cell.date_of_birth) || cell.date_of_birth >= context.today || cell.date_of_birth < "1900-01-01") fail("date_of_birth", r.importBirthDateInvalid);
    const email = cell.email.toLowerCase();
    if (email !== "" && (!EMAIL.test(email) || email.length > 254)) fail("email", r.importEmailInvalid);
    const club = /^\d+$/.test(cell.club) ? clubById.get(Number(cell.club)) : clubByName.get(key(cell.club));
    if (!club) fail("club", r.importClubUnknown);
    if (!isSeason(cell.season)) fail("season", r.seasonRequired);
    const code = (LICENCE_CODES as readonly string[]).includes(cell.code) ? (cell.code as LicenceCode) : null;
    if (!code) fail("code", r.codeRequired);
    let teamId: number | null = null;
    if (cell.team !== "" && club && code) {
      const team = context.teams.find(
        (candidate) => candidate.clubId === club.id && candidate.code === code && (String(candidate.id) === cell.team || key(candidate.nameEn) === key(cell.team) || (candidate.nameEl !== null && key(candidate.nameEl) === key(cell.team))),
      );
      if (!team) fail("team", r.importTeamUnknown);
      else teamId = team.id;
    }
    if (errors.length > before || !club || !code) continue;

    const existing = email ? context.personsByEmail.get(email) : undefined;
    const person: PlannedLicence["person"] = existing ? { id: existing.id } : { newKey: email || `${key(cell.first_name)}|${key(cell.last_name)}|${cell.date_of_birth}` };
    const placeKey = `${"id" in person ? person.id : `new:${person.newKey}`}|${cell.season}|${code}`;
    const holder = places.get(placeKey);
    if (holder) {
      fail("season", context.heldMessage(clubById.get(holder.clubId) ?? { id: holder.clubId, name: `#${holder.clubId}`, nameEl: null }, holder.inFile));
      continue;
    }
    places.set(placeKey, { clubId: club.id, inFile: true });
    if ("newKey" in person) newPersonKeys.add(person.newKey);
    plan.licences.push({ line, licenceNumber, person, firstName: cell.first_name, lastName: cell.last_name, dateOfBirth: cell.date_of_birth, clubId: club.id, teamId, season: cell.season, code });
  }
  plan.newPersons = newPersonKeys.size;
  return plan;
}
