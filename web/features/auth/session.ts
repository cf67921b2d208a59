/**
 * Session queries (club and player). The accounts issue implements these against
 * /api/auth/me and /api/users/me; until then nobody is signed in.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";

export type ClubSession = { id: number; name: string; location: string; isAdmin: boolean };
export type UserSession = { id: number; firstName: string; lastName: string; email: string };

export const sessionKeys = {
  club: ["session", "club"] as const,
  user: ["session", "user"] as const,
};

export const clubSessionQuery = () =>
  queryOptions({ queryKey: sessionKeys.club, queryFn: async (): Promise<ClubSession | null> => null });

export const userSessionQuery = () =>
  queryOptions({ queryKey: sessionKeys.user, queryFn: async (): Promise<UserSession | null> => null });

export const useClubSession = () => useQuery(clubSessionQuery());
export const useUserSession = () => useQuery(userSessionQuery());
