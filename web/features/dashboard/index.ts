/** What other features use of the club dashboard: the club profile's fields (the admin edits a club with them). */
export { ClubProfileFields, clubProfileFieldMap, clubProfileInput, clubProfileValues, type ClubProfileValues } from "./club-profile-fields";
/** The SPEC's delete confirmation ('Confirm Deletion'), also the admin's. */
export { ConfirmDeleteDialog } from "./confirm-delete-dialog";
