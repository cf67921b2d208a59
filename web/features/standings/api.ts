/** Public league tables (SPEC section 7, GET /api/standings/{type}). */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { RugbyType } from "../../../schema/constants";
import { api, unwrap } from "../../lib/api";

export type Standing = InferResponseType<(typeof api.standings)[":type"]["$get"], 200>[number];

export const standingsKeys = {
  all: ["standings"] as const,
  byType: (type: RugbyType) => ["standings", type] as const,
};

/** One code's table for its latest season, in table order (points, wins, difference). */
export const standingsQuery = (type: RugbyType) =>
  queryOptions({
    queryKey: standingsKeys.byType(type),
    queryFn: () => unwrap(api.standings[":type"].$get({ param: { type }, query: {} })),
  });
