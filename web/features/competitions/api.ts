/** Public competitions (issue 10: GET /api/competitions, /api/competitions/{slug}, its table and fixtures). */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { RugbyType } from "../../../schema/constants";
import { api, keepsNotFound, unwrap } from "../../lib/api";

export type CompetitionList = InferResponseType<typeof api.competitions.$get, 200>;
export type CompetitionDetail = InferResponseType<(typeof api.competitions)[":slug"]["$get"], 200>;
export type CompetitionTable = InferResponseType<(typeof api.competitions)[":slug"]["table"]["$get"], 200>;
export type CompetitionFixtures = InferResponseType<(typeof api.competitions)[":slug"]["fixtures"]["$get"], 200>;

type ListOptions = { season?: string; code?: RugbyType };

export const competitionKeys = {
  all: ["competitions"] as const,
  list: ({ season, code }: ListOptions) => ["competitions", "list", season ?? "all", code ?? "all"] as const,
  detail: (slug: string) => ["competitions", slug] as const,
  table: (slug: string) => ["competitions", slug, "table"] as const,
  fixtures: (slug: string) => ["competitions", slug, "fixtures"] as const,
};

const listQuery = ({ season, code }: ListOptions) => ({ ...(season ? { season } : {}), ...(code ? { code } : {}) });

export const competitionsQuery = (options: ListOptions = {}) =>
  queryOptions({
    queryKey: competitionKeys.list(options),
    queryFn: () => unwrap(api.competitions.$get({ query: listQuery(options) })),
  });

export const competitionQuery = (slug: string) =>
  queryOptions({
    ...keepsNotFound,
    queryKey: competitionKeys.detail(slug),
    queryFn: () => unwrap(api.competitions[":slug"].$get({ param: { slug } })),
  });

export const competitionTableQuery = (slug: string) =>
  queryOptions({
    queryKey: competitionKeys.table(slug),
    queryFn: () => unwrap(api.competitions[":slug"].table.$get({ param: { slug } })),
  });

export const competitionFixturesQuery = (slug: string) =>
  queryOptions({
    queryKey: competitionKeys.fixtures(slug),
    queryFn: () => unwrap(api.competitions[":slug"].fixtures.$get({ param: { slug } })),
  });
