/**
 * Answers of player registration (issue 24), as schema/responses.ts writes them: valibot schemas
 * of what goes on the wire, derived from the tables (drizzle-valibot) where they are a row's, for
 * the API document and the tests. Other areas of issue 24 (families, transfers, eligibility) add
 * theirs here with small edits.
 */
import { createSelectSchema } from "drizzle-valibot";
import * as v from "valibot";
import { INELIGIBILITY_REASONS } from "../domain/registrations/eligibility-reasons";
import { registrations, transfers } from "./tables/registrations";

const about = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));
const anId = (schema: v.GenericSchema<number>) => v.pipe(schema, v.minValue(1));
const MOMENT = "A moment in UTC, ISO 8601 (2026-11-24T18:30:00.000Z).";
const LOCAL_DATE = "A local date in Europe/Athens, YYYY-MM-DD.";
const PRIVATE = "Null unless the reader may see it: the person or their parent, the club's secretary, team managers and club admin, and the registrar.";
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const positive = v.pipe(v.number(), v.integer(), v.minValue(1));

// ---- registrations (worker/modules/registrations/registration-views.ts) ----------------------

const row = createSelectSchema(registrations, { id: anId, personId: anId, clubId: anId, teamId: anId, appliedBy: anId }).entries;

/**
 * RegistrationView (pinned by issue 24): a registration with its person's name, its club's and
 * team's names; the date of birth and health card date only for the readers who may see them.
 */
export const registrationAnswer = v.strictObject({
  id: row.id,
  personId: row.personId,
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: about(v.nullable(v.string()), `${LOCAL_DATE} ${PRIVATE}`),
  isMinor: about(v.boolean(), "Under 18 today (Athens), whoever reads it."),
  clubId: row.clubId,
  clubName: v.string(),
  clubNameEl: about(v.nullable(v.string()), "The club's name in Greek."),
  teamId: row.teamId,
  teamNameEn: v.nullable(v.string()),
  teamNameEl: v.nullable(v.string()),
  season: about(row.season, "`2026-27` or `2026`."),
  code: about(row.code, "union, league or sevens: a person holds one licence per code and season."),
  status: about(row.status, "pending-club → pending-federation → licensed; or declined, withdrawn, lapsed (erased)."),
  licenceNumber: about(row.licenceNumber, "Issued by the registrar's approval (RH-2026-U000042), or kept from an import."),
  source: row.source,
  declineReason: row.declineReason,
  declinedBy: about(row.declinedBy, "Which side declined: the club or the federation."),
  healthCardExpiresOn: about(v.nullable(v.string()), `${LOCAL_DATE} ${PRIVATE}`),
  appliedBy: about(row.appliedBy, "The person who applied: the player, or the parent for a child."),
  createdAt: about(row.createdAt, MOMENT),
  updatedAt: about(row.updatedAt, MOMENT),
});

/** GET /api/admin/registrations: one page of the registrar's list, newest first. */
export const registrationPageAnswer = v.strictObject({
  items: v.array(registrationAnswer),
  total: about(count, "How many match the filters, on every page."),
  page: positive,
  pageSize: about(positive, "At most 100."),
});

// ---- transfers (worker/modules/transfers/transfer-views.ts) ----------------------------------

const transferRow = createSelectSchema(transfers, { id: anId, personId: anId, fromClubId: anId, toClubId: anId }).entries;

/** TransferView (pinned by issue 24): a transfer with its person's name and both clubs' names. */
export const transferAnswer = v.strictObject({
  id: transferRow.id,
  personId: transferRow.personId,
  firstName: v.string(),
  lastName: v.string(),
  code: about(transferRow.code, "The code whose licence moves: union, league or sevens."),
  season: transferRow.season,
  fromClubId: about(transferRow.fromClubId, "The club the player leaves (null once that club is deleted)."),
  fromClubName: v.nullable(v.string()),
  fromClubNameEl: v.nullable(v.string()),
  toClubId: transferRow.toClubId,
  toClubName: v.string(),
  toClubNameEl: v.nullable(v.string()),
  status: about(transferRow.status, "open (the current club may object) → objected or released → approved or declined by the registrar; or withdrawn by the player."),
  objectionDeadline: about(transferRow.objectionDeadline, `The end of the current club's 7 days to object. ${MOMENT}`),
  objectionReason: transferRow.objectionReason,
  declineReason: transferRow.declineReason,
  createdAt: about(transferRow.createdAt, MOMENT),
  decidedAt: about(transferRow.decidedAt, `The registrar's approval or decline. ${MOMENT}`),
});

