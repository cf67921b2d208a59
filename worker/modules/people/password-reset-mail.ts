/**
 * The "forgot password" mail (issue 23, point 6): in the person's language (the one they last used
 * the site in), as text and HTML, with the one-hour, single-use link to the app's
 * /reset-password page. Opening the link spends nothing: only the page's form does.
 */
import type { PageLocale } from "../../../schema/page-contract";
import { oneLine, SIGNATURES, type Mail } from "../../platform/mail/mail";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WORDS = {
  en: {
    subject: "Choose a new Rugby Hellas password",
    hello: (name: string) => `Hello ${name},`,
    body: "Someone (we hope you) asked to choose a new password for your Rugby Hellas account. Open this link to choose it:",
    rules: "The link works once and for 1 hour. Choosing a new password signs you out everywhere else. If you did not ask for it, ignore this mail: your password stays as it is.",
  },
  el: {
    subject: "Ορίστε νέο κωδικό στο Rugby Hellas",
    hello: (name: string) => `Γεια σας ${name},`,
    body: "Κάποιος (ελπίζουμε εσείς) ζήτησε να ορίσει νέο κωδικό για τον λογαριασμό σας στο Rugby Hellas. Ανοίξτε αυτόν τον σύνδεσμο για να τον ορίσετε:",
    rules: "Ο σύνδεσμος λειτουργεί μία φορά και για 1 ώρα. Με τον νέο κωδικό αποσυνδέεστε από κάθε άλλη συσκευή. Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα: ο κωδικός σας μένει ίδιος.",
  },
} as const;

/** The page the mail links to (pinned: /reset-password?token=...). */
export const passwordResetLink = (origin: string, token: string) => `${origin}/reset-password?token=${encodeURIComponent(token)}`;

export function passwordResetMail(to: string, firstName: string, language: PageLocale, link: string): Mail {
  const words = WORDS[language];
  const hello = oneLine(words.hello(firstName));
  return {
    to,
    subject: words.subject,
    text: [hello, "", words.body, link, "", words.rules, "", SIGNATURES[language]].join("\n"),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(words.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(words.rules)}</p>`,
      `<p>${escapeHtml(SIGNATURES[language])}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}
