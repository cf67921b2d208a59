/**
 * Outgoing mail through the Workers `send_email` binding. Locally, `wrangler dev` writes each
 * message to an .eml file and prints its path. A failed send is logged, never thrown: the
 * submission that triggered it is already stored and must not be lost.
 */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** How every mail is signed, in each language. */
export const SIGNATURES = { en: "Hellenic Rugby Federation", el: "Ελληνική Ομοσπονδία Ράγκμπι" } as const;
/** The signature of a mail written in both languages. */
export const SIGNATURE = `${SIGNATURES.en} · ${SIGNATURES.el}`;

/** Header values stay on one line: a newline in a club name must not start a new header. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

export async function sendMail(env: Pick<Env, "MAIL" | "MAIL_FROM">, mail: Mail): Promise<boolean> {
  try {
    await env.MAIL.send({ from: { name: "Rugby Hellas", email: env.MAIL_FROM }, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return true;
  } catch (error) {
    console.error("Mail not sent", mail.subject, error);
    return false;
  }
}
