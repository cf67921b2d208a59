/**
 * Demo competitions (issue 10), relative to the seeding day: this season's union championship and
 * league cup (featured, computed, 9 and 8 entrants: member clubs and one guest each) with fixtures
 * from the round robin generator and results for every fixture that has kicked off, one points
 * adjustment; the SPEC's two other competition names as computed competitions without fixtures;
 * and last season's union championship, completed. Ids are fixed (INSERT OR IGNORE), and the
 * results come from a generator seeded by the fixture's id, so the same day seeds the same data.
 * Entrants are teams and fixtures are between teams (issue 22): the clubs' senior men's teams and
 * the guests come from the seed's teams (scripts/seed/teams.ts, SeedTeams), written before these.
 */
import { roundRobin } from "../../domain/fixtures/round-robin";
import { rulesFromPreset, type Preset } from "../../domain/standings/presets";
import { athensNow, hasKickedOff } from "../../schema/athens-time";
import { slugify } from "../../schema/slug";
import type { competitions, entrants, fixtures, pointsAdjustments } from "../../schema/tables/competitions";
import { clubsInGreek, venuesInGreek } from "./bilingual";
import { seedClubs, seedMatches } from "./data";
import type { SeedTeams } from "./teams";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: number };

export const SEASON = "2026-27";
export const LAST_SEASON = "2025-26";

type Guest = { name: string; abbreviation: string; venue: string };

type CompetitionPlan = {
  id: number;
  nameEn: string;
  nameEl: string;
  code: "union" | "league";
  season: string;
  featured: boolean;
  preset: Preset;
  /** Member clubs, strongest first (the results lean their way). */
  clubIds: number[];
  guest?: Guest;
  /** No fixtures when absent. */
  schedule?: { startDate: string; rounds: "single" | "double" };
};

/** Clubs of the union championship, strongest first: the seeded standings' order. */
const UNION_CLUBS = [1, 2, 12, 3, 6, 4, 7, 8];
/** Clubs of the league cup, strongest first. */
const LEAGUE_CLUBS = [5, 1, 7, 3, 10, 11, 9];

const plans: CompetitionPlan[] = [
  {
    id: 1,
    nameEn: "Rugby Union - Greek Championship",
    nameEl: "Ράγκμπι Γιούνιον - Πανελλήνιο Πρωτάθλημα",
    code: "union",
    season: SEASON,
    featured: true,
    preset: "world-rugby",
    clubIds: UNION_CLUBS,
    guest: { name: "Corfu Phaeacians RFC", abbreviation: "CPH", venue: "Kerkyra Municipal Ground, Corfu" },
    schedule: { startDate: "2026-09-05", rounds: "double" },
  },
  {
    id: 2,
    nameEn: "Rugby League - Hellenic Cup",
    nameEl: "Ράγκμπι Λιγκ - Ελληνικό Κύπελλο",
    code: "league",
    season: SEASON,
    featured: true,
    preset: "rugby-league",
    clubIds: LEAGUE_CLUBS,
    guest: { name: "Cyprus Mouflons RLC", abbreviation: "CYM", venue: "Limassol Rugby Ground, Cyprus" },
    schedule: { startDate: "2026-09-12", rounds: "double" },
  },
  {
    id: 3,
    nameEn: "Rugby Union - Cup",
    nameEl: "Ράγκμπι Γιούνιον - Κύπελλο",
    code: "union",
    season: SEASON,
    featured: false,
    preset: "world-rugby",
    clubIds: [],
  },
  {
    id: 4,
    nameEn: "Rugby League - Regional",
    nameEl: "Ράγκμπι Λιγκ - Περιφερειακό",
    code: "league",
    season: SEASON,
    featured: false,
    preset: "rugby-league",
    clubIds: [],
  },
  {
    id: 5,
    nameEn: "Rugby Union - Greek Championship",
    nameEl: "Ράγκμπι Γιούνιον - Πανελλήνιο Πρωτάθλημα",
    code: "union",
    season: LAST_SEASON,
    featured: true,
    preset: "world-rugby",
    clubIds: [2, 1, 3, 12, 4, 6, 7, 8],
    schedule: { startDate: "2025-09-06", rounds: "double" },
  },
];

/** Saturday, 15:00 Athens time. */
const WEEKDAY = 6;
const KICK_OFF = "15:00";

