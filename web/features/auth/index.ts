/** What the app and other features use of sign-in: sessions, guards, logout, account actions, error texts. */
export { AccountActions } from "./account-actions";
/** The frame and outcome card of the sign-in pages, for the other pages a mailed link opens (web/features/security, the invitation page in web/features/members). */
export { AuthPage, FooterPrompt } from "./auth-page";
export { Outcome } from "./outcome";
export { useErrorText } from "./error-text";
export { ClubGuard, UserGuard } from "./guards";
export { ImpersonationBanner } from "./impersonation-banner";
export { clubSessionCan, federationSessionCan, personNameOf, useClubCan, useFederationCan } from "./session-roles";
export { isSessionSettled, replaceUserSession, sessionKeys, startClubSession, useClubSession, useUserSession, type ClubSession, type UserSession } from "./session";
export { useLogout, usePlayerLogout } from "./use-logout";
