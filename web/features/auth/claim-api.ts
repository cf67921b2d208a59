/**
 * An approved claimant's one-time link (issue 12): GET /api/claims/{token} names the club, POST
 * sets its sign-in e-mail and password and answers the new session (cached here, as a login's is).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClubCredentialsInput } from "../../../schema";
import { api, unwrap } from "../../lib/api";
import { startClubSession } from "./session";

export const claimLinkQuery = (token: string) =>
  queryOptions({
    // Never saved to storage (web/app/query-client.ts): the key holds the link's secret.
    queryKey: ["claim-link", token],
    queryFn: () => unwrap(api.claims[":token"].$get({ param: { token } })),
    // A link is checked once per visit; a used one is not asked about again from the cache.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useClaimClub(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubCredentialsInput) => unwrap(api.claims[":token"].$post({ param: { token }, json: input })),
    onSuccess: ({ session }) => {
      if (session) startClubSession(queryClient, session);
    },
  });
}

/**
 * An expired, used or replaced link asks for a new one (issue 19). The server sends it only to
 * the address the claim was made with, and answers the same neutral message whatever happened.
 */
export function useRequestClaimLink(token: string) {
  return useMutation({ mutationFn: () => unwrap(api.claims[":token"]["new-link"].$post({ param: { token } })) });
}
