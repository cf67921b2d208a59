/**
 * E-mail verification for player accounts: a random token is mailed, only its SHA-256 is stored,
 * and it expires after 24 hours.
 */
import type { Person } from "../../../schema/tables";
import type { Mail } from "../../platform/mail/mail";
import { randomToken, sha256Hex } from "../../platform/sessions/tokens";

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** A fresh token (to mail) and what to store for it. */
export async function newVerificationToken(now = Date.now()) {
  const token = randomToken(32);
  return {
    token,
    stored: { verificationToken: await sha256Hex(token), verificationTokenExpiry: new Date(now + VERIFICATION_TTL_MS).toISOString() },
  };
}

/**
 * The link the mail carries: the app's /verify-email page (SPEC section 2), which asks the API
 * and shows loading, then success or the failure in the reader's language. A mail scanner that
 * fetches the link gets that page's static shell and uses nothing up: only the page's own call
 * to GET /api/users/verify-email spends the token.
 */
export const verificationLink = (origin: string, token: string) => `${origin}/verify-email?token=${encodeURIComponent(token)}`;

/** The mail is in both languages: the worker does not know which one the player reads. */
export function verificationMail(user: Pick<Person, "email" | "firstName">, link: string): Mail {
  const text = [
    `Hello ${user.firstName},`,
    "",
    "Welcome to Rugby Hellas. Please confirm your email address by opening this link:",
    link,
    "",
    "The link is valid for 24 hours. If you did not create an account, you can ignore this email.",
    "",
    "—",
    "",
    `Γεια σας ${user.firstName},`,
    "",
    "Καλώς ήρθατε στο Rugby Hellas. Επιβεβαιώστε τη διεύθυνση email σας ανοίγοντας αυτόν τον σύνδεσμο:",
    link,
    "",
    "Ο σύνδεσμος ισχύει για 24 ώρες. Αν δεν δημιουργήσατε λογαριασμό, αγνοήστε αυτό το μήνυμα.",
    "",
    "Hellenic Rugby Federation · Ελληνική Ομοσπονδία Ράγκμπι",
  ].join("\n");
  return { to: user.email, subject: "Verify your Rugby Hellas email", text };
}
