/**
 * The mail that gives a new login its password (issue 24, point 2): to a child of 15 or more
 * whose own login a parent approved, and to a parent whose account the federation made from an
 * academy form. In the person's language, with the link of the password-reset mechanism
 * (worker/modules/people/password-reset.ts passwordLinkStatements), valid for LOGIN_LINK_DAYS.
 */
import type { PageLocale } from "../../../schema/page-contract";
import { oneLine, SIGNATURES, type Mail } from "../../platform/mail/mail";

export const LOGIN_LINK_DAYS = 7;
export const LOGIN_LINK_MS = LOGIN_LINK_DAYS * 24 * 60 * 60 * 1000;

export type LoginReason = "child-approved" | "academy-parent";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WORDS = {
  en: {
    subject: "Choose your Rugby Hellas password",
    hello: (name: string) => `Hello ${name},`,
    "child-approved": "Your parent approved your own Rugby Hellas login, with this address. Open this link to choose your password:",
    "academy-parent": "The Hellenic Rugby Federation registered your children from your academy form, and made you an account to follow them. Open this link to choose your password:",
    rules: `The link works once and for ${LOGIN_LINK_DAYS} days. If it expires, ask for a new one with "Forgot password" on the sign-in page.`,
  },
  el: {
    subject: "Ορίστε τον κωδικό σας στο Rugby Hellas",
    hello: (name: string) => `Γεια σας ${name},`,
    "child-approved": "Ο γονέας σας ενέκρινε τον δικό σας λογαριασμό στο Rugby Hellas, με αυτή τη διεύθυνση. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε τον κωδικό σας:",
    "academy-parent": "Η Ελληνική Ομοσπονδία Ράγκμπι εγγράφει τα παιδιά σας από τη φόρμα της ακαδημίας και σας έφτιαξε λογαριασμό για να τα παρακολουθείτε. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε τον κωδικό σας:",
    rules: `Ο σύνδεσμος λειτουργεί μία φορά και για ${LOGIN_LINK_DAYS} ημέρες. Αν λήξει, ζητήστε νέο με το «Ξέχασα τον κωδικό» στη σελίδα σύνδεσης.`,
  },
} as const;

export function loginMail(to: string, firstName: string, language: PageLocale, reason: LoginReason, link: string): Mail {
  const words = WORDS[language];
  const hello = oneLine(words.hello(firstName));
  return {
    to,
    subject: words.subject,
    text: [hello, "", words[reason], link, "", words.rules, "", SIGNATURES[language]].join("\n"),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(words[reason])}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(words.rules)}</p>`,
      `<p>${escapeHtml(SIGNATURES[language])}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}
