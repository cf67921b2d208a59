/**
 * The signed-in person's sessions (issue 23): GET /api/me/sessions lists them (either cookie),
 * DELETE ends one, or every one but this browser's own.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type PersonSession = InferResponseType<typeof api.me.sessions.$get, 200>[number];

/** Never persisted (web/app/query-client.ts): it is the person's own, whoever uses the device next. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ["account-sessions"],
    queryFn: () => unwrap(api.me.sessions.$get()),
    staleTime: 0,
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.me.sessions[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["account-sessions"] }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me.sessions.$delete()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["account-sessions"] }),
  });
}
