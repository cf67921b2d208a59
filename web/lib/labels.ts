/**
 * Translated labels for the fixed lists of schema/constants.ts. The stored values stay English
 * (the API validates them with picklists); only what the official reads is translated.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Competition, NewsCategory, ROSTER_POSITIONS, RugbyType } from "../../schema/constants";
import type { FixtureStatus } from "../../domain/fixtures/fixture-status";
import type { TeamAgeGroup, TeamCode, TeamKind } from "../../domain/teams/team";

export type RosterPosition = (typeof ROSTER_POSITIONS)[number];

export const CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  "National Team": msg`National Team`,
  "Youth Development": msg`Youth Development`,
  Infrastructure: msg`Infrastructure`,
  Tournament: msg`Tournament`,
  "Club News": msg`Club News`,
};

export const COMPETITION_LABELS: Record<Competition, MessageDescriptor> = {
  "Rugby Union - Greek Championship": msg`Rugby Union - Greek Championship`,
  "Rugby League - Hellenic Cup": msg`Rugby League - Hellenic Cup`,
  "Rugby Union - Cup": msg`Rugby Union - Cup`,
  "Rugby League - Regional": msg`Rugby League - Regional`,
  Friendly: msg`Friendly`,
};

export const POSITION_LABELS: Record<RosterPosition, MessageDescriptor> = {
  "Loosehead Prop": msg`Loosehead Prop`,
  Hooker: msg`Hooker`,
  "Tighthead Prop": msg`Tighthead Prop`,
  "Second Row": msg`Second Row`,
  "Blindside Flanker": msg`Blindside Flanker`,
  "Openside Flanker": msg`Openside Flanker`,
  "Number 8": msg`Number 8`,
  "Scrum Half": msg`Scrum Half`,
  "Fly Half": msg`Fly Half`,
  "Inside Centre": msg`Inside Centre`,
  "Outside Centre": msg`Outside Centre`,
  "Left Wing": msg`Left Wing`,
  "Right Wing": msg`Right Wing`,
  "Full Back": msg`Full Back`,
};

export const RUGBY_TYPE_LABELS: Record<RugbyType, MessageDescriptor> = {
  union: msg`Rugby Union`,
  league: msg`Rugby League`,
};

/** A fixture's status (issue 10); a forfeit names its side, the screens add the team's name where they can. */
export const FIXTURE_STATUS_LABELS: Record<FixtureStatus, MessageDescriptor> = {
  scheduled: msg({ message: "Scheduled", context: "fixture status" }),
  played: msg({ message: "Played", context: "fixture status" }),
  postponed: msg({ message: "Postponed", context: "fixture status" }),
  abandoned: msg({ message: "Abandoned", context: "fixture status" }),
  cancelled: msg({ message: "Cancelled", context: "fixture status" }),
  "forfeited-home": msg({ message: "Forfeited by the home side", context: "fixture status" }),
  "forfeited-away": msg({ message: "Forfeited by the away side", context: "fixture status" }),
};

/** A stored value's label, or the value itself for rows written before a list changed. */
export function labelOf<K extends string>(labels: Record<K, MessageDescriptor>, value: string, translate: (descriptor: MessageDescriptor) => string) {
  const descriptor = (labels as Record<string, MessageDescriptor | undefined>)[value];
  return descriptor ? translate(descriptor) : value;
}

/** A club's team (issue 22): who plays in it, its age group and its game (domain/teams/team.ts). */
export const TEAM_KIND_LABELS: Record<TeamKind, MessageDescriptor> = {
  men: msg({ message: "Men", context: "team kind" }),
  women: msg({ message: "Women", context: "team kind" }),
  mixed: msg({ message: "Mixed", context: "team kind" }),
};

export const TEAM_AGE_GROUP_LABELS: Record<TeamAgeGroup, MessageDescriptor> = {
  senior: msg({ message: "Senior", context: "team age group" }),
  u20: msg`Under 20`,
  u18: msg`Under 18`,
  u16: msg`Under 16`,
  u14: msg`Under 14`,
  u12: msg`Under 12`,
  u10: msg`Under 10`,
};

export const TEAM_CODE_LABELS: Record<TeamCode, MessageDescriptor> = {
  union: msg`Rugby Union`,
  league: msg`Rugby League`,
  sevens: msg`Rugby Sevens`,
};