/** GET /api/transfers/history: one club a person played for, in one code and season. */
export const clubHistoryAnswer = v.strictObject({
  clubId: anId(v.number()),
  clubName: v.string(),
  clubNameEl: v.nullable(v.string()),
  code: transferRow.code,
  season: transferRow.season,
  from: about(v.string(), `The day the licence began with the club. ${LOCAL_DATE}`),
  to: about(v.nullable(v.string()), `The day it left the club (a transfer's approval, or the season's last day); null while it holds. ${LOCAL_DATE}`),
});

// ---- families and personal data (worker/modules/families) --------------------------------------

/** GET /api/me/children (pinned): a parent's child, with the time of the parent's consent. */
export const childAnswer = v.strictObject({
  id: positive,
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: about(v.nullable(v.string()), LOCAL_DATE),
  consentAt: about(v.string(), `When the parent consented to the processing of the child's data (Greek law 4624/2019, art. 21). ${MOMENT}`),
  hasLogin: about(v.boolean(), "Whether the child signs in with a login of their own (from 15, approved by a parent)."),
  email: about(v.nullable(v.string()), "The child's own address; null without a login."),
});

/** POST /api/me/children (pinned): the new child's id. */
export const childCreatedAnswer = v.strictObject({ id: positive });

/** GET /api/me/data/visibility: the person and each of their children, and whether each shows on public pages. */
export const visibilityAnswer = v.strictObject({
  personId: positive,
  firstName: v.string(),
  lastName: v.string(),
  isMinor: about(v.boolean(), "Under 18 today (Athens): never public unless a parent opts in."),
  publicProfile: about(v.boolean(), "Name, club, team and position on public pages."),
  canOptIn: about(v.boolean(), "Whether the reader may make this person public (a minor's own login may opt out, not in)."),
});

/** POST /api/me/data/erasure: the people whose details were erased. */
export const erasureAnswer = v.strictObject({ erased: about(v.array(positive), "The person, and their children when asked.") });

/** POST /api/admin/academy-registrations/{id}/children: the parent and the children's pending registrations. */
export const academyConversionAnswer = v.strictObject({
  parentId: positive,
  parentCreated: about(v.boolean(), "Whether the parent's account was made now (they are mailed a link to choose a password)."),
  children: v.array(v.strictObject({ personId: positive, registrationId: positive })),
});

// ---- eligibility (worker/modules/registrations/eligibility-routes.ts) ------------------------

/** GET /api/fixtures/{id}/eligibility (pinned by issue 24): one person of the club's list. */
export const eligibilityAnswer = v.strictObject({
  personId: positive,
  name: about(v.string(), "The person's first and last names."),
  eligible: about(v.boolean(), "Whether they may play for the club's team in the fixture, on its date (Athens)."),
  reasons: about(
    v.array(v.strictObject({ code: v.picklist(INELIGIBILITY_REASONS), message: about(v.string(), "The reason in the request's language.") })),
    "Every reason they may not, in this order: no-licence, health-card-expired, suspended, age-group; empty when eligible.",
  ),
});

// ---- the registrar's licence import and the club's re-registration (issue 24, point 7) --------

const lineError = v.strictObject({
  line: positive,
  column: about(v.nullable(v.string()), "The file's column (licence_number, first_name, … team); null for the whole line."),
  message: about(v.string(), "In the request's language."),
});

/** POST /api/admin/registrations/import: what the import did (or, with ?dryRun=true, would do). */
export const licenceImportAnswer = v.strictObject({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  dryRun: v.boolean(),
  created: about(count, "Licensed registrations made (or that a dry run would make); 0 when any line is wrong."),
  personsCreated: about(count, "New people without a login, for lines whose address matched no one."),
  errors: v.array(lineError),
});

/** POST /api/clubs/registrations/re-register. */
export const reRegisterAnswer = v.strictObject({
  created: about(count, "Registrations made, waiting for the registrar (`pending-federation`)."),
  skipped: v.array(v.strictObject({ personId: positive, name: v.string(), reason: about(v.string(), "Why not, in the request's language.") })),
});
