/**
 * The filters of a registrations list (the club's and the registrar's), each optional, and their
 * SQL on the registrations' own columns, so the indexes of schema/tables/registrations.ts serve them.
 */
import { eq, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { REGISTRATION_STATUSES, type LicenceCode, type RegistrationStatus } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { licenceCode } from "../../../schema/registration-requests";
import { seasonSchema } from "../../../schema/season";
import { registrations } from "../../../schema/tables/registrations";

export const registrationFilters = {
  status: v.optional(v.picklist(REGISTRATION_STATUSES, r.registrationStatusInvalid)),
  season: v.optional(seasonSchema),
  code: v.optional(licenceCode),
};

/** A positive id in a query string (`?teamId=`, `?clubId=`), with the message of its 400. */
export const idParam = (message: string) => v.optional(v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message)));

export type RegistrationFilters = { status?: RegistrationStatus; season?: string; code?: LicenceCode };

export const filtersWhere = ({ status, season, code }: RegistrationFilters): (SQL | undefined)[] => [
  status ? eq(registrations.status, status) : undefined,
  season ? eq(registrations.season, season) : undefined,
  code ? eq(registrations.code, code) : undefined,
];
