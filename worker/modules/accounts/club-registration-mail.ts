/**
 * The mails a club's registration sends (issue 19): the club is told it waits for the federation's
 * approval, in the language it registered in (the app's language cookie, else Accept-Language),
 * as text and HTML, with a link to sign in; the federation gets a notice with a link to the queue.
 */
import { messageLocale } from "../../../schema/api-language";
import type { PageLocale } from "../../../schema/page-contract";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";
import { siteLinks, siteOrigin } from "../../platform/mail/site-links";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WORDS = {
  en: {
    subject: (club: string) => `${club} is registered: waiting for the federation's approval`,
    hello: "Hello,",
    body: (club: string) =>
      `${club} is registered on Rugby Hellas and is now waiting for the federation's approval. Until then it appears in no public list or page; you can already sign in and prepare your dashboard: news, players and matches.`,
    next: "We will write to you when the federation has decided. Sign in here:",
  },
  el: {
    subject: (club: string) => `Ο σύλλογος ${club} εγγράφηκε: περιμένει την έγκριση της ομοσπονδίας`,
    hello: "Γεια σας,",
    body: (club: string) =>
      `Ο σύλλογος ${club} εγγράφηκε στο Rugby Hellas και περιμένει την έγκριση της ομοσπονδίας. Μέχρι τότε δεν εμφανίζεται σε δημόσιες λίστες ή σελίδες· μπορείτε ήδη να συνδεθείτε και να ετοιμάσετε τον πίνακα ελέγχου σας: νέα, παίκτες και αγώνες.`,
    next: "Θα σας γράψουμε όταν αποφασίσει η ομοσπονδία. Συνδεθείτε εδώ:",
  },
} as const;

/** `names`: the club's; a Greek mail names it by its Greek name, when it gave one (issue 21). */
export function clubRegisteredMail(to: string, names: Names, language: PageLocale, signIn: string): Mail {
  const words = WORDS[language];
  const club = oneLine(language === "el" ? greekName(names) : names.name);
  const paragraphs = [words.hello, words.body(club), words.next];
  return {
    to,
    subject: oneLine(words.subject(club)),
    text: [...paragraphs.flatMap((paragraph) => [paragraph, ""]), signIn, "", SIGNATURES[language]].join("\n"),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a></p>`,
      `<p>${escapeHtml(SIGNATURES[language])}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}

/** To the federation's inbox: a club waits in the approval queue (`id`: its number, or the outbox's mark for it). */
export function newClubNotice(to: string, club: { id: number | string; name: string; email: string; location: string }, queue: string): Mail {
  return {
    to,
    subject: oneLine(`New club waiting for approval: ${club.name}`),
    text: [
      `${club.name} registered and waits for the federation's approval.`,
      "",
      `Club: ${club.name}`,
      `Club ID: ${club.id}`,
      `Email: ${club.email}`,
      `Location: ${club.location}`,
      "",
      "Approve or decline it in the queue:",
      queue,
    ].join("\n"),
  };
}

/**
 * Both mails of a registration, from its request (the site's address and the club's language):
 * the federation's notice first, as it names the new club's id (worker/platform/mail/outbox.ts).
 */
export function registrationMails(
  env: Pick<Env, "FEDERATION_EMAIL" | "SITE_URL">,
  request: Request,
  club: { id: number | string; name: string; nameEl?: string | null; email: string; location: string },
): Mail[] {
  const origin = siteOrigin(env, request.url);
  // The app asks for message ids (English), so its language is the cookie's, not that header's.
  const language = messageLocale({ cookie: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language") });
  return [newClubNotice(env.FEDERATION_EMAIL, club, siteLinks.adminTab(origin, "clubs")), clubRegisteredMail(club.email, club, language, siteLinks.login(origin))];
}