/** A small deterministic generator (mulberry32), seeded by the fixture's id. */
function random(seed: number) {
  let state = seed * 2_654_435_761;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const count = (n: number, chance: number, next: () => number) => Array.from({ length: n }).filter(() => next() < chance).length;

/**
 * One side's score and tries, `strength` from 0 (weakest) to 1. Union: 5 a try, 2 a conversion,
 * 3 a penalty; league: 4 a try, 2 a goal, 1 a drop goal. So tries × 5 (union) or × 4 (league)
 * never exceeds the score.
 */
function sideResult(code: "union" | "league", strength: number, next: () => number) {
  const tries = Math.floor(next() * 3 + strength * 3 + (next() < 0.3 ? 1 : 0));
  if (code === "union") {
    const score = 5 * tries + 2 * count(tries, 0.7, next) + 3 * Math.floor(next() * 4);
    return { score, tries };
  }
  const score = 4 * tries + 2 * (count(tries, 0.6, next) + Math.floor(next() * 2)) + (next() < 0.15 ? 1 : 0);
  return { score, tries };
}

type Venue = { venue: string | null; venueEl: string | null };
const noVenue: Venue = { venue: null, venueEl: null };

/** A venue in both languages (issue 21): the Greek one from bilingual.ts. */
const venueOf = (venue: string): Venue => ({ venue, venueEl: venuesInGreek[venue] ?? null });

/** A member club's home ground: the venue of its seeded home matches, else its town. */
function homeVenue(clubId: number): Venue {
  const match = seedMatches.find((row) => row.clubId === clubId && row.isHomeGame && row.venue);
  if (match) return venueOf(match.venue);
  const club = seedClubs.find((row) => row.id === clubId);
  return club ? { venue: club.location, venueEl: clubsInGreek[clubId]?.locationEl ?? null } : noVenue;
}

export type SeedCompetitions = {
  competitions: Insert<typeof competitions>[];
  entrants: Insert<typeof entrants>[];
  fixtures: Insert<typeof fixtures>[];
  adjustments: Insert<typeof pointsAdjustments>[];
};

/**
 * Issue 14's demo: a championship fixture on the seeding day (Athens), the demo club (club 1,
 * club@rugbyhellas.gr) at home to Piraeus (club 2), not scored yet, so live scoring can be shown.
 * It is the round robin's own game of the two, moved to today (issue 21: a second one showed the
 * same game twice on the home page, a day apart); added only when that game is already played.
 */
export const MATCH_DAY_KICK_OFF = "20:00";
function placeMatchDayFixture(out: SeedCompetitions, teams: SeedTeams, date: string) {
  const [home, away] = [teams.ofClub(1, "union"), teams.ofClub(2, "union")];
  const matchDay = { date, time: MATCH_DAY_KICK_OFF, status: "scheduled" as const, ...homeVenue(1) };
  const scheduled = out.fixtures.find((fixture) => fixture.competitionId === 1 && fixture.homeTeamId === home && fixture.awayTeamId === away && fixture.status === "scheduled");
  if (scheduled) Object.assign(scheduled, matchDay);
  else out.fixtures.push({ id: out.fixtures.length + 1, competitionId: 1, round: null, homeTeamId: home, awayTeamId: away, ...matchDay });
}

/** `teams`: the seed's teams, which give each member club's team of a code and each guest's (made when first asked for). */
export function seedCompetitions(today: Date, teams: SeedTeams): SeedCompetitions {
  const now = athensNow(today);
  const out: SeedCompetitions = { competitions: [], entrants: [], fixtures: [], adjustments: [] };
  for (const plan of plans) {
    out.competitions.push({
      id: plan.id,
      slug: slugify(`${plan.nameEn} ${plan.season}`),
      nameEn: plan.nameEn,
      nameEl: plan.nameEl,
      code: plan.code,
      season: plan.season,
      kind: "computed",
      featured: plan.featured,
      preset: plan.preset,
      rules: rulesFromPreset(plan.preset),
    });
    // By team id: each entrant is a team, and the round robin pairs teams.
    const strength = new Map<number, number>();
    const venues = new Map<number, Venue>();
    const sides = [
      ...plan.clubIds.map((clubId) => ({ teamId: teams.ofClub(clubId, plan.code), venue: homeVenue(clubId) })),
      ...(plan.guest ? [{ teamId: teams.guest(plan.guest.name, plan.guest.abbreviation), venue: venueOf(plan.guest.venue) }] : []),
    ];
    sides.forEach((side, index) => {
      out.entrants.push({ id: out.entrants.length + 1, competitionId: plan.id, teamId: side.teamId });
      strength.set(side.teamId, 1 - index / sides.length);
      venues.set(side.teamId, side.venue);
    });
    if (!plan.schedule) continue;
    const schedule = roundRobin({ entrantIds: [...strength.keys()], rounds: plan.schedule.rounds, startDate: plan.schedule.startDate, weekday: WEEKDAY, time: KICK_OFF });
    for (const fixture of schedule) {
      const id = out.fixtures.length + 1;
      const played = hasKickedOff({ date: fixture.date, time: fixture.time }, now);
      const base = { id, competitionId: plan.id, round: fixture.round, homeTeamId: fixture.homeId, awayTeamId: fixture.awayId, date: fixture.date, time: fixture.time };
      if (fixture.awayId === null) {
        // A bye counts once its round has been played.
        out.fixtures.push({ ...base, ...noVenue, status: played ? "played" : "scheduled" });
        continue;
      }
      if (!played) {
        out.fixtures.push({ ...base, ...(venues.get(fixture.homeId) ?? noVenue), status: "scheduled" });
        continue;
      }
      const next = random(id);
      const home = sideResult(plan.code, strength.get(fixture.homeId)! + 0.1, next);
      const away = sideResult(plan.code, strength.get(fixture.awayId)!, next);
      out.fixtures.push({
        ...base,
        ...(venues.get(fixture.homeId) ?? noVenue),
        status: "played",
        homeScore: home.score,
        awayScore: away.score,
        homeTries: home.tries,
        awayTries: away.tries,
      });
    }
  }
  placeMatchDayFixture(out, teams, now.date);
  // Ioannina Lakeside (club 8) in this season's championship: two points off.
  const ioannina = out.entrants.find((entrant) => entrant.competitionId === 1 && entrant.teamId === teams.ofClub(8, "union"))!;
  out.adjustments.push({
    id: 1,
    competitionId: 1,
    entrantId: ioannina.id,
    points: -2,
    reasonEn: "Fielded an ineligible player in round 2.",
    reasonEl: "Χρησιμοποίησε αγωνιστικά μη δικαιούχο παίκτη στον 2ο γύρο.",
  });
  return out;
}
