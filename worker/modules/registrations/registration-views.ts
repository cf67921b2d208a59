/**
 * RegistrationView (issue 24): one home for how a registration is answered, read by every area
 * that answers one (applications, the club's and the registrar's lists, families, transfers,
 * the import, eligibility). The person's date of birth and health card date are private (issue
 * 24, point 8): only the person or their parent, their club's secretary, team managers and club
 * admin, and the registrar see them; the caller says whether its reader is one (`personal`).
 *
 * `registrationViewQuery` is a select a caller can batch after its change (db.batch), page
 * (.limit/.offset) or narrow (its `where`); `asRegistrationViews` turns its rows into answers.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type * as v from "valibot";
import { isMinorOn } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import type { registrationAnswer } from "../../../schema/registration-responses";
import { clubs, persons } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { registrations } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";

export type RegistrationView = v.InferOutput<typeof registrationAnswer>;

/** Whether the reader may see the person's date of birth and health card date. */
export type ViewReader = { personal: boolean };

const viewColumns = {
  id: registrations.id,
  personId: registrations.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  dateOfBirth: persons.dateOfBirth,
  clubId: registrations.clubId,
  clubName: clubs.name,
  // Named apart: two columns both called name_el would be one in a D1 batch's answer (its rows are keyed by name).
  clubNameEl: sql<string | null>`${clubs.nameEl}`.as("club_name_el"),
  teamId: registrations.teamId,
  teamNameEn: teams.nameEn,
  teamNameEl: sql<string | null>`${teams.nameEl}`.as("team_name_el"),
  season: registrations.season,
  code: registrations.code,
  status: registrations.status,
  licenceNumber: registrations.licenceNumber,
  source: registrations.source,
  declineReason: registrations.declineReason,
  declinedBy: registrations.declinedBy,
  healthCardExpiresOn: persons.healthCardExpiresOn,
  appliedBy: registrations.appliedBy,
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
};

/** The registrations `where` selects, with their person, club and team, newest first (batchable, pageable). */
export const registrationViewQuery = (db: Db, where?: SQL) =>
  db
    .select(viewColumns)
    .from(registrations)
    .innerJoin(persons, eq(persons.id, registrations.personId))
    .innerJoin(clubs, eq(clubs.id, registrations.clubId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(where)
    .orderBy(desc(registrations.id));

export type RegistrationViewRow = Awaited<ReturnType<typeof registrationViewQuery>>[number];

/** One row as answered to `reader`; `today` (Athens) decides isMinor. */
export function asRegistrationView(row: RegistrationViewRow, reader: ViewReader, today = todayIso()): RegistrationView {
  return {
    ...row,
    isMinor: isMinorOn(row.dateOfBirth, today),
    dateOfBirth: reader.personal ? row.dateOfBirth : null,
    healthCardExpiresOn: reader.personal ? row.healthCardExpiresOn : null,
  };
}

export const asRegistrationViews = (rows: readonly RegistrationViewRow[], reader: ViewReader, today = todayIso()) => rows.map((row) => asRegistrationView(row, reader, today));

/** The registrations `where` selects, as answered to `reader`, newest first. */
export const registrationViews = async (db: Db, where: SQL | undefined, reader: ViewReader) => asRegistrationViews(await registrationViewQuery(db, where), reader);

/** One registration as answered to `reader`, or null when there is none. */
export async function registrationViewById(db: Db, id: number, reader: ViewReader): Promise<RegistrationView | null> {
  const [row] = await registrationViewQuery(db, eq(registrations.id, id)).limit(1);
  return row ? asRegistrationView(row, reader) : null;
}
