/**
 * The signed-in club's own data (SPEC section 7, "Club data (own)", plus standings, profile and
 * logo). Every list lives under ['dashboard', ...] so logout drops it all (auth/session.ts) and is
 * cached for the SPEC's 60 s. Mutations refresh the dashboard list they change and the public
 * lists that show the same rows. Toasts and dialogs are the screens' business.
 */
import { queryOptions, useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ClubProfileInput, MatchInput, NewsInput, RosterPlayerInput, StandingInput } from "../../../schema";
import { LIMITS } from "../../../schema/constants";
import type { TeamChange, TeamInput } from "../../../schema/teams";
import type { RegisteredPlayerInput } from "../../../schema/registration-requests";
import { api, ApiError, MESSAGE_IDS, unwrap } from "../../lib/api";
import { sessionKeys, type ClubSession } from "../auth";

export type OwnNews = InferResponseType<typeof api.clubs.news.$get, 200>[number];
export type OwnPlayer = InferResponseType<typeof api.clubs.players.$get, 200>[number];
export type OwnMatch = InferResponseType<typeof api.clubs.matches.$get, 200>[number];
export type OwnStanding = InferResponseType<typeof api.clubs.standings.$get, 200>[number];
export type OwnClub = InferResponseType<typeof api.clubs.profile.$get, 200>;
export type OwnTeam = InferResponseType<typeof api.clubs.teams.$get, 200>[number];

export const dashboardKeys = {
  all: ["dashboard"] as const,
  news: ["dashboard", "news"] as const,
  players: ["dashboard", "players"] as const,
  matches: ["dashboard", "matches"] as const,
  standings: ["dashboard", "standings"] as const,
  profile: ["dashboard", "profile"] as const,
  competitions: ["dashboard", "competitions"] as const,
  teams: ["dashboard", "teams"] as const,
};

const cacheFor60s = { staleTime: LIMITS.cacheMs } as const;

export const ownNewsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.news, queryFn: () => unwrap(api.clubs.news.$get()), ...cacheFor60s });

export const ownPlayersQuery = () =>
  queryOptions({ queryKey: dashboardKeys.players, queryFn: () => unwrap(api.clubs.players.$get({ query: {} })), ...cacheFor60s });

export const ownMatchesQuery = () =>
  queryOptions({ queryKey: dashboardKeys.matches, queryFn: () => unwrap(api.clubs.matches.$get()), ...cacheFor60s });

export const ownStandingsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.standings, queryFn: () => unwrap(api.clubs.standings.$get()), ...cacheFor60s });

/** The competitions the club plays in (issue 10), whose tables its standings screen shows. */
export const ownCompetitionsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.competitions, queryFn: () => unwrap(api.clubs.competitions.$get()), ...cacheFor60s });

/** The club's teams (issue 22), those it fields first. */
export const ownTeamsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.teams, queryFn: () => unwrap(api.clubs.teams.$get()), ...cacheFor60s });

export const ownProfileQuery = () =>
  queryOptions({ queryKey: dashboardKeys.profile, queryFn: () => unwrap(api.clubs.profile.$get()), ...cacheFor60s });

/** The public keys that show a club's rows, so a change shows on the public pages at once. */
const publicKeys = {
  news: (): QueryKey[] => [["news"], ["home"]],
  players: (clubId?: number): QueryKey[] => (clubId ? [["clubs", clubId, "players"]] : [["clubs"]]),
  matches: (clubId?: number): QueryKey[] => [clubId ? ["clubs", clubId, "matches"] : ["clubs"], ["matches"], ["fixtures"], ["home"]],
  standings: (): QueryKey[] => [["standings"], ["home"]],
  /** A team's name shows on the club page and in its matches. */
  teams: (clubId?: number): QueryKey[] => (clubId ? [["clubs", clubId, "teams"], ["clubs", clubId, "matches"], dashboardKeys.matches] : [["clubs"], dashboardKeys.matches]),
  /** A renamed club is renamed in its standing rows too. */
  club: (): QueryKey[] => [["clubs"], ["home"], ["standings"], dashboardKeys.standings, dashboardKeys.news],
};

