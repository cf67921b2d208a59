/** Each role's name in the app, in both languages (the worker's mails word them in worker/modules/people/invitation-mail.ts). */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Role } from "../../../domain/people/roles";

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  "club-admin": msg`Club admin`,
  secretary: msg`Secretary`,
  "team-manager": msg`Team manager`,
  scorer: msg`Scorer`,
  "super-admin": msg`Super admin`,
  competitions: msg`Competitions manager`,
  registrar: msg`Registrar`,
  moderator: msg`Moderator`,
  referee: msg`Referee`,
  player: msg`Player`,
  parent: msg`Parent`,
};
