/** What the app and other features use of sign-in: sessions, guards, logout, account actions, error texts. */
export { AccountActions } from "./account-actions";
export { useErrorText } from "./error-text";
export { ClubGuard, UserGuard } from "./guards";
export { ImpersonationBanner } from "./impersonation-banner";
export { clubSessionCan, federationSessionCan, personNameOf, useClubCan, useFederationCan } from "./session-roles";
export { isSessionSettled, replaceUserSession, sessionKeys, useClubSession, useUserSession, type ClubSession, type UserSession } from "./session";
export { useLogout, usePlayerLogout } from "./use-logout";
