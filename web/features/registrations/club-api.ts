/**
 * The club's registrations (issue 24), for its secretary: the list (GET /api/clubs/registrations),
 * approve and decline, a player's health card, and re-registering last season's players. Every
 * key starts with ['dashboard'], so logging out or acting for another club drops them
 * (auth/session.ts). Toasts and dialogs are the screens' business.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type * as v from "valibot";
import type { LicenceCode, RegistrationStatus } from "../../../domain/registrations/statuses";
import type { registrationAnswer } from "../../../schema/registration-responses";
import { MESSAGE_IDS, unwrap } from "../../lib/api";

/** RegistrationView (issue 24's shared shape). */
export type ClubRegistration = v.InferOutput<typeof registrationAnswer>;

/** The list's filters; an empty one is every value. */
export type ClubRegistrationFilters = { status?: RegistrationStatus | ""; season?: string; code?: LicenceCode | ""; teamId?: number | "" };

/** POST …/re-register: how many pending registrations were made, and who was left out and why. */
export type ReRegisterSummary = { created: number; skipped: { personId: number; name: string; reason: string }[] };

export const clubRegistrationKeys = {
  all: ["dashboard", "registrations"] as const,
  list: (filters: ClubRegistrationFilters) => ["dashboard", "registrations", filters] as const,
};

// TODO(issue 24): the typed client (api.clubs.registrations...) once the worker's routes are all
// filled in; until then the same transport by hand, answering and failing as `unwrap` does.
function call<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { ...MESSAGE_IDS };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = fetch(path, { method: init.method ?? "GET", credentials: "include", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  return unwrap(response as unknown as Promise<ClientResponse<T>>);
}

const searchOf = (filters: ClubRegistrationFilters) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== "") query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : "";
};

/** The acting club's registrations under the filters, newest first; asked again whenever the screen opens (players apply meanwhile). */
export const clubRegistrationsQuery = (filters: ClubRegistrationFilters) =>
  queryOptions({
    queryKey: clubRegistrationKeys.list(filters),
    queryFn: () => call<ClubRegistration[]>(`/api/clubs/registrations${searchOf(filters)}`),
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
export const useClubApprove = () => useRegistrationChange((id: number) => call<ClubRegistration>(`/api/clubs/registrations/${id}/approve`, { method: "POST", json: {} }));

/** POST …/{id}/decline { reason }: the applicant is mailed the reason. */
export const useClubDecline = () =>
  useRegistrationChange(({ id, reason }: { id: number; reason: string }) => call<ClubRegistration>(`/api/clubs/registrations/${id}/decline`, { method: "POST", json: { reason } }));

/**
 * PUT …/{id}/health-card { expiresOn }: the player's one card, on the person, so every row of the
 * person shows it at once (only the answer's person and date are read).
 */
export function useRecordHealthCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiresOn }: { id: number; expiresOn: string }) =>
      call<Pick<ClubRegistration, "personId" | "healthCardExpiresOn">>(`/api/clubs/registrations/${id}/health-card`, { method: "PUT", json: { expiresOn } }),
    onSuccess: ({ personId, healthCardExpiresOn }) => {
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
    mutationFn: (input: { season?: string; code?: LicenceCode }) => call<ReRegisterSummary>("/api/clubs/registrations/re-register", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clubRegistrationKeys.all }),
  });
}
