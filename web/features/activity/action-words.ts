/**
 * What an audit record says was done, in words, in both languages (issue 23, point 5): the
 * club's Activity screen and the federation's audit log say it alike. A club's write is recorded
 * as its area and method (worker/platform/audit/audit-writes.ts: "news.post"); some actions have
 * their own words. An action with no words here shows as recorded.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Role } from "../../../domain/people/roles";
import { ROLE_NAMES } from "../members";

const ACTIONS: Record<string, MessageDescriptor> = {
  "impersonation.start": msg`Federation support began acting for the club`,
  "impersonation.stop": msg`Federation support stopped acting for the club`,
  "impersonation.request": msg`Federation support, acting for the club`,
  "member.role": msg`Changed a member's role`,
  "member.remove": msg`Removed a member`,
  "invitation.accept": msg`Accepted an invitation`,
  "password.post": msg`Changed their password`,
};

const VERBS: Record<string, MessageDescriptor> = {
  post: msg({ message: "Added", context: "audit action" }),
  put: msg({ message: "Changed", context: "audit action" }),
  patch: msg({ message: "Changed", context: "audit action" }),
  delete: msg({ message: "Deleted", context: "audit action" }),
};

const AREAS: Record<string, MessageDescriptor> = {
  news: msg({ message: "News", context: "audit area" }),
  players: msg({ message: "Roster", context: "audit area" }),
  "players.import": msg({ message: "Roster import", context: "audit area" }),
  teams: msg({ message: "Teams", context: "audit area" }),
  matches: msg({ message: "Matches", context: "audit area" }),
  standings: msg({ message: "Table rows", context: "audit area" }),
  profile: msg({ message: "Club profile", context: "audit area" }),
  logo: msg({ message: "Club logo", context: "audit area" }),
  "fixtures.result": msg({ message: "Match result", context: "audit area" }),
  "fixtures.live.events": msg({ message: "Live scoring", context: "audit area" }),
  "members.invitations": msg({ message: "Invitations", context: "audit area" }),
  members: msg({ message: "Members", context: "audit area" }),
};

/** "Added · News", "Removed a member" …; the recorded action where there are no words for it. */
export function actionWords(i18n: I18n, action: string): string {
  const own = ACTIONS[action];
  if (own) return i18n._(own);
  const dot = action.lastIndexOf(".");
  const verb = VERBS[action.slice(dot + 1)];
  const area = AREAS[action.slice(0, dot)];
  return verb && area ? `${i18n._(verb)} · ${i18n._(area)}` : action;
}

/** The role someone acted in, in words; nothing for a record from before roles. */
export const roleWords = (i18n: I18n, role: string | null) => (role && role in ROLE_NAMES ? i18n._(ROLE_NAMES[role as Role]) : null);
