import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { USER_POSITIONS } from "../../../schema";

type UserPosition = (typeof USER_POSITIONS)[number];

/** The player's own position choices (SPEC section 3): stored in English, shown translated. */
export const USER_POSITION_LABELS: Record<UserPosition, MessageDescriptor> = {
  Prop: msg`Prop`,
  Hooker: msg`Hooker`,
  Lock: msg`Lock`,
  Flanker: msg`Flanker`,
  "Number 8": msg`Number 8`,
  "Scrum-half": msg`Scrum-half`,
  "Fly-half": msg`Fly-half`,
  Center: msg`Center`,
  Wing: msg`Wing`,
  Fullback: msg`Fullback`,
};

export { USER_POSITIONS };
