/**
 * One shape per entity (issue 22, point 5): each answer built on a drizzle table agrees with it.
 * Every column of the table is in the answer, with the column's type and nullability, unless it is
 * listed below as left out on purpose (a secret, or what that reader does not see) or as answered
 * in another shape (and why). A column added to a table and missing from an answer built on it,
 * a column whose type changed under a hand-written field, a private column that reached an answer:
 * each fails here.
 *
 * The answers of matches, fixtures, standings, competitions' entrants and tables, and teams are
 * not listed yet: they move to the one model of issue 22 (points 1 to 3) first.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import { getTableColumns, type Column, type Table } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as r from "./responses";
import { academyRegistrations, claimRequests, clubs, news, players, persons } from "./tables";
import { auditLog, impersonations } from "./tables/back-office";
import { clubNameProposals } from "./tables/club-names";
import { mailOutbox } from "./tables/mail";
import { teams } from "./tables/competitions";

type Shape = {
  /** The answer's name in the document (or where it sits). */
  name: string;
  answer: v.GenericSchema;
  table: Table;
  /** Columns this answer does not carry, on purpose. */
  leftOut: string[];
  /** Columns this answer carries in another type than the column's: why. */
  reshaped?: Record<string, string>;
};

/** Never in any answer: the hashes, one-time tokens and second-step secrets (since issue 23 a password is a person's, not a club's). */
const CLUB_SECRETS = ["verificationToken", "verificationTokenExpiry"];
const USER_SECRETS = ["passwordHash", "verificationToken", "verificationTokenExpiry", "totpSecret"];
/** A person's own settings the player answers of the SPEC do not carry: the demo flag and the language their mails are in. */
const PERSON_INTERNAL = ["lastLoginAt", "isDemo", "language"];
/** Issue 24's columns of a person, answered by their own calls (registrations, children, the data settings), not by the SPEC's player answers. */
const PERSON_REGISTER = ["hasLogin", "healthCardExpiresOn", "publicProfile", "erasedAt"];
/** What a club sees of itself but the public does not. */
const CLUB_OWN_ONLY = ["email", "isVerified", "isAdmin", "status"];
/** What only the federation's admin sees of a club (its last sign-in is its admin's, a person's, since issue 23). */
const CLUB_ADMIN_ONLY = ["isActive"];
const PUBLIC_CONTACT = "null unless the club shows its responsible person in public (contactPublic)";

const itemOf = (schema: v.GenericSchema, key: string) => (schema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>).entries[key] as v.ArraySchema<v.GenericSchema, undefined>;

const SHAPES: Shape[] = [
  {
    name: "Club",
    answer: r.clubAnswer,
    table: clubs,
    leftOut: [...CLUB_SECRETS, ...CLUB_OWN_ONLY, ...CLUB_ADMIN_ONLY],
    reshaped: { responsiblePersonName: PUBLIC_CONTACT, responsiblePersonEmail: PUBLIC_CONTACT, responsiblePersonPhone: PUBLIC_CONTACT },
  },
  { name: "OwnClub", answer: r.ownClubAnswer, table: clubs, leftOut: [...CLUB_SECRETS, ...CLUB_ADMIN_ONLY] },
  { name: "ClubSession", answer: r.clubSessionAnswer, table: clubs, leftOut: [...CLUB_SECRETS, ...CLUB_ADMIN_ONLY] },
  { name: "ClubSignIn", answer: r.clubSignInAnswer, table: clubs, leftOut: [...CLUB_SECRETS, ...CLUB_ADMIN_ONLY] },
  { name: "AdminClub", answer: r.adminClubAnswer, table: clubs, leftOut: CLUB_SECRETS },
  { name: "AdminClubDetail", answer: r.adminClubDetailAnswer, table: clubs, leftOut: CLUB_SECRETS },
  // A registered player's date of birth is the person's (who may have none on record) and never public (issue 24).
  { name: "Player", answer: r.playerAnswer, table: players, leftOut: [], reshaped: { dateOfBirth: "the person's for a registered player; null on the public roster" } },
  // A club's team: its club is the path's, a guest's fields (abbreviation, key) are never listed.
  {
    name: "Team",
    answer: r.teamAnswer,
    table: teams,
    leftOut: ["clubId", "abbreviation", "guestKey", "createdAt"],
    reshaped: { kind: "never null for a club's team", ageGroup: "never null for a club's team", code: "never null for a club's team" },
  },
  { name: "Person", answer: r.userAnswer, table: persons, leftOut: [...USER_SECRETS, ...PERSON_INTERNAL, ...PERSON_REGISTER] },
  { name: "UserSignIn", answer: r.userSignInAnswer, table: persons, leftOut: [...USER_SECRETS, ...PERSON_INTERNAL, ...PERSON_REGISTER] },
  // The moderation state is the admin's; a public list shows published articles only.
  { name: "News", answer: r.newsAnswer, table: news, leftOut: ["isPublished", "isFeatured"] },
  { name: "ModeratedNews", answer: r.moderatedNewsAnswer, table: news, leftOut: ["content", "imageUrl", "translationOf"] },
  // The replay key is the client's, never shown back.
  { name: "ClaimRequest", answer: r.claimRequestAnswer, table: claimRequests, leftOut: ["idempotencyKey"] },
  { name: "AcademyRegistration", answer: r.academyRegistrationAnswer, table: academyRegistrations, leftOut: ["idempotencyKey"] },
  // A mail's text may hold a one-time link (a claim, a verification): the admin sees how delivery went, never what it says.
  { name: "OutboxMail", answer: r.outboxMailAnswer, table: mailOutbox, leftOut: ["text", "html", "nextAttemptAt"] },
  { name: "OutboxRetry", answer: r.outboxRetryAnswer, table: mailOutbox, leftOut: ["text", "html", "nextAttemptAt"] },
  // The admin's own session key and who runs it: the answer is about the club acted as.
  { name: "Impersonation", answer: r.impersonationAnswer, table: impersonations, leftOut: ["adminClubId", "adminName", "sessionKey", "endedAt"] },
  {
    name: "auditPage.items",
    answer: itemOf(r.auditPageAnswer, "items").item,
    table: auditLog,
    leftOut: [],
    reshaped: { before: "stored as JSON text, answered as the JSON it holds", after: "stored as JSON text, answered as the JSON it holds" },
  },
  // A club's own log says who did what and when (issue 23): the account, the club and the records' contents are the federation's.
  {
    name: "clubAuditPage.items",
    answer: r.clubAuditRecordAnswer,
    table: auditLog,
    leftOut: ["adminClubId", "adminName", "actingClubId", "impersonatedClubId", "before", "after"],
  },
  { name: "nameChange", answer: v.unwrap(r.nameChangeAnswer as v.NullableSchema<v.GenericSchema, undefined>), table: clubNameProposals, leftOut: ["clubId"] },
  { name: "adminNameChange", answer: r.adminNameChangeAnswer, table: clubNameProposals, leftOut: [] },
];

