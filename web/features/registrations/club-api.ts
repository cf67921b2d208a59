/**
 * The club's registrations (issue 24), for its secretary: the list (GET /api/clubs/registrations),
 * approve and decline, a player's health card, and re-registering last season's players. Every
 * key starts with ['dashboard'], so logging out or acting for another club drops them
 * (auth/session.ts). Toasts and dialogs are the screens' business.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { LicenceCode, RegistrationStatus } from "../../../domain/registrations/statuses";
import { api, unwrap } from "../../lib/api";

const registrations = api.clubs.registrations;

/** RegistrationView (issue 24's shared shape). */
export type ClubRegistration = InferResponseType<typeof registrations.$get, 200>[number];

/** The list's filters; an empty one is every value. */
export type ClubRegistrationFilters = { status?: RegistrationStatus | ""; season?: string; code?: LicenceCode | ""; teamId?: number | "" };

/** POST …/re-register: how many registrations were made, and who was left out and why. */
export type ReRegisterSummary = InferResponseType<(typeof registrations)["re-register"]["$post"], 200>;

export const clubRegistrationKeys = {
  all: ["dashboard", "registrations"] as const,
  list: (filters: ClubRegistrationFilters) => ["dashboard", "registrations", filters] as const,
};

/** The filters as the query string has them: only those set. */
const queryOf = ({ status, season, code, teamId }: ClubRegistrationFilters) => ({
  status: status || undefined,
  season: season || undefined,
  code: code || undefined,
  teamId: teamId ? String(teamId) : undefined,
});
const param = (id: number) => ({ param: { id: String(id) } });

/** The acting club's registrations under the filters, newest first; asked again whenever the screen opens (players apply meanwhile). */
export const clubRegistrationsQuery = (filters: ClubRegistrationFilters) =>
  queryOptions({
    queryKey: clubRegistrationKeys.list(filters),
    queryFn: () => unwrap(registrations.$get({ query: queryOf(filters) })),
    staleTime: 0,
    refetchOnMount: "always",
  });

/** After a change the row shows its answer at once in every list, and the lists are asked for again. */
function useRegistrationChange<Input>(send: (input: Input) => Promise<ClubRegistration>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) => {
      queryClient.setQueriesData<ClubRegistration[]>({ queryKey: clubRegistrationKeys.all }, (list) => list?.map((row) => (row.id === changed.id ? changed : row)));
      void queryClient.invalidateQueries({ queryKey: clubRegistrationKeys.all });
    },
  });
}

/** POST …/{id}/approve: the registration goes on to the federation. */
export const useClubApprove = () => useRegistrationChange((id: number) => unwrap(registrations[":id"].approve.$post(param(id))));

/** POST …/{id}/decline { reason }: the applicant is mailed the reason. */
export const useClubDecline = () =>
  useRegistrationChange(({ id, reason }: { id: number; reason: string }) => unwrap(registrations[":id"].decline.$post({ ...param(id), json: { reason } })));

/**
 * PUT …/{id}/health-card { expiresOn }: the player's one card, on the person, so every row of the
 * person shows it at once (only the answer's person and date are read).
 */
export function useRecordHealthCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiresOn }: { id: number; expiresOn: string }) => unwrap(registrations[":id"]["health-card"].$put({ ...param(id), json: { expiresOn } })),
    onSuccess: (answer) => {
      if (!answer) return;
      const { personId, healthCardExpiresOn } = answer;
      queryClient.setQueriesData<ClubRegistration[]>({ queryKey: clubRegistrationKeys.all }, (list) =>
        list?.map((row) => (row.personId === personId ? { ...row, healthCardExpiresOn } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: clubRegistrationKeys.all });
    },
  });
}

/** POST …/re-register: pending registrations for last season's players still eligible by age. */
export function useReRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { season?: string; code?: LicenceCode }) => unwrap(registrations["re-register"].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubRegistrationKeys.all }),
  });
}
