/** The academy registration (SPEC section 7: POST /api/academy-registration). */
import { useMutation } from "@tanstack/react-query";
import { FEDERATION_EMAIL } from "../../../schema/constants";
import type { AcademyInput } from "../../../schema/requests";
import { i18n } from "../../lib/i18n";
import { useQueuedSubmission } from "../../lib/use-queued-submission";

/** The parent's part of the request, with their consent; the recipient and subject are fixed. */
export type AcademyDetails = Pick<AcademyInput, "parentName" | "email" | "phone" | "childrenDetails" | "consent">;

/** SPEC: the payload also carries a fixed recipient address and the subject 'New Academy Registration'. */
export const ACADEMY_SUBJECT = "New Academy Registration";

/** Lets a surrounding dialog know a registration is in flight (it must not close then). */
export const ACADEMY_MUTATION_KEY = ["academy", "registration"] as const;

/**
 * Sends a registration with its own Idempotency-Key (see useQueuedSubmission). Without signal it
 * waits in the outbox and resolves `{ queued: true }`. Toasts belong to the form that calls it.
 */
export function useAcademyRegistration() {
  const { submit } = useQueuedSubmission("academy");
  return useMutation({
    mutationKey: ACADEMY_MUTATION_KEY,
    // The form's language goes along: the parent's acknowledgement mail is written in it (issue 12).
    mutationFn: (details: AcademyDetails) =>
      submit({ ...details, language: i18n.locale === "el" ? "el" : "en", to: FEDERATION_EMAIL, subject: ACADEMY_SUBJECT }),
  });
}
