/**
 * People and roles (issue 23): who may do what. One home for the rule, used by the worker's
 * guards and by the app's menus alike, so a screen never offers what the API would refuse.
 *
 * A person holds roles in places: club roles in one club (optionally for one of its teams),
 * federation roles for the whole federation, and the personal roles (referee, player, parent)
 * that the later issues fill in.
 */
export const CLUB_ROLES = ["club-admin", "secretary", "team-manager", "scorer"] as const;
export const FEDERATION_ROLES = ["super-admin", "competitions", "registrar", "moderator"] as const;
export const PERSONAL_ROLES = ["referee", "player", "parent"] as const;
export const ROLES = [...CLUB_ROLES, ...FEDERATION_ROLES, ...PERSONAL_ROLES] as const;

export type ClubRole = (typeof CLUB_ROLES)[number];
export type FederationRole = (typeof FEDERATION_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** A role as a person holds it: a club role names its club (and may name one team). */
export type HeldRole = { role: Role; clubId: number | null; teamId?: number | null };

export const isClubRole = (role: string): role is ClubRole => (CLUB_ROLES as readonly string[]).includes(role);
export const isFederationRole = (role: string): role is FederationRole => (FEDERATION_ROLES as readonly string[]).includes(role);

/** What a club role lets a person do in their club. */
export const CLUB_CAPABILITIES = {
  /** The club's profile, logo and password-free settings. */
  profile: ["club-admin"],
  /** Members, invitations, and the club's audit log. */
  members: ["club-admin"],
  audit: ["club-admin"],
  news: ["club-admin", "secretary"],
  roster: ["club-admin", "secretary", "team-manager"],
  /**
   * Reading the roster (and its CSV): a scorer too, who picks the try scorer from it while scoring
   * live. Every other private read needs the capability that writes it.
   */
  rosterRead: ["club-admin", "secretary", "team-manager", "scorer"],
  teams: ["club-admin", "secretary"],
  /** The club's own matches (friendlies) and its typed table rows. */
  matches: ["club-admin", "secretary", "team-manager"],
  standings: ["club-admin", "secretary", "team-manager"],
  /** Result entry and live scoring for the club's fixtures. */
  results: ["club-admin", "team-manager", "scorer"],
  live: ["club-admin", "team-manager", "scorer"],
  /** Issue 24: approving and declining registrations, recording health cards, objecting to transfers. */
  registrations: ["club-admin", "secretary"],
  /**
   * Issue 24: reading the club's registrations with the players' personal details (date of birth,
   * phone, health card) and the eligibility of its players: the secretary and the team managers.
   */
  registrationsRead: ["club-admin", "secretary", "team-manager"],
} as const satisfies Record<string, readonly ClubRole[]>;
export type ClubCapability = keyof typeof CLUB_CAPABILITIES;

/** What a federation role lets a person do. A super admin may do everything. */
export const FEDERATION_CAPABILITIES = {
  /** The back office's dashboard and lists: every federation role sees it. */
  dashboard: ["super-admin", "competitions", "registrar", "moderator"],
  competitions: ["super-admin", "competitions"],
  clubs: ["super-admin", "registrar"],
  /** A club's public details (name, description, logo): the registrar, and the moderator. */
  clubDetails: ["super-admin", "registrar", "moderator"],
  claims: ["super-admin", "registrar"],
  /** Issue 24: licences (approve, decline, import), transfers, and every registration's details. */
  registrations: ["super-admin", "registrar"],
  academy: ["super-admin", "registrar"],
  news: ["super-admin", "moderator"],
  staff: ["super-admin"],
  audit: ["super-admin"],
  impersonation: ["super-admin"],
  mail: ["super-admin"],
} as const satisfies Record<string, readonly FederationRole[]>;
export type FederationCapability = keyof typeof FEDERATION_CAPABILITIES;

/**
 * The club roles a federation role stands for in the federation's own club (its news, its
 * page): a super admin is its club admin, a moderator its secretary, a competitions manager
 * its scorer and team manager.
 */
const FEDERATION_CLUB_ROLES: Record<FederationRole, readonly ClubRole[]> = {
  "super-admin": ["club-admin"],
  moderator: ["secretary"],
  competitions: ["team-manager", "scorer"],
  registrar: ["secretary"],
};

/** The club roles a person holds in `clubId` (for the federation's own club, those its federation roles stand for). */
export function clubRolesIn(roles: readonly HeldRole[], clubId: number, isFederationClub = false): ClubRole[] {
  const own = roles.filter((held) => held.clubId === clubId && isClubRole(held.role)).map((held) => held.role as ClubRole);
  const standIns = isFederationClub ? roles.filter((held) => isFederationRole(held.role)).flatMap((held) => FEDERATION_CLUB_ROLES[held.role as FederationRole]) : [];
  return [...new Set([...own, ...standIns])];
}

export const federationRolesOf = (roles: readonly HeldRole[]): FederationRole[] =>
  [...new Set(roles.filter((held) => isFederationRole(held.role)).map((held) => held.role as FederationRole))];

/** Whether these club roles allow the capability. */
export const clubCan = (clubRoles: readonly ClubRole[], capability: ClubCapability) =>
  clubRoles.some((role) => (CLUB_CAPABILITIES[capability] as readonly ClubRole[]).includes(role));

/** Whether these roles allow the federation capability. */
export const federationCan = (roles: readonly HeldRole[], capability: FederationCapability) =>
  federationRolesOf(roles).some((role) => (FEDERATION_CAPABILITIES[capability] as readonly FederationRole[]).includes(role));

/**
 * Team scope (issue 23): a team manager or scorer role may name one team of its club. Whether the
 * person's roles in `clubId` allow `capability` for a fixture of these teams: a role for the
 * whole club allows every fixture of the club, a role for one team only that team's fixtures.
 * The federation's stand-in roles (`clubRolesIn`) are for the whole federation club.
 */
export function clubCanForTeams(roles: readonly HeldRole[], clubId: number, capability: ClubCapability, fixtureTeamIds: readonly (number | null | undefined)[], isFederationClub = false): boolean {
  const allowed = CLUB_CAPABILITIES[capability] as readonly ClubRole[];
  if (isFederationClub && clubRolesIn(roles.filter((held) => isFederationRole(held.role)), clubId, true).some((role) => allowed.includes(role))) return true;
  return roles.some(
    (held) => held.clubId === clubId && isClubRole(held.role) && allowed.includes(held.role) && (held.teamId == null || fixtureTeamIds.includes(held.teamId)),
  );
}

/** The clubs a person can act for through their club roles, in the order the roles were given. */
export const clubsActedFor = (roles: readonly HeldRole[]) => [...new Set(roles.filter((held) => isClubRole(held.role) && held.clubId !== null).map((held) => held.clubId!))];

/**
 * Whether a person must pass a second step (a passkey or an authenticator code) to sign in:
 * every federation role and every club admin (issue 23). Only the demo accounts, while the demo
 * is on, are let in with the password alone.
 */
export const needsSecondStep = (roles: readonly HeldRole[]) => roles.some((held) => isFederationRole(held.role) || held.role === "club-admin");
