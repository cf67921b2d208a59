/**
 * Player registration (issue 24): a person applies to play for a club in a season and a code; the
 * club's secretary approves, then the federation's registrar, who issues the licence. One home
 * for the states and the steps between them, read by the worker and by the screens alike.
 */
import { TEAM_CODES, type TeamCode } from "../teams/team";

/** The codes a licence is for: fifteen-a-side union, thirteen-a-side league, and sevens. */
export const LICENCE_CODES = TEAM_CODES;
export type LicenceCode = TeamCode;

/**
 * - `pending-club`: applied, waiting for the club's secretary;
 * - `pending-federation`: the club approved, waiting for the registrar;
 * - `licensed`: the registrar approved and a licence number was issued;
 * - `declined`: the club or the registrar declined, with a reason;
 * - `withdrawn`: the applicant took it back before a decision;
 * - `lapsed`: the person's data were erased (GDPR art. 17): only the minimal licence history stays.
 */
export const REGISTRATION_STATUSES = ["pending-club", "pending-federation", "licensed", "declined", "withdrawn", "lapsed"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The states that hold the person's one place per code and season: a second one is refused (409). */
export const HOLDING_STATUSES = ["pending-club", "pending-federation", "licensed"] as const satisfies readonly RegistrationStatus[];

/** Where each step may start from. A declined, withdrawn or lapsed registration is final. */
export const REGISTRATION_STEPS = {
  clubApprove: { from: ["pending-club"], to: "pending-federation" },
  clubDecline: { from: ["pending-club"], to: "declined" },
  federationApprove: { from: ["pending-federation"], to: "licensed" },
  federationDecline: { from: ["pending-federation"], to: "declined" },
  withdraw: { from: ["pending-club", "pending-federation"], to: "withdrawn" },
} as const satisfies Record<string, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>;
export type RegistrationStep = keyof typeof REGISTRATION_STEPS;

/** Whether `step` may be taken from `status`. */
export const canTake = (step: RegistrationStep, status: RegistrationStatus) => (REGISTRATION_STEPS[step].from as readonly RegistrationStatus[]).includes(status);

/** How a registration came to be: applied for, imported from the old register, re-registered from last season, or made from an academy form. */
export const REGISTRATION_SOURCES = ["application", "import", "re-registration", "academy"] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

const CODE_LETTER: Record<LicenceCode, string> = { union: "U", league: "L", sevens: "S" };

/**
 * The licence number the registrar's approval issues: `RH-<season's first year>-<code letter><id>`,
 * e.g. `RH-2026-U000042`. The registration's id makes it unique; imported licences keep their own.
 */
export const licenceNumberFor = (registrationId: number, season: string, code: LicenceCode) =>
  `RH-${season.slice(0, 4)}-${CODE_LETTER[code]}${String(registrationId).padStart(6, "0")}`;

/**
 * Transfers: a licensed player asks to move to another club. The current club may object, with a
 * reason, within OBJECTION_DAYS; otherwise the release is automatic. The registrar then approves
 * (the licence moves to the new club) or declines.
 * - `open`: within the objection window;
 * - `objected`: the current club objected (the registrar decides: approve over it, or decline);
 * - `released`: the window passed without an objection;
 * - `approved` / `declined` by the registrar; `withdrawn` by the player.
 */
export const TRANSFER_STATUSES = ["open", "objected", "released", "approved", "declined", "withdrawn"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** A player has at most one transfer in these states at a time. */
export const OPEN_TRANSFER_STATUSES = ["open", "objected", "released"] as const satisfies readonly TransferStatus[];
export const OBJECTION_DAYS = 7;
