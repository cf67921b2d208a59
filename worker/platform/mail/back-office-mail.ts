/**
 * The mails of the federation's back office (issue 12). Claim and club decisions are written in
 * both languages (the worker does not know which one the reader uses), the subject too, each half
 * naming the club in its language (its Greek name in the Greek half, issue 21); the academy
 * acknowledgement is written in the language of the form the parent filled in.
 */
import { bothLanguages, greekName, SIGNATURE, type Mail, type Names } from "./mail";

export const CLAIM_LINK_HOURS = 72;
export const claimLink = (origin: string, token: string) => `${origin}/claim/${encodeURIComponent(token)}`;

export function claimApprovedMail(to: string, fullName: string, club: Names, link: string, reason: string | null): Mail {
  const [clubName, clubNameEl] = [club.name, greekName(club)];
  return {
    to,
    subject: bothLanguages(`Your claim for ${clubName} is approved`, `Το αίτημά σας για τον σύλλογο ${clubNameEl} εγκρίθηκε`),
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
      `Η ομοσπονδία ενέκρινε το αίτημά σας για τον σύλλογο ${clubNameEl}. Ορίστε το email σύνδεσης και τον κωδικό του συλλόγου με αυτόν τον σύνδεσμο:`,
      link,
      "",
      `Ο σύνδεσμος λειτουργεί μία φορά και για ${CLAIM_LINK_HOURS} ώρες.`,
      ...(reason ? ["", `Σημείωση της ομοσπονδίας: ${reason}`] : []),
      "",
      SIGNATURE,
    ].join("\n"),
  };
}

export function claimRejectedMail(to: string, fullName: string, club: Names, reason: string): Mail {
  const [clubName, clubNameEl] = [club.name, greekName(club)];
  return {
    to,
    subject: bothLanguages(`Your claim for ${clubName}`, `Το αίτημά σας για τον σύλλογο ${clubNameEl}`),
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
      `Η ομοσπονδία δεν μπόρεσε να εγκρίνει το αίτημά σας για τον σύλλογο ${clubNameEl}. Ο λόγος:`,
      reason,
      "",
      SIGNATURE,
    ].join("\n"),
  };
}

/** `dashboard`: the club's dashboard, where an approved club goes on (issue 19: mails link to where the reader acts). */
export function clubDecisionMail(to: string, club: Names, approved: boolean, reason: string | null, dashboard: string): Mail {
  const [clubName, clubNameEl] = [club.name, greekName(club)];
  const en = approved
    ? [`${clubName} is now approved by the federation and listed on Rugby Hellas. Your dashboard:`, dashboard]
    : [`The federation declined the registration of ${clubName}. The reason:`, reason ?? ""];
  const el = approved
    ? [`Ο σύλλογος ${clubNameEl} εγκρίθηκε από την ομοσπονδία και εμφανίζεται πλέον στο Rugby Hellas. Ο πίνακας ελέγχου σας:`, dashboard]
    : [`Η ομοσπονδία απέρριψε την εγγραφή του συλλόγου ${clubNameEl}. Ο λόγος:`, reason ?? ""];
  return {
    to,
    subject: approved
      ? bothLanguages(`${clubName} is approved`, `Ο σύλλογος ${clubNameEl} εγκρίθηκε`)
      : bothLanguages(`The registration of ${clubName}`, `Η εγγραφή του συλλόγου ${clubNameEl}`),
    text: [...en, ...(approved && reason ? [reason] : []), "", "—", "", ...el, ...(approved && reason ? [reason] : []), "", SIGNATURE].join("\n"),
  };
}

/**
 * The federation's decision on a club's new name (issue 19, point 15). `profile`: the club's
 * profile in its dashboard, where its name shows and another can be proposed (mails link to
 * where the reader acts).
 */
export function clubRenameMail(to: string, club: Names, proposed: Names, approved: boolean, reason: string | null, profile: string): Mail {
  const [clubName, newName] = [club.name, proposed.name];
  const [clubNameEl, newNameEl] = [greekName(club), greekName(proposed)];
  const en = approved
    ? [`The federation approved the new name of ${clubName}: from now on the club is ${newName}.`]
    : [`The federation did not approve the new name ${newName} for ${clubName}; the club keeps its name. The reason:`, reason ?? ""];
  const el = approved
    ? [`Η ομοσπονδία ενέκρινε το νέο όνομα του συλλόγου ${clubNameEl}: από τώρα ο σύλλογος λέγεται ${newNameEl}.`]
    : [`Η ομοσπονδία δεν ενέκρινε το νέο όνομα ${newNameEl} για τον σύλλογο ${clubNameEl}· ο σύλλογος κρατά το όνομά του. Ο λόγος:`, reason ?? ""];
  const note = approved && reason ? [reason] : [];
  return {
    to,
    subject: approved
      ? bothLanguages(`${clubName} is now ${newName}`, `Ο σύλλογος ${clubNameEl} λέγεται πλέον ${newNameEl}`)
      : bothLanguages(`The new name of ${clubName}`, `Το νέο όνομα του συλλόγου ${clubNameEl}`),
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
