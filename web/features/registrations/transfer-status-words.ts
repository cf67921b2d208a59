/**
 * Each transfer status's words and badge tone (domain/registrations/statuses.ts TRANSFER_STATUSES),
 * in both languages: one home, read by the player's, the club's and the registrar's screens.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TransferStatus } from "../../../domain/registrations/statuses";

export const TRANSFER_STATUS_WORDS: Record<TransferStatus, MessageDescriptor> = {
  open: msg`Open: the club may object`,
  objected: msg`Objected by the club`,
  released: msg`Released: waiting for the federation`,
  approved: msg`Approved`,
  declined: msg`Declined`,
  withdrawn: msg`Withdrawn`,
};

export const TRANSFER_STATUS_TONES: Record<TransferStatus, "neutral" | "accent" | "success" | "warning"> = {
  open: "warning",
  objected: "warning",
  released: "accent",
  approved: "success",
  declined: "neutral",
  withdrawn: "neutral",
};
