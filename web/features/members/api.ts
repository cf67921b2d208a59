/**
 * Members, invitations and the federation's staff (issue 23): the club admin's list and its
 * changes, an invitation link's check and acceptance, and the super admin's staff list.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ClubRole, FederationRole } from "../../../domain/people/roles";
import { api, unwrap } from "../../lib/api";
import { startClubSession, type ClubSession } from "../auth";

export type Member = InferResponseType<typeof api.clubs.members.$get, 200>[number];
export type OpenInvitation = InferResponseType<typeof api.clubs.members.invitations.$get, 200>[number];
export type StaffMember = InferResponseType<typeof api.admin.staff.$get, 200>[number];
export type InvitationLink = InferResponseType<(typeof api.invitations)[":token"]["$get"], 200>;

export const memberKeys = {
  members: ["dashboard", "members"] as const,
  invitations: ["dashboard", "members", "invitations"] as const,
  staff: ["admin", "staff"] as const,
  staffInvitations: ["admin", "staff", "invitations"] as const,
};
/** Who holds a role changes from elsewhere (a link accepted in another browser): asked again whenever the screen opens. */
const alwaysAsk = { staleTime: 0, refetchOnMount: "always" } as const;

export const membersQuery = () => queryOptions({ queryKey: memberKeys.members, queryFn: () => unwrap(api.clubs.members.$get()), ...alwaysAsk });
export const openInvitationsQuery = () =>
  queryOptions({ queryKey: memberKeys.invitations, queryFn: () => unwrap(api.clubs.members.invitations.$get()), ...alwaysAsk });
export const staffQuery = () => queryOptions({ queryKey: memberKeys.staff, queryFn: () => unwrap(api.admin.staff.$get()), ...alwaysAsk });
export const staffInvitationsQuery = () =>
  queryOptions({ queryKey: memberKeys.staffInvitations, queryFn: () => unwrap(api.admin.staff.invitations.$get()), ...alwaysAsk });

/** After any change the lists are fetched again (the members' and the invitations' both live under one key). */
function useRefresh(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useInviteMember() {
  const refresh = useRefresh(memberKeys.members);
  return useMutation({
    mutationFn: (input: { email: string; role: ClubRole; teamId?: number | null }) => unwrap(api.clubs.members.invitations.$post({ json: input })),
    onSuccess: refresh,
  });
}
export function useRevokeInvitation() {
  const refresh = useRefresh(memberKeys.members);
  return useMutation({ mutationFn: (id: number) => unwrap(api.clubs.members.invitations[":id"].$delete({ param: { id: String(id) } })), onSuccess: refresh });
}
export function useChangeMemberRole() {
  const refresh = useRefresh(memberKeys.members);
  return useMutation({
    mutationFn: ({ personId, ...json }: { personId: number; role: ClubRole; teamId?: number | null }) =>
      unwrap(api.clubs.members[":personId"].$patch({ param: { personId: String(personId) }, json })),
    onSuccess: refresh,
  });
}
export function useRemoveMember() {
  const refresh = useRefresh(memberKeys.members);
  return useMutation({ mutationFn: (personId: number) => unwrap(api.clubs.members[":personId"].$delete({ param: { personId: String(personId) } })), onSuccess: refresh });
}

export function useInviteStaff() {
  const refresh = useRefresh(memberKeys.staff);
  return useMutation({ mutationFn: (input: { email: string; role: FederationRole }) => unwrap(api.admin.staff.invitations.$post({ json: input })), onSuccess: refresh });
}
export function useRevokeStaffInvitation() {
  const refresh = useRefresh(memberKeys.staff);
  return useMutation({ mutationFn: (id: number) => unwrap(api.admin.staff.invitations[":id"].$delete({ param: { id: String(id) } })), onSuccess: refresh });
}
export function useChangeStaffRole() {
  const refresh = useRefresh(memberKeys.staff);
  return useMutation({
    mutationFn: ({ personId, role }: { personId: number; role: FederationRole }) => unwrap(api.admin.staff[":personId"].$patch({ param: { personId: String(personId) }, json: { role } })),
    onSuccess: refresh,
  });
}
export function useRemoveStaff() {
  const refresh = useRefresh(memberKeys.staff);
  return useMutation({ mutationFn: (personId: number) => unwrap(api.admin.staff[":personId"].$delete({ param: { personId: String(personId) } })), onSuccess: refresh });
}

export const invitationLinkQuery = (token: string) =>
  queryOptions({
    // Never saved to storage: the key holds the link's secret. Checked once per visit.
    queryKey: ["invitation-link", token],
    queryFn: () => unwrap(api.invitations[":token"].$get({ param: { token } })),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { firstName?: string; lastName?: string; password?: string }) => unwrap(api.invitations[":token"].accept.$post({ param: { token }, json: input })),
    onSuccess: ({ session }) => {
      // A full session (not one waiting for its second step) is the new signed-in club.
      if (session && "id" in (session as object)) startClubSession(queryClient, session as ClubSession);
    },
  });
}
