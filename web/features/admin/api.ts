/**
 * The administration area's data (SPEC section 7: GET /api/admin/clubs, whose 404 means "not
 * initialised"; plus the real counts behind the stats cards) and the federation's work on clubs
 * (issue 12). Kept under ['admin'], which is dropped from the cache when the club signs out and
 * never written to storage.
 */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ClubProfileInput } from "../../../schema";
import { api, keepsNotFound, unwrap } from "../../lib/api";

/** What the federation decides about something waiting for it (a claim, a new club). */
export type Decision = "approve" | "reject";

export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;
export type AdminClub = InferResponseType<typeof api.admin.clubs.$get, 200>[number];
export type AdminClubDetails = InferResponseType<(typeof api.admin.clubs)[":id"]["$get"], 200>;

export const adminKeys = {
  all: ["admin"] as const,
  clubs: ["admin", "clubs"] as const,
  club: (id: number) => ["admin", "clubs", id] as const,
  stats: ["admin", "stats"] as const,
};

/**
 * Its 404 ("not initialised", SPEC section 2) is an answer, kept: the clubs tab that mounts after
 * the initialise button does not ask again (issue 19: it asked in a loop).
 */
export const adminClubsQuery = () =>
  queryOptions({ queryKey: adminKeys.clubs, queryFn: () => unwrap(api.admin.clubs.$get()), ...keepsNotFound });

/** One club with its officials and last sign-in. */
export const adminClubQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.club(id), queryFn: () => unwrap(api.admin.clubs[":id"].$get({ param: { id: String(id) } })) });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: () => unwrap(api.admin.stats.$get()) });

const clubParam = (id: number) => ({ param: { id: String(id) } });

/** A new club's approval, or its refusal with a reason (both mailed to the club). */
export const decideClub = (id: number, decision: Decision, reason: string) =>
  decision === "approve"
    ? unwrap(api.admin.clubs[":id"].approve.$post({ ...clubParam(id), json: { reason } }))
    : unwrap(api.admin.clubs[":id"].decline.$post({ ...clubParam(id), json: { reason } }));

export type ClubStateChange = "verify" | "deactivate" | "reactivate";
export const changeClubState = (id: number, change: ClubStateChange) => unwrap(api.admin.clubs[":id"][change].$post(clubParam(id)));

export const updateClub = (id: number, json: ClubProfileInput) => unwrap(api.admin.clubs[":id"].$patch({ ...clubParam(id), json }));
