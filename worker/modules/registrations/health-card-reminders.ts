/**
 * Health card reminders (issue 24, point 3): the player (or, for a child without a login, the
 * parents) and the secretaries of the clubs holding the player's licence are mailed, each in their
 * own language:
 * - "30-days": from 30 days before the card expires (today ≥ expiresOn − 30) until the day before;
 * - "expired": on the day it expires, or the first run after it.
 * Only for players licensed in the current season. Each mail once per card: the
 * `health_card_reminders` row (unique per person, date and kind) is inserted in the same batch as
 * the mails, which are written only when that insert changed a row; so a run that overlaps
 * another, or runs again a minute later, sends nothing twice. A new expiry date is a new card, and
 * has its own reminders. Run by the cron (worker/index.ts) with the time it runs at, so tests
 * control the clock.
 */
import { sql } from "drizzle-orm";
import { todayIso } from "../../../schema/athens-time";
import { currentSeason } from "../../../schema/season";
import { healthCardReminders } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import { greekName, oneLine, SIGNATURES, type Mail, type Names } from "../../platform/mail/mail";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";

export const REMINDER_DAYS = 30;
export type ReminderKind = "30-days" | "expired";

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The reminder a card is due on `today`, before looking at what was sent. */
export const reminderKindOn = (expiresOn: string, today: string): ReminderKind | null =>
  today >= expiresOn ? "expired" : today >= addDays(expiresOn, -REMINDER_DAYS) ? "30-days" : null;

type Due = { personId: number; firstName: string; lastName: string; email: string; language: "en" | "el"; hasLogin: number; expiresOn: string; kind: ReminderKind };
type Recipient = { email: string; language: "en" | "el"; role: "player" | "parent" | "secretary" };
type Club = Names & { id: number };

export async function sendHealthCardReminders(env: Env, now: Date): Promise<void> {
  const db = getDb(env);
  const today = todayIso(now);
  const season = currentSeason(now);
  // Driven from the season's licences (registrations_season_idx), then each person by their key.
  const due = await db.all<Due>(sql`
    select p.id as personId, p.first_name as firstName, p.last_name as lastName, p.email, p.language, p.has_login as hasLogin,
      p.health_card_expires_on as expiresOn,
      case when p.health_card_expires_on <= ${today} then 'expired' else '30-days' end as kind
    from persons p
    where p.id in (select person_id from registrations where season = ${season} and status = 'licensed')
      and p.erased_at is null
      and p.health_card_expires_on is not null
      and p.health_card_expires_on <= ${addDays(today, REMINDER_DAYS)}
      and not exists (
        select 1 from health_card_reminders h
        where h.person_id = p.id and h.expires_on = p.health_card_expires_on
          and h.kind = case when p.health_card_expires_on <= ${today} then 'expired' else '30-days' end)`);
  for (const person of due) {
    const recipients = await recipientsOf(db, person, season);
    const clubs = await licensingClubs(db, person.personId, season);
    // One batch per person: the reminder's row, then its mails, written only if the row was new.
    const results = await db.batch([
      db.insert(healthCardReminders).values({ personId: person.personId, expiresOn: person.expiresOn, kind: person.kind }).onConflictDoNothing(),
      ...queueMailsAfterChange(db, () => recipients.map((recipient) => reminderMail(recipient, person, clubs, today))),
    ]);
    await deliverSoon(env, queuedIds(results.slice(1)));
  }
}

