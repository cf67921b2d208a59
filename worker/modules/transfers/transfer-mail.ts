/**
 * The transfer mails (issue 24, point 5), each written in its recipient's language (the one they
 * last used the site in): the request to the current club and its acknowledgement to the player,
 * the objection, the automatic release, and the registrar's approval or decline. A child's mails go
 * to their parent(s); a club's to its secretaries and club admins.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { LicenceCode } from "../../../domain/registrations/statuses";
import { OBJECTION_DAYS } from "../../../domain/registrations/statuses";
import { persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";
import { distinct, reachable, type Recipient } from "../families/recipients";

export { playerRecipients, type Recipient } from "../families/recipients";

/** A club's secretaries and club admins: who decides on its registrations and transfers. */
export async function clubStaffRecipients(db: Db, clubId: number | null): Promise<Recipient[]> {
  if (clubId === null) return [];
  const rows = await db
    .select({ email: persons.email, language: persons.language, firstName: persons.firstName })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(and(eq(personRoles.clubId, clubId), inArray(personRoles.role, ["secretary", "club-admin"]), eq(persons.isActive, true)));
  return distinct(rows.flatMap((row) => reachable(row)));
}

export type TransferFacts = {
  playerName: string;
  code: LicenceCode;
  season: string;
  from: Names | null;
  to: Names;
  objectionDeadline: string;
  reason?: string | null;
  /** The site's address, for the link to the page where it is followed. */
  origin: string;
};

export type TransferEvent = "requested-club" | "requested-player" | "objected" | "released-player" | "released-club" | "approved" | "declined";

const CODE_WORDS = {
  en: { union: "rugby union", league: "rugby league", sevens: "rugby sevens" },
  el: { union: "ράγκμπι γιούνιον", league: "ράγκμπι λιγκ", sevens: "ράγκμπι sevens" },
} as const;

