/**
 * A family's calls (issue 24): a parent's children (/api/me/children) and a person's data
 * (/api/me/data). Private to the signed-in person: every key starts with ['player'], so logging
 * out drops them; the children's key is the one the registrations screen reads too.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ChildInput, ChildUpdate } from "../../../schema/registration-requests";
import { api, unwrap } from "../../lib/api";

export type Child = InferResponseType<typeof api.me.children.$get, 200>[number];
export type Visibility = InferResponseType<typeof api.me.data.visibility.$get, 200>[number];

export const familyKeys = {
  children: ["player", "children"] as const,
  visibility: ["player", "visibility"] as const,
};

export const childrenQuery = () => queryOptions({ queryKey: familyKeys.children, queryFn: () => unwrap(api.me.children.$get()) });
export const visibilityQuery = () => queryOptions({ queryKey: familyKeys.visibility, queryFn: () => unwrap(api.me.data.visibility.$get()), staleTime: 0 });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: familyKeys.children }), queryClient.invalidateQueries({ queryKey: familyKeys.visibility })]);
}

export function useAddChild() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: ChildInput) => unwrap(api.me.children.$post({ json: input })), onSuccess: refresh });
}
export function useUpdateChild() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, ...json }: ChildUpdate & { id: number }) => unwrap(api.me.children[":id"].$patch({ param: { id: String(id) }, json })), onSuccess: refresh });
}
export function useApproveChildLogin() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, email }: { id: number; email: string }) => unwrap(api.me.children[":id"].login.$post({ param: { id: String(id) }, json: { email } })), onSuccess: refresh });
}
export function useSetVisibility() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (json: { personId: number; publicProfile: boolean }) => unwrap(api.me.data.visibility.$put({ json })), onSuccess: refresh });
}
export function useErase() {
  return useMutation({ mutationFn: (includeChildren: boolean) => unwrap(api.me.data.erasure.$post({ json: { includeChildren } })) });
}
/** The download's address: the browser saves the answer as a file (Content-Disposition). */
export const MY_DATA_URL = "/api/me/data";
