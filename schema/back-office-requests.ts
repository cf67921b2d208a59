/**
 * Request bodies of the federation's back office (issue 12), validated by the worker and the
 * admin's forms alike. The claim link's e-mail and password are club registration's own
 * (clubCredentialsSchema in requests.ts).
 */
import * as v from "valibot";
import { backOfficeMessages as b } from "./back-office-messages";
import { optionalField, wholeNumber } from "./field-rules";
import { clubProfileSchema } from "./requests";
import { messages as m } from "./messages";
import { peopleMessages as p } from "./people-messages";
import { wellFormedString as string } from "./text";

/** A decision's reason: typed by the admin, mailed to the person it concerns. */
const reason = v.pipe(string(b.reasonRequired), v.trim(), v.minLength(3, b.reasonRequired), v.maxLength(1000, m.tooLong));
const optionalReason = optionalField(v.pipe(string(), v.trim(), v.maxLength(1000, m.tooLong)), { empty: "", absent: "" });

export const approveSchema = v.object({ reason: optionalReason });
export const rejectSchema = v.object({ reason });

export const ACADEMY_STATUSES = ["new", "contacted", "enrolled", "declined"] as const;
export const AGE_GROUPS = ["U10", "U12", "U14", "U16"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const academyUpdateSchema = v.object({
  status: optionalField(v.picklist(ACADEMY_STATUSES, b.academyStatusInvalid)),
  notes: optionalField(v.pipe(string(), v.trim(), v.maxLength(4000, m.tooLong)), { empty: "" }),
});

/** The admin's edit of a club's public details: the club profile's own rules. */
export const adminClubEditSchema = clubProfileSchema;

/**
 * Acting as a person for support (issue 23): `{ personId, clubId?, reason, minutes }`, for one of
 * their clubs (their first without a club); `{ clubId, reason, minutes }` alone still acts as that
 * club's first club admin (issue 12's contract). One of the two is needed.
 */
export const impersonationSchema = v.pipe(
  v.object({
    personId: optionalField(wholeNumber(p.personRequired, 1, 1_000_000_000)),
    clubId: optionalField(wholeNumber(m.clubRequired, 1, 1_000_000_000)),
    reason,
    minutes: optionalField(wholeNumber(b.impersonationMinutes, 1, 30), { empty: 30, absent: 30 }),
  }),
  v.forward(
    v.check((body) => body.personId !== undefined || body.clubId !== undefined, m.clubRequired),
    ["clubId"],
  ),
);
