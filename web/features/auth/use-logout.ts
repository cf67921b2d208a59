import { useMutation } from "@tanstack/react-query";

/** Club logout (the accounts issue implements it: POST /api/auth/logout, toast, go to /). */
export function useLogout() {
  return useMutation({ mutationFn: async () => undefined });
}