/**
 * A write to the club's own data. It runs even when the browser believes it is offline, so the
 * dialog shows the offline error at once instead of waiting with its save button locked. On
 * success it waits for the dashboard list to reload (the list is current when the toast shows)
 * and marks the public lists stale without waiting for them.
 */
function useOwnDataMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  dashboardKey: QueryKey,
  stalePublicKeys: (clubId?: number) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn,
    onSuccess: async () => {
      const clubId = queryClient.getQueryData<ClubSession | null>(sessionKeys.club)?.id;
      for (const queryKey of stalePublicKeys(clubId)) void queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
  });
}

const param = (id: number) => ({ param: { id: String(id) } });

// ---- news ------------------------------------------------------------------------------------

export const useCreateNews = () =>
  useOwnDataMutation((input: NewsInput) => unwrap(api.clubs.news.$post({ json: input })), dashboardKeys.news, publicKeys.news);

export const useUpdateNews = () =>
  useOwnDataMutation(
    (input: NewsInput & { id: number }) => unwrap(api.clubs.news[":id"].$patch({ ...param(input.id), json: input })),
    dashboardKeys.news,
    publicKeys.news,
  );

export const useDeleteNews = () =>
  useOwnDataMutation((id: number) => unwrap(api.clubs.news[":id"].$delete(param(id))), dashboardKeys.news, publicKeys.news);

// ---- teams (issue 22) ------------------------------------------------------------------------

export const useCreateTeam = () =>
  useOwnDataMutation((input: TeamInput) => unwrap(api.clubs.teams.$post({ json: input })), dashboardKeys.teams, publicKeys.teams);

/** Any of a team's fields; `{ active: false }` deactivates it. */
export const useUpdateTeam = () =>
  useOwnDataMutation(
    ({ id, ...change }: TeamChange & { id: number }) => unwrap(api.clubs.teams[":id"].$patch({ ...param(id), json: change })),
    dashboardKeys.teams,
    publicKeys.teams,
  );

// ---- players ---------------------------------------------------------------------------------

export const useCreatePlayer = () =>
  useOwnDataMutation((input: RosterPlayerInput) => unwrap(api.clubs.players.$post({ json: input })), dashboardKeys.players, publicKeys.players);

/** A typed entry's whole form, or a registered player's own fields (issue 24: the name and birth date are the person's). */
type PlayerChange = RosterPlayerInput | RegisteredPlayerInput;

export const useUpdatePlayer = () =>
  useOwnDataMutation(
    (input: PlayerChange & { id: number }) => unwrap(api.clubs.players[":id"].$patch({ ...param(input.id), json: input })),
    dashboardKeys.players,
    publicKeys.players,
  );

/** Issue 24: a typed entry becomes a licensed registration's (its own empty entry goes). */
export const useLinkPlayer = () =>
  useOwnDataMutation(
    ({ id, registrationId }: { id: number; registrationId: number }) => unwrap(api.clubs.players[":id"].link.$post({ ...param(id), json: { registrationId } })),
    dashboardKeys.players,
    publicKeys.players,
  );

export const useDeletePlayer = () =>
  useOwnDataMutation((id: number) => unwrap(api.clubs.players[":id"].$delete(param(id))), dashboardKeys.players, publicKeys.players);

/** What the roster import says (issue 11): a dry run, or the import itself; errors line by line. */
export type RosterImportReport = {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: { line: number; column: string | null; message: string }[];
};

