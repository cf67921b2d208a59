/**
 * The notices the federation's inbox receives for public submissions: plain text, one
 * "Label: value" line per submitted field, so staff can act on them without opening anything else.
 */
import type { AcademyInput, ClaimInput } from "../../../schema/requests";
import { oneLine, type Mail } from "../../platform/mail/mail";

const lines = (rows: [label: string, value: string | number | undefined][]) =>
  rows.map(([label, value]) => `${label}: ${value === undefined || value === "" ? "(none)" : value}`).join("\n");

/** `id`: the claim's number (or the outbox's mark for it, worker/platform/mail/outbox.ts). */
export function claimNotice(to: string, id: number | string, input: ClaimInput, clubName: string, queue: string): Mail {
  return {
    to,
    subject: oneLine(`Club claim request: ${clubName}`),
    text: [
      `A visitor asked to take over the club account of ${clubName}.`,
      "",
      lines([
        ["Club", clubName],
        ["Club ID", input.clubId],
        ["Club name as submitted", input.clubName],
        ["Full name", input.fullName],
        ["Email", input.email],
        ["Phone number", input.phoneNumber],
        ["Message", input.message],
        ["Request ID", id],
      ]),
      "",
      "Approve or reject it in the claims queue:",
      queue,
    ].join("\n"),
  };
}

export const ACADEMY_SUBJECT = "New Academy Registration";

export function academyNotice(to: string, id: number | string, input: AcademyInput): Mail {
  return {
    to,
    subject: ACADEMY_SUBJECT,
    text: [
      "A parent registered for the U16 academy.",
      "",
      lines([
        ["Parent name", input.parentName],
        ["Email", input.email],
        ["Phone", input.phone],
        ["Children", input.childrenDetails],
        ["Consent to data processing", "given by the parent with the registration"],
        ["Registration ID", id],
      ]),
    ].join("\n"),
  };
}
