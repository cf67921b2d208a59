/**
 * Each transfer status's words (short: they are badges; the screens say what each means beside it) and badge tone (domain/registrations/statuses.ts TRANSFER_STATUSES),
 * in both languages: one home, read by the player's, the club's and the registrar's screens.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TransferStatus } from "../../../domain/registrations/statuses";

export const TRANSFER_STATUS_WORDS: Record<TransferStatus, MessageDescriptor> = {
  // "Open" alone is also a button's verb elsewhere: this one is a state.
  open: msg({ context: "transfer status", message: "Open" }),
  objected: msg`Objected`,
  released: msg`Released`,
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
