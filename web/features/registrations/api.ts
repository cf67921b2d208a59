/**
 * Player registration's calls (issue 24): a person's own and their children's registrations, the
 * application and its withdrawal, and the children the application may be for. Private to the
 * signed-in person: every key starts with ['player'], so logging out drops them all (auth/session.ts).
 * Toasts and forms are the screens' business. Other registration screens add their calls here.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { RegistrationInput } from "../../../schema/registration-requests";
import { api, unwrap } from "../../lib/api";

/** RegistrationView (issue 24's shared shape), as GET /api/registrations answers it. */
export type RegistrationView = InferResponseType<typeof api.registrations.$get, 200>[number];

/** GET /api/me/children (issue 24's shared shape). */
export type MyChild = InferResponseType<typeof api.me.children.$get, 200>[number];

export const myRegistrationKeys = {
  registrations: ["player", "registrations"] as const,
  children: ["player", "children"] as const,
};

/**
 * The signed-in person's registrations and their children's, every season, newest first. Asked
 * again whenever a screen showing them opens: the club and the federation decide meanwhile.
 */
export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: myRegistrationKeys.registrations,
    queryFn: () => unwrap(api.registrations.$get()),
    staleTime: 0,
    refetchOnMount: "always",
  });

/** The signed-in parent's children (none for most players); the Family screen reads the same key. */
export const myChildrenQuery = () => queryOptions({ queryKey: myRegistrationKeys.children, queryFn: () => unwrap(api.me.children.$get()) });

/** POST /api/registrations: the answer joins the list at once, and the list is asked for again. */
export function useApplyForRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 409 (already registered) throws as every refusal does: what resolves is the 201's view.
    mutationFn: (input: RegistrationInput) => unwrap<unknown>(api.registrations.$post({ json: input })) as Promise<RegistrationView>,
    onSuccess: (created) => {
      queryClient.setQueryData<RegistrationView[]>(myRegistrationKeys.registrations, (list) => [created, ...(list ?? []).filter((row) => row.id !== created.id)]);
      void queryClient.invalidateQueries({ queryKey: myRegistrationKeys.registrations });
    },
  });
}

/** POST /api/registrations/{id}/withdraw: a pending application taken back. */
export function useWithdrawRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.registrations[":id"].withdraw.$post({ param: { id: String(id) } })),
    onSuccess: (changed) => {
      queryClient.setQueryData<RegistrationView[]>(myRegistrationKeys.registrations, (list) => list?.map((row) => (row.id === changed.id ? changed : row)));
      void queryClient.invalidateQueries({ queryKey: myRegistrationKeys.registrations });
    },
  });
}
