/**
 * Request bodies of result entry and live scoring (issue 14), shared by the worker and the app.
 * Checks that need the fixture (its code for tries, its rosters) are the worker's, with the same
 * messages.
 */
import * as v from "valibot";
import { LIVE_WRITE_TYPES, MAX_MINUTE, TEAMLESS_WRITE_TYPES } from "../domain/live/events";
import { fixtureMessages as f } from "./competition-admin-messages";
import { optionalField, wholeNumber } from "./field-rules";
import { liveMessages as l } from "./live-messages";
import { wellFormedString as string } from "./text";

/** A phone's id, or the Idempotency-Key of the event an undo takes back. */
const token = (message: string) => v.pipe(string(message), v.regex(/^[A-Za-z0-9-]{8,100}$/, message));
const score = wholeNumber(f.scoreRange, 0, 300);
const tries = wholeNumber(f.triesRange, 0, 60);
const side = v.picklist(["home", "away"], l.sideRequired);

const resultFields = { homeScore: score, awayScore: score, homeTries: tries, awayTries: tries };

/**
 * POST /api/fixtures/{id}/result: a club's final result. A club official's entry is its own
 * club's side; the admin names the side it enters for.
 */
export const resultEntrySchema = v.object({ ...resultFields, side: optionalField(side) });
export type ResultEntryInput = v.InferOutput<typeof resultEntrySchema>;

/** POST /api/admin/fixtures/{id}/settle: the admin's result, with the reason that is kept. */
export const settleSchema = v.object({
  ...resultFields,
  reason: v.pipe(string(l.reasonRequired), v.trim(), v.minLength(3, l.reasonRequired), v.maxLength(500, l.reasonRequired)),
});
export type SettleInput = v.InferOutput<typeof settleSchema>;

export { LIVE_WRITE_TYPES };
/** The clock's events and the actions (undo, count) name no team (domain/live/events.ts). */
const clockTypes: readonly string[] = TEAMLESS_WRITE_TYPES;

/**
 * POST /api/fixtures/{id}/live/events, with an Idempotency-Key header: one event, `undo` with
 * the key of the event it takes back, or `count` with the key of the possible duplicate it
 * counts. `deviceId` and `seq` are the phone's and its running number for the fixture; `at` the
 * phone's clock when tapped (epoch ms).
 */
export const liveEventSchema = v.pipe(
  v.object({
    deviceId: token(l.deviceInvalid),
    seq: wholeNumber(l.sequenceInvalid, 1, 1_000_000),
    at: wholeNumber(l.tapTimeInvalid, 0, 8_640_000_000_000_000),
    minute: wholeNumber(l.minuteInvalid, 0, MAX_MINUTE),
    type: v.picklist(LIVE_WRITE_TYPES, l.eventTypeInvalid),
    team: optionalField(v.picklist(["home", "away"], l.teamRequired), { empty: null, absent: null }),
    playerId: optionalField(wholeNumber(l.playerInvalid, 1, 1_000_000_000), { empty: null, absent: null }),
    undoes: optionalField(token(l.undoTargetRequired), { empty: null, absent: null }),
    counts: optionalField(token(l.countTargetRequired), { empty: null, absent: null }),
  }),
  v.forward(
    v.check((input) => clockTypes.includes(input.type) || input.team !== null, l.teamRequired),
    ["team"],
  ),
  v.forward(
    v.check((input) => input.type !== "undo" || input.undoes !== null, l.undoTargetRequired),
    ["undoes"],
  ),
  v.forward(
    v.check((input) => input.type !== "count" || input.counts !== null, l.countTargetRequired),
    ["counts"],
  ),
);
export type LiveEventInput = v.InferOutput<typeof liveEventSchema>;
