/**
 * Each registration status's words (domain/registrations/statuses.ts), in both languages: one
 * home, read by the player's screens, the club's and the registrar's alike (issue 24).
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RegistrationStatus } from "../../../domain/registrations/statuses";

export const REGISTRATION_STATUS_WORDS: Record<RegistrationStatus, MessageDescriptor> = {
  "pending-club": msg`Waiting for the club`,
  "pending-federation": msg`Waiting for the federation`,
  licensed: msg`Licensed`,
  declined: msg`Declined`,
  withdrawn: msg`Withdrawn`,
  lapsed: msg`Lapsed`,
};

/** The badge tone that goes with each status (web/ui/feedback Badge). */
export const REGISTRATION_STATUS_TONES: Record<RegistrationStatus, "neutral" | "accent" | "success" | "warning"> = {
  "pending-club": "warning",
  "pending-federation": "accent",
  licensed: "success",
  declined: "neutral",
  withdrawn: "neutral",
  lapsed: "neutral",
};