/** The player (if they can sign in, else their parents) and the secretaries of the clubs holding the licence (their club admins where a club has none). */
async function recipientsOf(db: ReturnType<typeof getDb>, person: Due, season: string): Promise<Recipient[]> {
  const own: Recipient[] = person.hasLogin ? [{ email: person.email, language: person.language, role: "player" }] : [];
  const parents = person.hasLogin
    ? []
    : await db.all<Recipient>(sql`
        select p.email, p.language, 'parent' as role from guardians g join persons p on p.id = g.parent_id
        where g.child_id = ${person.personId} and p.has_login = 1 and p.erased_at is null`);
  const staff = await db.all<Recipient>(sql`
    select p.email, p.language, 'secretary' as role
    from person_roles pr join persons p on p.id = pr.person_id
    where pr.club_id in (select club_id from registrations where person_id = ${person.personId} and season = ${season} and status = 'licensed')
      and p.has_login = 1 and p.erased_at is null
      and (pr.role = 'secretary' or (pr.role = 'club-admin' and not exists (
        select 1 from person_roles s where s.club_id = pr.club_id and s.role = 'secretary')))`);
  const seen = new Set<string>();
  return [...own, ...parents, ...staff].filter((recipient) => !seen.has(recipient.email.toLowerCase()) && seen.add(recipient.email.toLowerCase()));
}

const licensingClubs = (db: ReturnType<typeof getDb>, personId: number, season: string) =>
  db.all<Club>(sql`
    select distinct c.id, c.name, c.name_el as nameEl from registrations r join clubs c on c.id = r.club_id
    where r.person_id = ${personId} and r.season = ${season} and r.status = 'licensed' order by c.id`);

/** The reminder, in the recipient's language: whose card, when it expires (or expired), and what to do. */
export function reminderMail(recipient: Recipient, person: Pick<Due, "firstName" | "lastName" | "expiresOn" | "kind">, clubs: Club[], today: string): Mail {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const days = daysBetween(today, person.expiresOn);
  if (recipient.language === "el") {
    const clubNames = clubs.map(greekName).join(", ");
    const whose = recipient.role === "player" ? "Η κάρτα υγείας αθλητή σας" : `Η κάρτα υγείας αθλητή του/της ${name}`;
    const when =
      person.kind === "expired"
        ? `έληξε στις ${person.expiresOn}. Μέχρι να ανανεωθεί, δεν επιτρέπεται η συμμετοχή σε προπονήσεις και αγώνες.`
        : `λήγει στις ${person.expiresOn} (σε ${days} ${days === 1 ? "ημέρα" : "ημέρες"}).`;
    return {
      to: recipient.email,
      subject: oneLine(person.kind === "expired" ? `Η κάρτα υγείας αθλητή έληξε: ${name}` : `Η κάρτα υγείας αθλητή λήγει σε ${days} ημέρες: ${name}`),
      text: [
        "Γεια σας,",
        "",
        `${whose} ${when}`,
        clubNames ? `Σύλλογος: ${clubNames}` : "",
        "",
        recipient.role === "secretary"
          ? "Καταχωρίστε τη νέα ημερομηνία λήξης στις εγγραφές του συλλόγου μόλις ο αθλητής φέρει νέα κάρτα."
          : "Κλείστε ραντεβού για νέα κάρτα και δώστε τη νέα ημερομηνία λήξης στη γραμματεία του συλλόγου.",
        "",
        SIGNATURES.el,
      ].join("\n"),
    };
  }
  const clubNames = clubs.map((club) => club.name).join(", ");
  const whose = recipient.role === "player" ? "Your athlete health card" : `${name}'s athlete health card`;
  const when =
    person.kind === "expired"
      ? `expired on ${person.expiresOn}. Until it is renewed, training and matches are not allowed.`
      : `expires on ${person.expiresOn} (in ${days} ${days === 1 ? "day" : "days"}).`;
  return {
    to: recipient.email,
    subject: oneLine(person.kind === "expired" ? `Athlete health card expired: ${name}` : `Athlete health card expires in ${days} days: ${name}`),
    text: [
      "Hello,",
      "",
      `${whose} ${when}`,
      clubNames ? `Club: ${clubNames}` : "",
      "",
      recipient.role === "secretary"
        ? "Record the new expiry date in the club's registrations once the player brings a new card."
        : "Book a new card and give its expiry date to the club's secretary.",
      "",
      SIGNATURES.en,
    ].join("\n"),
  };
}
