import { QueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../schema/constants";

/**
 * SPEC section 7: no retry, no refetch on focus or interval. Data is treated as fresh for the
 * SPEC's 60 s cache, then refreshed on the next visit (a fan's tables must not stay stale forever).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: LIMITS.cacheMs,
      gcTime: 7 * 24 * 60 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
