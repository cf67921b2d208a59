/**
 * Public club data (SPEC section 7, "Public data") and the claim request.
 * Keys are hierarchical so one invalidation of ['clubs'] refreshes every club list and detail.
 */
import { queryOptions, useMutation } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ClaimInput, RugbyType } from "../../../schema";
import { api, keepsNotFound, unwrap } from "../../lib/api";
import { useQueuedSubmission } from "../../lib/use-queued-submission";

export type PublicClub = InferResponseType<(typeof api.clubs)[":id"]["$get"], 200>;
export type ClubPlayer = InferResponseType<(typeof api.clubs)[":id"]["players"]["$get"], 200>[number];
export type ClubMatch = InferResponseType<(typeof api.clubs)[":id"]["matches"]["$get"], 200>[number];
export type ClubTeam = InferResponseType<(typeof api.clubs)[":id"]["teams"]["$get"], 200>[number];

export const clubKeys = {
  all: ["clubs"] as const,
  list: (code?: RugbyType) => ["clubs", "list", code ?? "all"] as const,
  detail: (id: number) => ["clubs", id] as const,
  players: (id: number) => ["clubs", id, "players"] as const,
  matches: (id: number, teamId?: number) => (teamId ? (["clubs", id, "matches", teamId] as const) : (["clubs", id, "matches"] as const)),
  teams: (id: number) => ["clubs", id, "teams"] as const,
};

/** Every club, or only those playing one code (`league` for /rugby-league-clubs). */
export const clubsQuery = (code?: RugbyType) =>
  queryOptions({
    queryKey: clubKeys.list(code),
    queryFn: () => unwrap(api.clubs.$get({ query: code ? { code } : {} })),
  });

export const clubQuery = (id: number) =>
  queryOptions({
    ...keepsNotFound,
    queryKey: clubKeys.detail(id),
    queryFn: () => unwrap(api.clubs[":id"].$get({ param: { id: String(id) } })),
  });

export const clubPlayersQuery = (id: number) =>
  queryOptions({
    queryKey: clubKeys.players(id),
    queryFn: () => unwrap(api.clubs[":id"].players.$get({ param: { id: String(id) } })),
  });

/** The club's matches, or only one of its teams' (`?team=`, issue 22). */
export const clubMatchesQuery = (id: number, teamId?: number) =>
  queryOptions({
    queryKey: clubKeys.matches(id, teamId),
    queryFn: () => unwrap(api.clubs[":id"].matches.$get({ param: { id: String(id) }, query: teamId ? { team: String(teamId) } : {} })),
  });

/** The club's teams (issue 22): those it fields first, seniors first. */
export const clubTeamsQuery = (id: number) =>
  queryOptions({
    queryKey: clubKeys.teams(id),
    queryFn: () => unwrap(api.clubs[":id"].teams.$get({ param: { id: String(id) } })),
  });

/**
 * POST /api/clubs/claim. Each submission gets its own Idempotency-Key (see useQueuedSubmission):
 * without signal it waits in the outbox and resolves `{ queued: true }`; a replay lands once.
 * Toasts and closing the dialog are the caller's business.
 */
export function useClaimClub() {
  const { submit } = useQueuedSubmission("claim");
  return useMutation({ mutationFn: (input: ClaimInput) => submit(input) });
}
