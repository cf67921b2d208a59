/**
 * POST /api/admin/registrations/import (issue 24, point 7): the registrar imports existing licences
 * from a CSV file (text/csv; the columns and rules are in ./licence-import-plan.ts), all or nothing,
 * as the fixture import does:
 * - `?dryRun=true`: 200 with the report, errors included, and nothing written;
 * - a real import with any error: 400 `{ message, code: "invalid_input", fields, ...report }` (the
 *   first error as the message) and nothing written;
 * - otherwise every line becomes a licensed registration (source "import", the file's licence
 *   number), with its roster entry, in one D1 batch: 200 with the report.
 * The report (for the import dialog on the registrar's tab): `{ dryRun, created, personsCreated,
 * errors: [{ line, column, message }] }`, `column` one of the file's column names, or null for the
 * whole line; each message in the request's language.
 * Mounted at /api/admin/registrations, behind the admin door and federationMay("registrations").
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { newestLicenceClub } from "./player-club";
import * as v from "valibot";
import { HOLDING_STATUSES } from "../../../domain/registrations/statuses";
import { todayIso } from "../../../schema/athens-time";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { clubs, persons } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { personRoles } from "../../../schema/tables/people";
import { registrations } from "../../../schema/tables/registrations";
import { type Db, getDb, isUniqueViolation } from "../../platform/db";
import { ApiError, conflict } from "../../platform/errors/api-error";
import { requestLanguage, say } from "../../platform/http/language";
import { validate } from "../../platform/http/validate";
import { UNUSABLE_PASSWORD } from "../../platform/sessions/password";
import { federationMay, type WithClub } from "../../platform/sessions/auth-guards";
import { personIdByEmail } from "../families/family-records";
import { noLoginEmail } from "../families/no-login";
import { type HeldPlace, type ImportTeam, namedInFile, planLicenceImport } from "./licence-import-plan";
import { enrolOnRoster } from "./roster-entries";

const importQuery = v.object({ dryRun: v.optional(v.picklist(["true", "false"], r.importDryRunInvalid)) });

/** D1 binds at most 100 values a statement: look lists up in slices. */
async function inSlices<T, R>(values: T[], read: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += 90) rows.push(...(await read(values.slice(start, start + 90))));
  return rows;
}

export const licenceImport = new Hono<WithClub>().post("/import", federationMay("registrations"), validate("query", importQuery), async (c) => {
  const db = getDb(c.env);
  const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "text/csv") throw new ApiError(415, "unsupported_media_type", f.csvContentType);
  const dryRun = c.req.valid("query").dryRun === "true";
  const csv = new TextDecoder("utf-8").decode(await c.req.arrayBuffer());
  const language = requestLanguage(c);

  const named = namedInFile(csv);
  const [memberClubs, clubTeams, known, taken] = await Promise.all([
    db.select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl }).from(clubs).where(eq(clubs.isAdmin, false)),
    db.select({ id: teams.id, clubId: teams.clubId, code: teams.code, nameEn: teams.nameEn, nameEl: teams.nameEl }).from(teams).where(and(isNotNull(teams.clubId), isNotNull(teams.code))),
    inSlices(named.emails, (slice) => db.select({ id: persons.id, email: persons.email }).from(persons).where(inArray(sql`lower(${persons.email})`, slice))),
    inSlices(named.licenceNumbers, (slice) => db.select({ number: registrations.licenceNumber }).from(registrations).where(inArray(registrations.licenceNumber, slice))),
  ]);
  const held = await inSlices(
    known.map((person) => person.id),
    (slice) =>
      db
        .select({ personId: registrations.personId, season: registrations.season, code: registrations.code, clubId: registrations.clubId })
        .from(registrations)
        .where(and(inArray(registrations.personId, slice), inArray(registrations.status, [...HOLDING_STATUSES]))) as Promise<HeldPlace[]>,
  );
  const plan = planLicenceImport(csv, {
    today: todayIso(),
    clubs: memberClubs,
    teams: clubTeams as ImportTeam[],
    personsByEmail: new Map(known.map((person) => [person.email.toLowerCase(), person])),
    takenLicenceNumbers: new Set(taken.map((row) => row.number!)),
    held,
    heldMessage: (club, inFile) => `${say(language, inFile ? r.importRepeatedLicence : r.alreadyRegistered)} ${language === "el" ? club.nameEl || club.name : club.name}`,
  });

  const failed = plan.errors.length > 0;
  const report = { dryRun, created: failed ? 0 : plan.licences.length, personsCreated: failed ? 0 : plan.newPersons, errors: plan.errors };
  if (failed && !dryRun) {
    const first = plan.errors[0]!;
    return c.json({ message: first.message, code: "invalid_input", fields: { [first.column ?? "file"]: first.message }, ...report }, 400);
  }
  if (failed || dryRun || plan.licences.length === 0) return c.json(report, 200);

  try {
    const statements = [...importStatements(db, plan.licences, c.var.person.id, language), ...(c.var.writeRecord ? [c.var.writeRecord(db)] : [])];
    await db.batch(statements as unknown as Parameters<Db["batch"]>[0]);
  } catch (error) {
    // Another import (or approval) took a licence number or a place since the plan was read.
    if (isUniqueViolation(error)) throw conflict(r.importLicenceNumberTaken);
    throw error;
  }
  return c.json(report, 200);
});

/** Every new person (without a login), every licence with its roster entry, and each person's club. */
function importStatements(db: Db, licences: ReturnType<typeof planLicenceImport>["licences"], registrarId: number, language: "en" | "el") {
  const now = new Date().toISOString();
  const newEmails = new Map<string, string>();
  const statements: unknown[] = [];
  for (const licence of licences) {
    if (!("newKey" in licence.person) || newEmails.has(licence.person.newKey)) continue;
    const email = noLoginEmail(crypto.randomUUID());
    newEmails.set(licence.person.newKey, email);
    const { firstName, lastName, dateOfBirth } = licence;
    statements.push(
      db.insert(persons).values({ email, passwordHash: UNUSABLE_PASSWORD, firstName, lastName, dateOfBirth, hasLogin: false, isVerified: false, language }),
      db.insert(personRoles).values({ personId: personIdByEmail(email), role: "player", clubId: null }).onConflictDoNothing(),
    );
  }
  const personOf = (licence: (typeof licences)[number]) => ("id" in licence.person ? licence.person.id : personIdByEmail(newEmails.get(licence.person.newKey)!));
  for (const licence of licences) {
    statements.push(
      db.insert(registrations).values({
        personId: personOf(licence),
        clubId: licence.clubId,
        teamId: licence.teamId,
        season: licence.season,
        code: licence.code,
        status: "licensed",
        licenceNumber: licence.licenceNumber,
        source: "import",
        federationDecidedAt: now,
        federationDecidedBy: registrarId,
        licensedAt: now,
      }),
      enrolOnRoster(db, sql`(select id from registrations where licence_number = ${licence.licenceNumber})`),
    );
  }
  const people = new Map(licences.map((licence) => [("id" in licence.person ? `id:${licence.person.id}` : licence.person.newKey), personOf(licence)]));
  for (const person of people.values()) statements.push(db.update(persons).set({ clubId: newestLicenceClub(person) }).where(eq(persons.id, person)));
  return statements;
}
