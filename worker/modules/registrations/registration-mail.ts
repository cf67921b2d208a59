/**
 * The registration mails (issue 24, point 1): each step is mailed to the applicant in their
 * language (the one they last used the site in): received, approved by the club, licensed (with
 * the licence number), declined (with the reason, and by which side). A child's mails go to their
 * parent(s), and to the child too once they have a login of their own.
 */
import type { LicenceCode } from "../../../domain/registrations/statuses";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";
import { playerRecipients } from "../families/recipients";

/** Whom a registration mail is written to: an address and the language they last used the site in. */
export type Recipient = { email: string; language: "en" | "el" };

/** The applicant's mails reach the player (with a login) and their parents: the families' one rule. */
export const applicantRecipients = playerRecipients;

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
