/** The club's own audit log (issue 23, point 5): GET /api/clubs/audit, a page at a time. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type ActivityPage = InferResponseType<typeof api.clubs.audit.$get, 200>;
export type ActivityRecord = ActivityPage["items"][number];

export const ACTIVITY_PAGE_SIZE = 20;

export const activityQuery = (page: number) =>
  queryOptions({
    queryKey: ["dashboard", "activity", page] as const,
    queryFn: () => unwrap(api.clubs.audit.$get({ query: { page: String(page), pageSize: String(ACTIVITY_PAGE_SIZE) } })),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
