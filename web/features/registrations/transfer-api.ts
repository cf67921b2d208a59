/**
 * Transfers' calls (issue 24, point 5), for the player's screen (their own and their children's),
 * the club's panel (in and out, and the objection) and the registrar's tab, through the typed
 * client. Each side's keys start with its area's ('player', 'dashboard', 'admin'), so signing out
 * drops them with the rest of that area.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { LicenceCode, TransferStatus } from "../../../domain/registrations/statuses";
import { api, unwrap } from "../../lib/api";

export type TransferView = InferResponseType<typeof api.transfers.$get, 200>[number];
export type ClubHistoryEntry = InferResponseType<typeof api.transfers.history.$get, 200>[number];

export const transferKeys = {
  mine: ["player", "transfers"] as const,
  history: (personId: number) => ["player", "transfers", "history", personId] as const,
  club: (status: TransferStatus | "") => ["dashboard", "transfers", status] as const,
  clubAll: ["dashboard", "transfers"] as const,
  admin: (status: TransferStatus | "") => ["admin", "transfers", status] as const,
  adminAll: ["admin", "transfers"] as const,
  adminHistory: (personId: number) => ["admin", "transfers", "history", personId] as const,
};
/** The other side decides meanwhile: asked again whenever a list opens. */
const alwaysAsk = { staleTime: 0, refetchOnMount: "always" } as const;

export const myTransfersQuery = () => queryOptions({ queryKey: transferKeys.mine, queryFn: () => unwrap(api.transfers.$get()), ...alwaysAsk });

/** A person's clubs: the signed-in person's own, a child's, or (`asRegistrar`) anyone's in the back office. */
export const clubHistoryQuery = (personId: number, asRegistrar = false) =>
  queryOptions({
    queryKey: asRegistrar ? transferKeys.adminHistory(personId) : transferKeys.history(personId),
    queryFn: () => unwrap(api.transfers.history.$get({ query: { personId: String(personId) } })),
    ...alwaysAsk,
  });

export const clubTransfersQuery = (status: TransferStatus | "" = "") =>
  queryOptions({ queryKey: transferKeys.club(status), queryFn: () => unwrap(api.clubs.transfers.$get({ query: status ? { status } : {} })), ...alwaysAsk });

export const adminTransfersQuery = (status: TransferStatus | "") =>
  queryOptions({ queryKey: transferKeys.admin(status), queryFn: () => unwrap(api.admin.transfers.$get({ query: status ? { status } : {} })), ...alwaysAsk });

function useRefresh(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useRequestTransfer() {
  const refresh = useRefresh(transferKeys.mine);
  return useMutation({
    mutationFn: (input: { toClubId: number; code: LicenceCode; personId?: number }) => unwrap(api.transfers.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useWithdrawTransfer() {
  const refresh = useRefresh(transferKeys.mine);
  return useMutation({ mutationFn: (id: number) => unwrap(api.transfers[":id"].withdraw.$post({ param: { id: String(id) } })), onSuccess: refresh });
}

export function useObjectToTransfer() {
  const refresh = useRefresh(transferKeys.clubAll);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => unwrap(api.clubs.transfers[":id"].object.$post({ param: { id: String(id) }, json: { reason } })),
    onSuccess: refresh,
  });
}

export function useApproveTransfer() {
  const refresh = useRefresh(transferKeys.adminAll);
  return useMutation({ mutationFn: (id: number) => unwrap(api.admin.transfers[":id"].approve.$post({ param: { id: String(id) } })), onSuccess: refresh });
}

export function useDeclineTransfer() {
  const refresh = useRefresh(transferKeys.adminAll);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => unwrap(api.admin.transfers[":id"].decline.$post({ param: { id: String(id) }, json: { reason } })),
    onSuccess: refresh,
  });
}
