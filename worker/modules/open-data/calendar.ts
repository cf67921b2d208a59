/**
 * RFC 5545 calendars of fixtures, made by ical-generator: times in Europe/Athens with its
 * VTIMEZONE (@touch4it/ical-timezones', kept in athens-vtimezone.ts), a UID per fixture that never changes, SEQUENCE and
 * LAST-MODIFIED from the row's `sequence` and `updated_at` (raised and set by triggers on every change
 * a calendar shows, migration 0006), STATUS:CANCELLED for a cancelled fixture and a
 * note for a postponed one, the score in the title once played (a disputed result: no score, the
 * word and both clubs' entries), the venue as LOCATION (teams and venue in the calendar's
 * language: their Greek names in a Greek calendar, issue 21) and the
 * match page as URL. The text is the same for the same data (no "now" in it), so an unchanged
 * calendar keeps its ETag and a polling calendar app gets 304.
 */
import ical, { ICalEventStatus } from "ical-generator";
import { calendarWords as w } from "../../../schema/open-data-messages";
import { say, type Language } from "../../platform/http/language";
import { venueIn, type OpenFixture } from "./fixtures";
import { ATHENS_VTIMEZONE } from "./athens-vtimezone";

export const ATHENS = "Europe/Athens";
/** A match with half time and a little either side. */
const MATCH_MINUTES = 120;
/** How often a calendar app should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** Local wall-clock time, minutes added, still local (ical-generator writes it with TZID=Europe/Athens). */
function localPlus(date: string, time: string, minutes: number): string {
  const at = new Date(`${date}T${time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + minutes);
  return at.toISOString().slice(0, 19);
}

const hasScore = (fixture: OpenFixture) => fixture.homeScore !== null && fixture.awayScore !== null;

function title(fixture: OpenFixture, language: Language) {
  const [home, away] = language === "el" ? [fixture.homeEl, fixture.awayEl] : [fixture.home, fixture.away];
  const teams = hasScore(fixture) ? `${home} ${fixture.homeScore}–${fixture.awayScore} ${away}` : `${home} – ${away}`;
  const flag =
    fixture.resultState === "disputed"
      ? w.disputed
      : { cancelled: w.cancelled, postponed: w.postponed, abandoned: w.abandoned, "forfeited-home": w.forfeited, "forfeited-away": w.forfeited }[fixture.status as string];
  return flag ? `${say(language, flag)}: ${teams}` : teams;
}

/** A disputed result's two entries, in place of a score (issue 19). */
function disputedNote(fixture: OpenFixture, language: Language) {
  const entries = fixture.disputedEntries;
  if (!entries) return null;
  const figures = (entry: { homeScore: number; awayScore: number }) => `${entry.homeScore}–${entry.awayScore}`;
  return `${say(language, w.homeEntry)} ${figures(entries.home)} · ${say(language, w.awayEntry)} ${figures(entries.away)}`;
}

function description(fixture: OpenFixture, language: Language, url: string) {
  const competition = language === "el" ? fixture.competition.nameEl : fixture.competition.nameEn;
  return [
    fixture.round === null ? competition : `${competition}, ${say(language, w.round)} ${fixture.round}`,
    fixture.status === "postponed" ? say(language, w.postponedNote) : null,
    fixture.status === "cancelled" ? say(language, w.cancelledNote) : null,
    disputedNote(fixture, language),
    `${say(language, w.matchPage)}: ${url}`,
  ]
    .filter(Boolean)
    .join("\n");
}

const STATUS: Partial<Record<OpenFixture["status"], ICalEventStatus>> = { cancelled: ICalEventStatus.CANCELLED, postponed: ICalEventStatus.TENTATIVE };

export function fixturesCalendar({ name, fixtures, origin, language, url }: { name: string; fixtures: OpenFixture[]; origin: string; language: Language; url: string }) {
  const calendar = ical({
    name,
    url,
    prodId: { company: "Rugby Hellas", product: "Fixtures", language: language.toUpperCase() },
    // The name null: each event carries its own TZID; the generator still writes the VTIMEZONE.
    timezone: { name: null, generator: (zone) => (zone === ATHENS ? ATHENS_VTIMEZONE : null) },
    ttl: REFRESH_SECONDS,
  });
  for (const fixture of fixtures) {
    const matchUrl = `${origin}/matches/${fixture.matchId}`;
    const allDay = !fixture.time;
    const start = allDay ? fixture.date : `${fixture.date}T${fixture.time}:00`;
    const changed = new Date(fixture.updatedAt);
    calendar.createEvent({
      id: fixture.uid,
      start,
      end: allDay ? undefined : localPlus(fixture.date, fixture.time!, MATCH_MINUTES),
      allDay,
      timezone: allDay ? null : ATHENS,
      summary: title(fixture, language),
      description: description(fixture, language, matchUrl),
      location: venueIn(fixture, language),
      url: matchUrl,
      status: STATUS[fixture.status] ?? ICalEventStatus.CONFIRMED,
      sequence: fixture.sequence,
      lastModified: changed,
      // Deterministic: when the fixture last changed, never the time of the request.
      stamp: changed,
    });
  }
  return calendar.toString();
}
