/** What other features use of player registration (issue 24): the status words (the back office's Registrations tab). */
export { REGISTRATION_STATUS_TONES, REGISTRATION_STATUS_WORDS } from "./status-words";
/** The player profile's "Club and licence" block. */
export { MyClubAndLicence } from "./my-club-and-licence";
