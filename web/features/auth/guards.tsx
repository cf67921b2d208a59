import type { ReactNode } from "react";

/** Route guards (the accounts issue implements them: redirect to /login or /user-login, spinner while loading). */
export function ClubGuard({ children }: { children: ReactNode }) {
  return children;
}
export function UserGuard({ children }: { children: ReactNode }) {
  return children;
}
