/**
 * The mails of the federation's back office (issue 12). Claim and club decisions are written in
 * both languages (the worker does not know which one the reader uses); the academy
 * acknowledgement is written in the language of the form the parent filled in.
 */
import { oneLine, SIGNATURE, type Mail } from "./mail";

export const CLAIM_LINK_HOURS = 72;
export const claimLink = (origin: string, token: string) => `${origin}/claim/${encodeURIComponent(token)}`;

export function claimApprovedMail(to: string, fullName: string, clubName: string, link: string, reason: string | null): Mail {
  return {
    to,
    subject: oneLine(`Your claim for ${clubName} is approved`),
    text: [
      `Hello ${fullName},`,
      "",
      `The federation approved your claim for ${clubName}. Set the club's sign-in e-mail and password with this link:`,
      link,
      "",
      `The link works once and for ${CLAIM_LINK_HOURS} hours.`,
      ...(reason ? ["", `Note from the federation: ${reason}`] : []),
      "",
      "—",
      "",
      `Γεια σας ${fullName},`,
      "",
      `Η ομοσπονδία ενέκρινε το αίτημά σας για τον σύλλογο ${clubName}. Ορίστε το email σύνδεσης και τον κωδικό του συλλόγου με αυτόν τον σύνδεσμο:`,
      link,
      "",
      `Ο σύνδεσμος λειτουργεί μία φορά και για ${CLAIM_LINK_HOURS} ώρες.`,
      ...(reason ? ["", `Σημείωση της ομοσπονδίας: ${reason}`] : []),
      "",
      SIGNATURE,
    ].join("\n"),
  };
}

export function claimRejectedMail(to: string, fullName: string, clubName: string, reason: string): Mail {
  return {
    to,
    subject: oneLine(`Your claim for ${clubName}`),
    text: [
      `Hello ${fullName},`,
      "",
      `The federation could not approve your claim for ${clubName}. The reason:`,
      reason,
      "",
      "—",
      "",
      `Γεια σας ${fullName},`,
      "",
      `Η ομοσπονδία δεν μπόρεσε να εγκρίνει το αίτημά σας για τον σύλλογο ${clubName}. Ο λόγος:`,
      reason,
      "",
      SIGNATURE,
    ].join("\n"),
  };
}

/** `dashboard`: the club's dashboard, where an approved club goes on (issue 19: mails link to where the reader acts). */
export function clubDecisionMail(to: string, clubName: string, approved: boolean, reason: string | null, dashboard: string): Mail {
  const en = approved
    ? [`${clubName} is now approved by the federation and listed on Rugby Hellas. Your dashboard:`, dashboard]
    : [`The federation declined the registration of ${clubName}. The reason:`, reason ?? ""];
  const el = approved
    ? [`Ο σύλλογος ${clubName} εγκρίθηκε από την ομοσπονδία και εμφανίζεται πλέον στο Rugby Hellas. Ο πίνακας ελέγχου σας:`, dashboard]
    : [`Η ομοσπονδία απέρριψε την εγγραφή του συλλόγου ${clubName}. Ο λόγος:`, reason ?? ""];
  return {
    to,
    subject: oneLine(approved ? `${clubName} is approved` : `The registration of ${clubName}`),
    text: [...en, ...(approved && reason ? [reason] : []), "", "—", "", ...el, ...(approved && reason ? [reason] : []), "", SIGNATURE].join("\n"),
  };
}

/**
 * The federation's decision on a club's new name (issue 19, point 15). `profile`: the club's
 * profile in its dashboard, where its name shows and another can be proposed (mails link to
 * where the reader acts).
 */
export function clubRenameMail(to: string, clubName: string, newName: string, approved: boolean, reason: string | null, profile: string): Mail {
  const en = approved
    ? [`The federation approved the new name of ${clubName}: from now on the club is ${newName}.`]
    : [`The federation did not approve the new name ${newName} for ${clubName}; the club keeps its name. The reason:`, reason ?? ""];
  const el = approved
    ? [`Η ομοσπονδία ενέκρινε το νέο όνομα του συλλόγου ${clubName}: από τώρα ο σύλλογος λέγεται ${newName}.`]
    : [`Η ομοσπονδία δεν ενέκρινε το νέο όνομα ${newName} για τον σύλλογο ${clubName}· ο σύλλογος κρατά το όνομά του. Ο λόγος:`, reason ?? ""];
  const note = approved && reason ? [reason] : [];
  return {
    to,
    subject: oneLine(approved ? `${clubName} is now ${newName}` : `The new name of ${clubName}`),
    text: [...en, ...note, "Your club's profile:", profile, "", "—", "", ...el, ...note, "Το προφίλ του συλλόγου σας:", profile, "", SIGNATURE].join("\n"),
  };
}

export function academyAcknowledgement(to: string, parentName: string, language: "en" | "el"): Mail {
  if (language === "el") {
    return {
      to,
      subject: "Λάβαμε την εγγραφή σας στην ακαδημία",
      text: [
        `Γεια σας ${parentName},`,
        "",
        "Λάβαμε την εγγραφή σας στην ακαδημία ράγκμπι U16. Θα επικοινωνήσουμε μαζί σας σύντομα για τα επόμενα βήματα.",
        "",
        SIGNATURE,
      ].join("\n"),
    };
  }
  return {
    to,
    subject: "We received your academy registration",
    text: [
      `Hello ${parentName},`,
      "",
      "We received your registration for the U16 rugby academy. We will contact you soon about the next steps.",
      "",
      SIGNATURE,
    ].join("\n"),
  };
}
