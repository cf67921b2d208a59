/**
 * The mail sent when the two clubs' results differ (issue 14), in both languages (the worker
 * does not know which one each reader uses), each half naming the teams and the competition in
 * its language (their Greek names in the Greek half, issue 21).
 */
import type { ResultScore, Side } from "../../../domain/results";
import { bothLanguages, greekName, SIGNATURE, type Mail, type Names } from "../../platform/mail/mail";

type Dispute = {
  fixture: { id: number; date: string };
  competition: { nameEn: string; nameEl: string };
  home: Names;
  away: Names;
  entries: Partial<Record<Side, ResultScore>>;
};

const line = (score: ResultScore | undefined, tries: string) =>
  score ? `${score.homeScore}-${score.awayScore} (${tries} ${score.homeTries}-${score.awayTries})` : "—";

/** Where the reader acts: the match page (both clubs' entries, the history), and for the federation the queue it settles from. */
type DisputeLinks = { match: string; queue?: string };

export function disputeMail(to: string, { fixture, competition, home: homeNames, away: awayNames, entries }: Dispute, links: DisputeLinks): Mail {
  const [home, away] = [homeNames.name, awayNames.name];
  const [homeEl, awayEl] = [greekName(homeNames), greekName(awayNames)];
  const match = `${home} – ${away}, ${fixture.date}`;
  const matchEl = `${homeEl} – ${awayEl}, ${fixture.date}`;
  return {
    to,
    subject: bothLanguages(`Result disputed: ${match}`, `Αμφισβητούμενο αποτέλεσμα: ${matchEl}`),
    text: [
      `The two clubs entered different results for ${match} (${competition.nameEn}):`,
      `- ${home}: ${line(entries.home, "tries")}`,
      `- ${away}: ${line(entries.away, "tries")}`,
      "",
      "The table leaves this result out until the federation settles it. Either club can correct its entry on the match day ±1; the federation settles it with a reason.",
      "",
      "The match:",
      links.match,
      ...(links.queue ? ["Results waiting for the federation:", links.queue] : []),
      "",
      "—",
      "",
      `Οι δύο σύλλογοι καταχώρισαν διαφορετικό αποτέλεσμα για τον αγώνα ${matchEl} (${competition.nameEl || competition.nameEn}):`,
      `- ${homeEl}: ${line(entries.home, "προσπάθειες")}`,
      `- ${awayEl}: ${line(entries.away, "προσπάθειες")}`,
      "",
      "Η βαθμολογία δεν το μετρά μέχρι να το διευθετήσει η ομοσπονδία. Κάθε σύλλογος μπορεί να διορθώσει την καταχώρισή του την ημέρα του αγώνα ±1· η ομοσπονδία το διευθετεί με αιτιολογία.",
      "",
      "Ο αγώνας:",
      links.match,
      ...(links.queue ? ["Αποτελέσματα που περιμένουν την ομοσπονδία:", links.queue] : []),
      "",
      SIGNATURE,
    ].join("\n"),
  };
}
