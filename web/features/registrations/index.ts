/** What other features use of player registration (issue 24): the status words (the back office's Registrations tab). */
export { REGISTRATION_STATUS_TONES, REGISTRATION_STATUS_WORDS } from "./status-words";
/** The player profile's "Club and licence" block. */
export { MyClubAndLicence } from "./my-club-and-licence";
/** Transfers (issue 24, point 5): the back office's Transfers tab reads the list, the decisions and a player's club history. */
export { ClubHistory } from "./club-history";
export { adminTransfersQuery, useApproveTransfer, useDeclineTransfer, type TransferView } from "./transfer-api";
export { TRANSFER_STATUS_TONES, TRANSFER_STATUS_WORDS } from "./transfer-status-words";
