/**
 * What a mail says. Mails are not sent from here: each is written to the outbox with the change
 * that causes it, and a queue delivers it through the `send_email` binding (worker/platform/mail).
 * Locally, `wrangler dev` writes each delivered message to an .eml file and prints its path.
 */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** How every mail is signed, in each language. */
export const SIGNATURES = { en: "Hellenic Rugby Federation", el: "Ελληνική Ομοσπονδία Ράγκμπι" } as const;
/** The signature of a mail written in both languages. */
export const SIGNATURE = `${SIGNATURES.en} · ${SIGNATURES.el}`;

/** Header values stay on one line: a newline in a club name must not start a new header. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();