/** An answer's fields: the entries of its object schema. */
function entriesOf(answer: v.GenericSchema): Record<string, v.GenericSchema> {
  const entries = (answer as { entries?: Record<string, v.GenericSchema> }).entries;
  if (!entries) throw new Error(`${answer.type} is not an object schema`);
  return entries;
}

/** A column's JSON type as the table says it: `integer`, `string:a|b` for an enum, `… or null` when nullable. */
function columnKind(column: Column): string {
  const base =
    column.dataType === "number" ? (column.columnType === "SQLiteInteger" ? "integer" : "number") : column.enumValues?.length ? `string:${[...column.enumValues].sort().join("|")}` : column.dataType;
  return column.notNull ? base : `${base} or null`;
}

type Json = { type?: string | string[]; enum?: unknown[]; anyOf?: Json[] };

/** A field's JSON type as its answer schema says it, in the same words (descriptions and bounds aside). */
function fieldKind(schema: v.GenericSchema): string {
  const json = toJsonSchema(schema, { typeMode: "output", errorMode: "ignore" }) as Json;
  const kinds = (json.anyOf ?? [json]).map((branch) => (branch.enum ? `${branch.type ?? "string"}:${branch.enum.map(String).sort().join("|")}` : String(branch.type)));
  const nullable = kinds.includes("null");
  const base = kinds.filter((kind) => kind !== "null").join(" | ");
  return nullable ? `${base} or null` : base;
}

const columnsOf = (table: Table) => getTableColumns(table) as Record<string, Column>;

describe("each answer built on a table agrees with it (one shape per entity)", () => {
  it.each(SHAPES)("$name carries every column of its table but those left out on purpose", ({ answer, table, leftOut }) => {
    const fields = entriesOf(answer);
    const missing = Object.keys(columnsOf(table)).filter((column) => !(column in fields) && !leftOut.includes(column));
    expect(missing, "columns neither answered nor listed as left out").toEqual([]);
  });

  it.each(SHAPES)("$name carries none of the columns it leaves out, and each named is a column", ({ answer, table, leftOut }) => {
    const fields = entriesOf(answer);
    expect(leftOut.filter((column) => column in fields), "left out, yet answered").toEqual([]);
    expect(leftOut.filter((column) => !(column in columnsOf(table))), "not a column (any more)").toEqual([]);
  });

  it.each(SHAPES)("$name answers each column with the column's type and nullability", ({ answer, table, reshaped = {} }) => {
    const fields = entriesOf(answer);
    const differ = Object.entries(columnsOf(table))
      .filter(([key]) => key in fields && !(key in reshaped))
      .map(([key, column]) => ({ key, column: columnKind(column), answer: fieldKind(fields[key]!) }))
      .filter(({ column, answer: field }) => column !== field);
    expect(differ).toEqual([]);
    expect(Object.keys(reshaped).filter((key) => !(key in fields) || fieldKind(fields[key]!) === columnKind(columnsOf(table)[key]!)), "listed as reshaped, but not").toEqual([]);
  });

  it("no answer carries a column named like a secret (a hash, a token, a password, a session key)", () => {
    const secret = /hash|token|password|secret|sessionKey/i;
    const shown = SHAPES.flatMap(({ name, answer }) => Object.keys(entriesOf(answer)).filter((key) => secret.test(key)).map((key) => `${name}.${key}`));
    expect(shown).toEqual([]);
  });
});