const moment = (iso: string, language: "en" | "el") =>
  new Intl.DateTimeFormat(language === "el" ? "el-GR" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Athens" }).format(new Date(iso));

/** Where each recipient follows it: the player's registrations page, or the club's. */
const pageFor = (event: TransferEvent, origin: string) =>
  event === "requested-club" || event === "released-club" ? `${origin}/dashboard/registrations` : `${origin}/user-profile/registrations`;

function english(event: TransferEvent, facts: TransferFacts): { subject: string; lines: string[] } {
  const from = facts.from?.name ?? "the former club";
  const to = facts.to.name;
  const what = `${facts.playerName}'s transfer in ${CODE_WORDS.en[facts.code]} (${facts.season}) from ${from} to ${to}`;
  const deadline = moment(facts.objectionDeadline, "en");
  switch (event) {
    case "requested-club":
      return {
        subject: `Transfer request: ${facts.playerName} to ${to}`,
        lines: [`${facts.playerName} asks to move from ${from} to ${to} in ${CODE_WORDS.en[facts.code]} (${facts.season}).`, `Your club may object, with a reason (an unreturned kit, say), until ${deadline} (${OBJECTION_DAYS} days). Without an objection the player is released automatically, and the federation's registrar decides.`],
      };
    case "requested-player":
      return {
        subject: `Transfer requested: ${to}`,
        lines: [`We have received ${what}.`, `${from} may object until ${deadline}. Without an objection the release is automatic; the federation's registrar then approves the move.`],
      };
    case "objected":
      return { subject: `Transfer objected: ${to}`, lines: [`${from} has objected to ${what}.`, `Their reason: ${facts.reason ?? ""}`, "The federation's registrar will decide."] };
    case "released-player":
    case "released-club":
      return { subject: `Transfer released: ${facts.playerName} to ${to}`, lines: [`${from} did not object within ${OBJECTION_DAYS} days: ${what} is released.`, "The federation's registrar will now approve the move."] };
    case "approved":
      return { subject: `Transfer approved: ${facts.playerName} to ${to}`, lines: [`The federation's registrar has approved ${what}.`, `The licence is now held with ${to}.`] };
    case "declined":
      return { subject: `Transfer declined: ${facts.playerName} to ${to}`, lines: [`The federation's registrar has declined ${what}.`, `The reason: ${facts.reason ?? ""}`, `The licence stays with ${from}.`] };
  }
}

function greek(event: TransferEvent, facts: TransferFacts): { subject: string; lines: string[] } {
  const from = facts.from ? greekName(facts.from) : "τον προηγούμενο σύλλογο";
  const to = greekName(facts.to);
  const code = CODE_WORDS.el[facts.code];
  const what = `τη μεταγραφή του/της ${facts.playerName} στο ${code} (${facts.season}) από ${from} σε ${to}`;
  const deadline = moment(facts.objectionDeadline, "el");
  switch (event) {
    case "requested-club":
      return {
        subject: `Αίτημα μεταγραφής: ${facts.playerName} σε ${to}`,
        lines: [`Ο/Η ${facts.playerName} ζητά να μεταγραφεί από ${from} σε ${to} στο ${code} (${facts.season}).`, `Ο σύλλογός σας μπορεί να αντιταχθεί, με αιτιολογία (π.χ. εξοπλισμός που δεν επιστράφηκε), έως ${deadline} (${OBJECTION_DAYS} ημέρες). Χωρίς αντίρρηση ο αθλητής αποδεσμεύεται αυτόματα και αποφασίζει ο υπεύθυνος μητρώου της ομοσπονδίας.`],
      };
    case "requested-player":
      return {
        subject: `Αίτημα μεταγραφής: ${to}`,
        lines: [`Λάβαμε το αίτημα για ${what}.`, `Ο σύλλογος ${from} μπορεί να αντιταχθεί έως ${deadline}. Χωρίς αντίρρηση η αποδέσμευση είναι αυτόματη· στη συνέχεια ο υπεύθυνος μητρώου της ομοσπονδίας εγκρίνει τη μεταγραφή.`],
      };
    case "objected":
      return { subject: `Αντίρρηση στη μεταγραφή: ${to}`, lines: [`Ο σύλλογος ${from} αντιτάχθηκε σε ${what}.`, `Η αιτιολογία: ${facts.reason ?? ""}`, "Θα αποφασίσει ο υπεύθυνος μητρώου της ομοσπονδίας."] };
    case "released-player":
    case "released-club":
      return { subject: `Αποδέσμευση: ${facts.playerName} σε ${to}`, lines: [`Ο σύλλογος ${from} δεν αντιτάχθηκε μέσα σε ${OBJECTION_DAYS} ημέρες: αποδεσμεύεται ${what}.`, "Ο υπεύθυνος μητρώου της ομοσπονδίας θα εγκρίνει τώρα τη μεταγραφή."] };
    case "approved":
      return { subject: `Εγκρίθηκε η μεταγραφή: ${facts.playerName} σε ${to}`, lines: [`Ο υπεύθυνος μητρώου της ομοσπονδίας ενέκρινε ${what}.`, `Το δελτίο ανήκει πλέον στον σύλλογο ${to}.`] };
    case "declined":
      return { subject: `Απορρίφθηκε η μεταγραφή: ${facts.playerName} σε ${to}`, lines: [`Ο υπεύθυνος μητρώου της ομοσπονδίας απέρριψε ${what}.`, `Η αιτιολογία: ${facts.reason ?? ""}`, `Το δελτίο παραμένει στον σύλλογο ${from}.`] };
  }
}

/** The mail of `event` to one recipient, in their language. */
export function transferMail(event: TransferEvent, recipient: Recipient, facts: TransferFacts): Mail {
  const el = recipient.language === "el";
  const { subject, lines } = el ? greek(event, facts) : english(event, facts);
  const link = pageFor(event, facts.origin);
  return {
    to: recipient.email,
    subject: oneLine(subject),
    text: [el ? `Γεια σας ${recipient.firstName},` : `Hello ${recipient.firstName},`, "", ...lines, "", el ? "Δείτε τη μεταγραφή εδώ:" : "Follow the transfer here:", link, "", SIGNATURES[recipient.language]].join("\n"),
  };
}

/** The same event's mail to each of several recipients. */
export const transferMails = (event: TransferEvent, recipients: readonly Recipient[], facts: TransferFacts) => recipients.map((recipient) => transferMail(event, recipient, facts));
