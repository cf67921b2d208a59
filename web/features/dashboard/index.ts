/** What other features use of the club dashboard: the club profile's fields (the admin edits a club with them). */
export { ClubProfileFields, clubProfileFieldMap, clubProfileInput, clubProfileValues, type ClubProfileValues } from "./club-profile-fields";
/** The SPEC's delete confirmation ('Confirm Deletion'), also the admin's. */
export { ConfirmDeleteDialog } from "./confirm-delete-dialog";
/** The dashboard's page frame, lists and dialogs, for the members screen (web/features/members, issue 23). */
export { DashboardPage } from "./dashboard-page";
export { QueryState } from "./query-state";
export { FormDialog } from "./form-dialog";
export { useDialogSave } from "./use-dialog-save";
export { ownTeamsQuery } from "./api";
export * as dashboardStyles from "./dashboard.css";
