/**
 * What the signed-in person may do (issue 23), read from the club session (GET /api/auth/me): the
 * roles they hold in the club they act for, and their federation roles. The rules themselves live
 * once, in domain/people/roles.ts; the app only asks them, so a screen never offers what the API
 * would refuse.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clubCan, federationCan, type ClubCapability, type ClubRole, type FederationCapability, type HeldRole } from "../../../domain/people/roles";
import { api, unwrap } from "../../lib/api";
import { switchClubSession, useClubSession, type ClubSession } from "./session";

/** The club roles in the club acted for (none for a session cached before issue 23). */
export const clubRolesOf = (club: ClubSession | null | undefined): readonly ClubRole[] => (club?.clubRoles ?? []) as readonly ClubRole[];

/** The person's roles, wherever they hold them. */
export const heldRolesOf = (club: ClubSession | null | undefined): readonly HeldRole[] => (club?.person?.roles ?? []) as readonly HeldRole[];

/** Whether the person's roles in the club they act for allow `capability`. */
export const clubSessionCan = (club: ClubSession | null | undefined, capability: ClubCapability) => clubCan(clubRolesOf(club), capability);

/** Whether the person's federation roles allow `capability`. */
export const federationSessionCan = (club: ClubSession | null | undefined, capability: FederationCapability) => federationCan(heldRolesOf(club), capability);

export const useClubCan = (capability: ClubCapability) => clubSessionCan(useClubSession().data, capability);
export const useFederationCan = (capability: FederationCapability) => federationSessionCan(useClubSession().data, capability);

/** The clubs the person can act for (the header's "Acting for" choice). */
export type ActingChoice = ClubSession["actingFor"][number];

/** POST /api/auth/acting-club: acts for another club; every club query then shows that club's data. */
export function useSwitchClub() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (clubId: number) => unwrap(api.auth["acting-club"].$post({ json: { clubId } })),
    onSuccess: (club) => switchClubSession(queryClient, club as ClubSession),
  });
  return { switchTo: (clubId: number) => mutation.mutate(clubId), pending: mutation.isPending, error: mutation.error };
}

/** The signed-in person's name ("" for a session cached before issue 23). */
export const personNameOf = (club: ClubSession | null | undefined) => [club?.person?.firstName, club?.person?.lastName].filter(Boolean).join(" ");
