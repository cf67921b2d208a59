/**
 * The mail sent when the two clubs' results differ (issue 14), in both languages (the worker
 * does not know which one each reader uses).
 */
import type { ResultScore, Side } from "../../domain/results";
import { oneLine, SIGNATURE, type Mail } from "./mail";

type Dispute = {
  fixture: { id: number; date: string };
  competition: string;
  home: string;
  away: string;
  entries: Partial<Record<Side, ResultScore>>;
};

const line = (score: ResultScore | undefined, tries: string) =>
  score ? `${score.homeScore}-${score.awayScore} (${tries} ${score.homeTries}-${score.awayTries})` : "—";

/** Where the reader acts: the match page (both clubs' entries, the history), and for the federation the queue it settles from. */
type DisputeLinks = { match: string; queue?: string };

export function disputeMail(to: string, { fixture, competition, home, away, entries }: Dispute, links: DisputeLinks): Mail {
  const match = `${home} – ${away}, ${fixture.date}`;
  return {
    to,
    subject: oneLine(`Result disputed: ${match} · Αμφισβητούμενο αποτέλεσμα`),
    text: [
      `The two clubs entered different results for ${match} (${competition}):`,
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
      `Οι δύο σύλλογοι καταχώρισαν διαφορετικό αποτέλεσμα για τον αγώνα ${match} (${competition}):`,
      `- ${home}: ${line(entries.home, "προσπάθειες")}`,
      `- ${away}: ${line(entries.away, "προσπάθειες")}`,
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
