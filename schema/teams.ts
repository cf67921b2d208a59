/**
 * A club's team as its dashboard form and the API take it (issue 22): POST /api/clubs/teams and,
 * every field optional, PATCH /api/clubs/teams/{id}. The words of kind, age group and code are
 * domain/teams/team.ts's.
 */
import * as v from "valibot";
import { TEAM_AGE_GROUPS, TEAM_CODES, TEAM_KINDS } from "../domain/teams/team";
import { objectNotList, optionalField, optionalFields } from "./field-rules";
import { messages } from "./messages";
import { teamMessages as t } from "./team-messages";
import { wellFormedString } from "./text";

const name = (message: string) => v.pipe(wellFormedString(message), v.trim(), v.minLength(2, message), v.maxLength(100, messages.tooLong));

const teamEntries = {
  nameEn: name(t.nameEnMin),
  nameEl: name(t.nameElMin),
  kind: v.picklist(TEAM_KINDS, t.kindRequired),
  ageGroup: v.picklist(TEAM_AGE_GROUPS, t.ageGroupRequired),
  code: v.picklist(TEAM_CODES, t.codeRequired),
};

/** A new team: both names, who plays, the age group and the game; active unless told otherwise. */
export const teamSchema = v.object({
  ...teamEntries,
  active: optionalField(v.boolean(t.activeInvalid), { empty: true, absent: true }),
});
export type TeamInput = v.InferOutput<typeof teamSchema>;

/** A change: any of the fields, each by the same rule; `{ active: false }` deactivates the team. */
export const teamChangeSchema = objectNotList(v.object(optionalFields({ ...teamEntries, active: v.boolean(t.activeInvalid) })), messages.invalidInput);
export type TeamChange = v.InferOutput<typeof teamChangeSchema>;
