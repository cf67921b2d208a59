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

/** The subject of a mail written in both languages: English first (as the text is), on one line. */
export const bothLanguages = (english: string, greek: string) => oneLine(`${english} · ${greek}`);

/** A club's or team's names: the Latin (or English) one, and the Greek one when it has one. */
export type Names = { name: string; nameEl?: string | null };
/** The name a mail's Greek text uses: the Greek one, else the Latin one (issue 21). */
export const greekName = (names: Names) => names.nameEl?.trim() || names.name;
