/** What other features use of members and invitations: the federation's staff (the admin's Staff tab) and the roles' names. */
export { staffInvitationsQuery, staffQuery, useChangeStaffRole, useInviteStaff, useRemoveStaff, useRevokeStaffInvitation, type StaffMember } from "./api";
export { ROLE_NAMES } from "./role-names";
