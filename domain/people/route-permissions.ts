/**
 * Who may call an API operation (issue 23, Permissions): read from the operation's `security` in
 * the API document, whose scopes name the capabilities its guards check (worker/platform/http/route-docs.ts),
 * and the capability table of ./roles.ts. One rule for the README's permissions table
 * (scripts/permissions-table.ts) and the worker test that walks every operation for every role
 * (worker/permissions.test.ts), so the table, the document and the guards cannot disagree.
 */
import {
  CLUB_CAPABILITIES,
  clubCan,
  clubRolesIn,
  FEDERATION_CAPABILITIES,
  federationCan,
  federationRolesOf,
  type ClubCapability,
  type FederationCapability,
  type HeldRole,
  type Role,
} from "./roles";

/** A scope of the club session that names a capability: `club:news`, `federation:clubs`. */
export const clubCapabilityScope = (capability: ClubCapability) => `club:${capability}`;
export const federationCapabilityScope = (capability: FederationCapability) => `federation:${capability}`;
/** Any federation role (the SPEC's admin): the back office's door. */
export const ANY_FEDERATION_ROLE_SCOPE = "admin";

/** An operation's `security`, as OpenAPI writes it: alternatives, each a map of scheme to scopes. */
export type Security = readonly Record<string, readonly string[]>[] | undefined;

/**
 * A cell of the table: `yes` allowed; `own` allowed for the club the person acts for only (a club
 * capability: their own club's records, never another club's); `no` refused (403); `401` not
 * signed in with the session this operation needs.
 */
export type Cell = "yes" | "own" | "no" | "401";

/** A column of the table: someone who calls the API, with the session they sign in with. */
export type Caller = {
  name: string;
  /** `user`: the player door (/user-login); `club`: the club door (/login), acting for a club. */
  session: "none" | "user" | "club";
  roles: HeldRole[];
  /** The club a club session acts for, and whether it is the federation's own row. */
  actingClubId?: number;
  actingForFederation?: boolean;
};

/** The ids the table's callers use: a club of their own, and the federation's row. */
const OWN_CLUB = 1;
const FEDERATION_CLUB = 0;

const personal = (role: Role): Caller => ({ name: role, session: "user", roles: [{ role, clubId: null }] });
const clubPerson = (role: Role): Caller => ({ name: role, session: "club", roles: [{ role, clubId: OWN_CLUB }], actingClubId: OWN_CLUB });
const federationPerson = (role: Role): Caller => ({ name: role, session: "club", roles: [{ role, clubId: null }], actingClubId: FEDERATION_CLUB, actingForFederation: true });

/** The table's columns, in order: every kind of caller the issue names. */
export const TABLE_CALLERS: readonly Caller[] = [
  { name: "anonymous", session: "none", roles: [] },
  personal("player"),
  personal("parent"),
  personal("referee"),
  clubPerson("scorer"),
  clubPerson("team-manager"),
  clubPerson("secretary"),
  clubPerson("club-admin"),
  federationPerson("super-admin"),
  federationPerson("competitions"),
  federationPerson("registrar"),
  federationPerson("moderator"),
];

type Verdict = { cell: Cell } | { cell: "unknown"; scope: string };

/** Whether one scope's capability is allowed: true, false, or (for a scope no table knows) the scope. */
function scopeAllows(scope: string, caller: Caller): boolean | string {
  const clubRoles = caller.actingClubId === undefined ? [] : clubRolesIn(caller.roles, caller.actingClubId, caller.actingForFederation);
  if (scope === ANY_FEDERATION_ROLE_SCOPE) return federationRolesOf(caller.roles).length > 0;
  const [kind, capability = ""] = scope.split(":");
  if (kind === "club" && capability in CLUB_CAPABILITIES) return clubCan(clubRoles, capability as ClubCapability);
  if (kind === "federation" && capability in FEDERATION_CAPABILITIES) return federationCan(caller.roles, capability as FederationCapability);
  return scope;
}

/** One alternative of `security`: every scheme it names present, and every scope allowed. */
function alternative(requirement: Record<string, readonly string[]>, caller: Caller): Verdict {
  const schemes = Object.entries(requirement);
  const hasSession = (scheme: string) => (scheme === "clubSession" ? caller.session === "club" : scheme === "playerSession" ? caller.session === "user" : false);
  if (!schemes.every(([scheme]) => hasSession(scheme))) return { cell: "401" };
  const scopes = schemes.flatMap(([, list]) => list);
  for (const scope of scopes) {
    const allowed = scopeAllows(scope, caller);
    if (typeof allowed === "string") return { cell: "unknown", scope: allowed };
    if (!allowed) return { cell: "no" };
  }
  return { cell: scopes.some((scope) => scope.startsWith("club:")) ? "own" : "yes" };
}

const RANK: Record<Cell, number> = { yes: 3, own: 2, no: 1, "401": 0 };

/** The cell for an operation and a caller: the best of its alternatives (no security: public, `yes`). Throws for a scope it does not know. */
export function cellFor(security: Security, caller: Caller): Cell {
  if (!security || security.length === 0) return "yes";
  const verdicts = security.map((requirement) => alternative(requirement, caller));
  const unknown = verdicts.find((verdict) => verdict.cell === "unknown");
  if (unknown && "scope" in unknown) throw new Error(`Unknown security scope "${unknown.scope}": name a capability of domain/people/roles.ts`);
  return verdicts.map((verdict) => verdict.cell as Cell).reduce((best, cell) => (RANK[cell] > RANK[best] ? cell : best));
}

/** The capabilities an operation's security names, as the table prints them. */
export const capabilitiesOf = (security: Security) => [...new Set((security ?? []).flatMap((requirement) => Object.values(requirement).flat()))];
