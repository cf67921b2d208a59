/** Words for live events, clock states and result states, as Lingui descriptors (translated where shown). */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ClockState, LiveEventType } from "../../../domain/live";
import type { ResultState } from "../../../domain/results";

export const EVENT_LABELS: Record<LiveEventType, MessageDescriptor> = {
  try: msg`Try`,
  conversion: msg`Conversion`,
  "penalty-goal": msg`Penalty goal`,
  "drop-goal": msg`Drop goal`,
  "penalty-try": msg`Penalty try`,
  "yellow-card": msg`Yellow card`,
  "red-card": msg`Red card`,
  "half-time": msg`Half-time`,
  "second-half": msg`Second half`,
  "full-time": msg`Full-time`,
};

export const CLOCK_LABELS: Record<ClockState, MessageDescriptor> = {
  "not-started": msg`Not started`,
  "first-half": msg`First half`,
  "half-time": msg`Half-time`,
  "second-half": msg`Second half`,
  "full-time": msg`Full-time`,
};

/** Each state in words (never by colour alone): a short name and what it means. */
export const RESULT_STATE_LABELS: Record<ResultState, { name: MessageDescriptor; meaning: MessageDescriptor }> = {
  provisional: { name: msg`Provisional result`, meaning: msg`Entered by one club; the other club has not confirmed it yet. The table counts it.` },
  confirmed: { name: msg`Confirmed result`, meaning: msg`Both clubs entered the same result.` },
  disputed: { name: msg`Disputed result`, meaning: msg`The clubs entered different results. The table leaves it out until the federation settles it.` },
  settled: { name: msg`Settled by the federation`, meaning: msg`The federation decided this result.` },
};
