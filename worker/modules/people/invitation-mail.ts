/**
 * The invitation mail (issue 23): written in the inviter's language (the language they use the
 * site in), naming the club (its Greek name in Greek) or the federation, and the role in words.
 */
import type { Role } from "../../../domain/people/roles";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";

export const INVITATION_DAYS = 7;
export const invitationLink = (origin: string, token: string) => `${origin}/invitations/${encodeURIComponent(token)}`;

/** Each role in words, as the mail says it (the app's own labels are in web/features/members/role-names.ts). */
const ROLE_WORDS: Record<"en" | "el", Record<Role, string>> = {
  en: {
    "club-admin": "club admin",
    secretary: "secretary",
    "team-manager": "team manager",
    scorer: "scorer",
    "super-admin": "super admin",
    competitions: "competitions manager",
    registrar: "registrar",
    moderator: "moderator",
    referee: "referee",
    player: "player",
    parent: "parent",
  },
  el: {
    "club-admin": "διαχειριστής συλλόγου",
    secretary: "γραμματέας",
    "team-manager": "υπεύθυνος ομάδας",
    scorer: "σημειωτής αγώνων",
    "super-admin": "κύριος διαχειριστής",
    competitions: "υπεύθυνος διοργανώσεων",
    registrar: "υπεύθυνος μητρώου",
    moderator: "συντονιστής περιεχομένου",
    referee: "διαιτητής",
    player: "παίκτης",
    parent: "γονέας",
  },
};

export const roleInWords = (role: Role, language: "en" | "el") => ROLE_WORDS[language][role];

export type InvitationMailInput = {
  to: string;
  /** The club invited to; null for the federation's own roles. */
  club: Names | null;
  /** The team a team manager or scorer is kept to, if any. */
  team: Names | null;
  role: Role;
  inviterName: string;
  language: "en" | "el";
  link: string;
};

export function invitationMail({ to, club, team, role, inviterName, language, link }: InvitationMailInput): Mail {
  const roleWords = roleInWords(role, language);
  if (language === "el") {
    const place = club ? `τον σύλλογο ${greekName(club)}` : "την Ελληνική Ομοσπονδία Ράγκμπι";
    const teamLine = team ? [`Για την ομάδα: ${greekName(team)}`] : [];
    return {
      to,
      subject: oneLine(`Πρόσκληση: ${roleWords} για ${place}`),
      text: [
        "Γεια σας,",
        "",
        `${inviterName} σας προσκαλεί στο Rugby Hellas για ${place}, με τον ρόλο «${roleWords}».`,
        ...teamLine,
        `Η πρόσκληση είναι για τη διεύθυνση ${to}.`,
        "",
        "Αποδεχτείτε την πρόσκληση με αυτόν τον σύνδεσμο (συνδεθείτε με τον λογαριασμό σας ή δημιουργήστε νέο):",
        link,
        "",
        `Ο σύνδεσμος λειτουργεί μία φορά και για ${INVITATION_DAYS} ημέρες. Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το μήνυμα.`,
        "",
        SIGNATURES.el,
      ].join("\n"),
    };
  }
  const place = club ? club.name : "the Hellenic Rugby Federation";
  const teamLine = team ? [`For the team: ${team.name}`] : [];
  return {
    to,
    subject: oneLine(`Invitation: ${roleWords} for ${place}`),
    text: [
      "Hello,",
      "",
      `${inviterName} invites you to Rugby Hellas as ${roleWords} for ${place}.`,
      ...teamLine,
      `The invitation is for the address ${to}.`,
      "",
      "Accept the invitation with this link (sign in with your account, or create one):",
      link,
      "",
      `The link works once and for ${INVITATION_DAYS} days. If you did not expect this invitation, ignore this message.`,
      "",
      SIGNATURES.en,
    ].join("\n"),
  };
}
