/**
 * The administration area's data (SPEC section 7: GET /api/admin/clubs, whose 404 means "not
 * initialised"; plus the real counts behind the stats cards). Kept under ['admin'], which is
 * dropped from the cache when the club signs out and never written to storage.
 */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type AdminClub = InferResponseType<typeof api.admin.clubs.$get, 200>[number];
export type AdminStats = InferResponseType<typeof api.admin.stats.$get, 200>;

export const adminKeys = {
  all: ["admin"] as const,
  clubs: ["admin", "clubs"] as const,
  stats: ["admin", "stats"] as const,
};

export const adminClubsQuery = () =>
  queryOptions({ queryKey: adminKeys.clubs, queryFn: () => unwrap(api.admin.clubs.$get()) });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: () => unwrap(api.admin.stats.$get()) });
