/** Live scoring and agreed results (issue 14): the API calls of the live feature. */
import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ResultEntryInput, SettleInput } from "../../../schema/live-requests";
import { api, unwrap } from "../../lib/api";
import { clubNameIn, textIn } from "../../lib/content-language";

export type ResultRecord = InferResponseType<(typeof api.fixtures)[":id"]["result"]["$get"], 200>;

export const liveKeys = {
  all: ["live"] as const,
  snapshot: (fixtureId: number) => ["live", fixtureId, "snapshot"] as const,
  result: (fixtureId: number) => ["live", fixtureId, "result"] as const,
  /** The admin's answer carries the history: its own cache entry. */
  resultFor: (fixtureId: number, reader: "public" | "admin") => ["live", fixtureId, "result", reader] as const,
};

/** The state now (the first paint, and every 15 s where no socket can be held). */
export const liveQuery = (fixtureId: number) =>
  queryOptions({
    queryKey: liveKeys.snapshot(fixtureId),
    queryFn: () => unwrap(api.fixtures[":id"].live.$get({ param: { id: String(fixtureId) } })),
  });

export const resultQuery = (fixtureId: number, reader: "public" | "admin" = "public") =>
  queryOptions({
    queryKey: liveKeys.resultFor(fixtureId, reader),
    // A result changes on match day (the other club, full-time, the admin): never served from a saved copy.
    staleTime: 0,
    queryFn: () => unwrap(api.fixtures[":id"].result.$get({ param: { id: String(fixtureId) } })),
  });

export const enterResult = (fixtureId: number, json: ResultEntryInput) => unwrap(api.fixtures[":id"].result.$post({ param: { id: String(fixtureId) }, json }));
export const settleResult = (fixtureId: number, json: SettleInput) => unwrap(api.admin.fixtures[":id"].settle.$post({ param: { id: String(fixtureId) }, json }));

export type FixtureMatch = InferResponseType<(typeof api.matches)[":id"]["$get"], 200>;

/** The fixture behind a match id (SPEC match ids of fixtures are offset, worker/modules/matches/club-fixtures.ts). */
export const liveMatchQuery = (matchId: number) =>
  queryOptions({
    queryKey: ["live", "match", matchId] as const,
    queryFn: () => unwrap(api.matches[":id"].$get({ param: { id: String(matchId) } })),
  });

export const rosterQuery = (clubId: number) =>
  queryOptions({
    queryKey: ["live", "roster", clubId] as const,
    queryFn: () => unwrap(api.clubs[":id"].players.$get({ param: { id: String(clubId) } })),
    staleTime: 10 * 60_000,
  });

/** The scoring club's own roster (the register's view, every registered player, public or not): its scorer names its own players. */
export const ownRosterQuery = () =>
  queryOptions({
    queryKey: ["live", "own-roster"] as const,
    queryFn: () => unwrap(api.clubs.players.$get({ query: {} })),
    staleTime: 10 * 60_000,
  });

/** The team of each side, where the fixture says (issue 22): the picker offers that team's registered players. */
export function fixtureTeams(match: FixtureMatch): { home: number | null; away: number | null } {
  const clubTeam = "teamId" in match && typeof match.teamId === "number" ? match.teamId : null;
  const opponentTeam = "opponentTeamId" in match && typeof match.opponentTeamId === "number" ? match.opponentTeamId : null;
  return match.isHomeGame ? { home: clubTeam, away: opponentTeam } : { home: opponentTeam, away: clubTeam };
}

/** Home and away of a fixture, whichever side the match is told from, named for a reader of `lang` (issue 21). */
export function fixtureSides(match: FixtureMatch, lang: string) {
  const opponentClubId = "opponentClubId" in match && typeof match.opponentClubId === "number" ? match.opponentClubId : null;
  const opponentNameEl = "opponentNameEl" in match && typeof match.opponentNameEl === "string" ? match.opponentNameEl : null;
  const club = { name: match.club ? clubNameIn(lang, match.club) : "", clubId: match.clubId };
  const opponent = { name: textIn(lang, match.opponent, opponentNameEl) ?? match.opponent, clubId: opponentClubId };
  return match.isHomeGame ? { home: club, away: opponent } : { home: opponent, away: club };
}
