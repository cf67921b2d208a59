/**
 * The registration mails (issue 24, point 1): each step is mailed to the applicant in their
 * language (the one they last used the site in): received, approved by the club, licensed (with
 * the licence number), declined (with the reason, and by which side). A child's mails go to their
 * parent(s), and to the child too once they have a login of their own.
 */
import { eq } from "drizzle-orm";
import type { LicenceCode } from "../../../domain/registrations/statuses";
import { persons } from "../../../schema/tables";
import { guardians } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";
import { isNoLoginEmail } from "../families/no-login";

export type Recipient = { email: string; language: "en" | "el" };

/** Who hears about a person's registration: the person (with a login, not erased) and their parents, each once. */
export async function applicantRecipients(db: Db, personId: number): Promise<Recipient[]> {
  const [self, parents] = await Promise.all([
    db.select({ email: persons.email, language: persons.language, hasLogin: persons.hasLogin, erasedAt: persons.erasedAt }).from(persons).where(eq(persons.id, personId)).get(),
    db.select({ email: persons.email, language: persons.language, erasedAt: persons.erasedAt }).from(guardians).innerJoin(persons, eq(persons.id, guardians.parentId)).where(eq(guardians.childId, personId)),
  ]);
  const all = [...(self?.hasLogin ? [self] : []), ...parents].filter((row) => !row.erasedAt && !isNoLoginEmail(row.email));
  return [...new Map(all.map(({ email, language }) => [email, { email, language }])).values()];
}

export type RegistrationEvent = { step: "received" } | { step: "club-approved" } | { step: "licensed"; licenceNumber: string } | { step: "declined"; by: "club" | "federation"; reason: string };

export type RegistrationFacts = { playerName: string; club: Names; team: Names | null; season: string; code: LicenceCode; origin: string };

const CODE_WORDS = {
  en: { union: "rugby union", league: "rugby league", sevens: "rugby sevens" },
  el: { union: "ράγκμπι union", league: "ράγκμπι league", sevens: "ράγκμπι sevens" },
} as const;

function english(event: RegistrationEvent, facts: RegistrationFacts): { subject: string; lines: string[] } {
  const team = facts.team ? ` (${facts.team.name})` : "";
  const what = `${facts.playerName}'s registration with ${facts.club.name}${team} for ${CODE_WORDS.en[facts.code]}, season ${facts.season}`;
  switch (event.step) {
    case "received":
      return { subject: `Registration received: ${facts.playerName}, ${facts.club.name}`, lines: [`We received ${what}.`, "The club's secretary decides first, then the federation's registrar issues the licence. We will write at each step."] };
    case "club-approved":
      return { subject: `Approved by the club: ${facts.playerName}, ${facts.club.name}`, lines: [`${facts.club.name} approved ${what}.`, "It now waits for the federation's registrar, who issues the licence."] };
    case "licensed":
      return { subject: `Licence issued: ${facts.playerName}, ${event.licenceNumber}`, lines: [`The federation approved ${what}.`, `Licence number: ${event.licenceNumber}`] };
    case "declined": {
      const side = event.by === "club" ? facts.club.name : "The federation's registrar";
      return { subject: `Registration declined: ${facts.playerName}, ${facts.club.name}`, lines: [`${side} declined ${what}.`, `Reason: ${event.reason}`] };
    }
  }
}

function greek(event: RegistrationEvent, facts: RegistrationFacts): { subject: string; lines: string[] } {
  const club = greekName(facts.club);
  const team = facts.team ? ` (${greekName(facts.team)})` : "";
  const what = `την εγγραφή του/της ${facts.playerName} στον σύλλογο ${club}${team} για ${CODE_WORDS.el[facts.code]}, αγωνιστική περίοδος ${facts.season}`;
  switch (event.step) {
    case "received":
      return { subject: `Λάβαμε την εγγραφή: ${facts.playerName}, ${club}`, lines: [`Λάβαμε ${what}.`, "Πρώτα αποφασίζει η γραμματεία του συλλόγου και έπειτα ο υπεύθυνος μητρώου της ομοσπονδίας εκδίδει το δελτίο. Θα σας γράφουμε σε κάθε βήμα."] };
    case "club-approved":
      return { subject: `Εγκρίθηκε από τον σύλλογο: ${facts.playerName}, ${club}`, lines: [`Ο σύλλογος ${club} ενέκρινε ${what}.`, "Τώρα περιμένει τον υπεύθυνο μητρώου της ομοσπονδίας, που εκδίδει το δελτίο."] };
    case "licensed":
      return { subject: `Εκδόθηκε δελτίο: ${facts.playerName}, ${event.licenceNumber}`, lines: [`Η ομοσπονδία ενέκρινε ${what}.`, `Αριθμός δελτίου: ${event.licenceNumber}`] };
    case "declined": {
      const side = event.by === "club" ? `Ο σύλλογος ${club}` : "Ο υπεύθυνος μητρώου της ομοσπονδίας";
      return { subject: `Η εγγραφή απορρίφθηκε: ${facts.playerName}, ${club}`, lines: [`${side} απέρριψε ${what}.`, `Αιτιολογία: ${event.reason}`] };
    }
  }
}

/** The mail of one step to each recipient, in their language, with a link to the registrations page. */
export function registrationMails(recipients: readonly Recipient[], event: RegistrationEvent, facts: RegistrationFacts): Mail[] {
  const link = `${facts.origin}/user-profile/registrations`;
  return recipients.map(({ email, language }) => {
    const { subject, lines } = language === "el" ? greek(event, facts) : english(event, facts);
    const follow = language === "el" ? `Δείτε τις εγγραφές σας: ${link}` : `See your registrations: ${link}`;
    const hello = language === "el" ? "Γεια σας," : "Hello,";
    return { to: email, subject: oneLine(subject), text: [hello, "", ...lines, "", follow, "", SIGNATURES[language]].join("\n") };
  });
}
