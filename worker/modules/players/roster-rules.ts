/** The roster's rules for a registered player's entry (issue 24, point 4), apart from the routes. */
import * as v from "valibot";
import { messages } from "../../../schema/messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { badRequest, conflict } from "../../platform/errors/api-error";
import { issuesToFields } from "../../platform/http/validate";
import type { RosterEntry } from "./roster-view";

/** A body checked with `schema` in the handler (which schema depends on the entry): a 400 with the SPEC's messages, as validate() answers. */
export function checked<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const fields = issuesToFields(result.issues, schema);
  throw badRequest(Object.values(fields)[0] ?? messages.invalidInput, fields);
}

/** A registered player leaves the roster when their registration ends or moves, never by deleting the entry. */
export function refuseDeletingRegistered(entry: RosterEntry) {
  if (entry.registrationId !== null) throw conflict(r.rosterEntryRegistered);
}