/** Sends a roster CSV: `dryRun` only checks it. A file with errors answers its report (the import saved nothing). */
async function sendRoster({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<RosterImportReport> {
  const call = api.clubs.players.import.$post(
    { query: { dryRun: String(dryRun) as "true" | "false" } },
    { init: { body: csv, credentials: "include", headers: { ...MESSAGE_IDS, "content-type": "text/csv" } } },
  );
  const response = await call;
  if (response.status === 400) {
    const body = (await response.clone().json()) as Partial<RosterImportReport>;
    if (Array.isArray(body.errors)) return body as RosterImportReport;
  }
  if (!response.ok && response.status !== 400) return unwrap(Promise.resolve(response)) as never;
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return (await response.json()) as RosterImportReport;
}

export const useRosterImport = () => useOwnDataMutation(sendRoster, dashboardKeys.players, publicKeys.players);

/** The roster as a spreadsheet, headers in the language shown. */
export const rosterCsvPath = (language: "en" | "el") => {
  const url = api.clubs.players["export.csv"].$url({ query: { lang: language } });
  return `${url.pathname}${url.search}`;
};

// ---- matches ---------------------------------------------------------------------------------

export const useCreateMatch = () =>
  useOwnDataMutation((input: MatchInput) => unwrap(api.clubs.matches.$post({ json: input })), dashboardKeys.matches, publicKeys.matches);

export const useUpdateMatch = () =>
  useOwnDataMutation(
    (input: MatchInput & { id: number }) => unwrap(api.clubs.matches[":id"].$patch({ ...param(input.id), json: input })),
    dashboardKeys.matches,
    publicKeys.matches,
  );

export const useDeleteMatch = () =>
  useOwnDataMutation((id: number) => unwrap(api.clubs.matches[":id"].$delete(param(id))), dashboardKeys.matches, publicKeys.matches);

// ---- standings -------------------------------------------------------------------------------

export const useCreateStanding = () =>
  useOwnDataMutation((input: StandingInput) => unwrap(api.clubs.standings.$post({ json: input })), dashboardKeys.standings, publicKeys.standings);

export const useUpdateStanding = () =>
  useOwnDataMutation(
    (input: StandingInput & { id: number }) => unwrap(api.clubs.standings[":id"].$patch({ ...param(input.id), json: input })),
    dashboardKeys.standings,
    publicKeys.standings,
  );

export const useDeleteStanding = () =>
  useOwnDataMutation((id: number) => unwrap(api.clubs.standings[":id"].$delete(param(id))), dashboardKeys.standings, publicKeys.standings);

// ---- profile, password, logo -----------------------------------------------------------------

/** The saved profile also renames the club in the session (header menu, side menu). */
function useRefreshClub() {
  const queryClient = useQueryClient();
  return (club: Partial<OwnClub>) => {
    queryClient.setQueryData<ClubSession | null>(sessionKeys.club, (session) => (session ? { ...session, ...club } : session));
    queryClient.setQueryData<OwnClub>(dashboardKeys.profile, (profile) => (profile ? { ...profile, ...club } : profile));
    for (const queryKey of publicKeys.club()) void queryClient.invalidateQueries({ queryKey });
  };
}

/** An approved club's new name waiting for the federation (issue 19), or null. */
export const nameChangeQuery = () =>
  queryOptions({ queryKey: [...dashboardKeys.profile, "name-change"] as const, queryFn: () => unwrap(api.clubs.profile["name-change"].$get()) });

export function useUpdateProfile() {
  const refreshClub = useRefreshClub();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (input: ClubProfileInput) => unwrap(api.clubs.profile.$patch({ json: input })),
    onSuccess: (club) => {
      refreshClub(club);
      // A new name of an approved club was filed as a proposal, not saved: show that it waits.
      void queryClient.invalidateQueries({ queryKey: nameChangeQuery().queryKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    networkMode: "always",
    mutationFn: (input: { currentPassword: string; newPassword: string }) => unwrap(api.clubs.password.$post({ json: input })),
  });
}

export function useUploadLogo() {
  const refreshClub = useRefreshClub();
  return useMutation({
    networkMode: "always",
    mutationFn: (logo: File) => unwrap(api.clubs.logo.$post({ form: { logo } })),
    onSuccess: ({ logoUrl }) => refreshClub({ logoUrl }),
  });
}
