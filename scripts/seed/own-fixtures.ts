/**
 * The clubs' own games as fixtures (issue 22): each of data.ts's own matches is a friendly
 * (competition_id null, its competition as the club typed it in competition_label) of the club's
 * team of the competition's code, against a member club's team or a guest team. A game two member
 * clubs both entered is one fixture. The second teams (teams.ts EXTRA_TEAMS) play a few games
 * too, so a club page filtered by team shows them.
 */
import { competitionCode } from "../../schema/competition-code";
import type { fixtures } from "../../schema/tables/competitions";
import { venuesInGreek } from "./bilingual";
import { seedClubs, seedMatches } from "./data";
import type { SeedTeams } from "./teams";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"] & { id: number };
export type SeedFixture = Insert<typeof fixtures>;

const isoDay = (offsetDays: number, from: Date) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const venueOf = (venue: string) => ({ venue, venueEl: venuesInGreek[venue] ?? null });

/** A club's team for a game of this competition: of its code, else (a union club's "Friendly") its other one. */
function clubTeam(teams: SeedTeams, clubId: number, competition: string) {
  const code = competitionCode(competition);
  try {
    return teams.ofClub(clubId, code);
  } catch {
    return teams.ofClub(clubId, code === "union" ? "league" : "union");
  }
}

type Game = { dayOffset: number; time: string; home: number; away: number; venue: string; competition: string; score?: [home: number, away: number] };

/** The second teams' games, by team name (teams.ts EXTRA_TEAMS) or guest name. */
const SECOND_TEAM_GAMES: { dayOffset: number; time: string; home: string; away: string; venue: string; competition: string; score?: [number, number] }[] = [
  { dayOffset: -20, time: "13:00", home: "Athens Owls Women", away: "White Tower Women", venue: "Helliniko Olympic Complex", competition: "Women's Rugby Union Friendly", score: [22, 17] },
  { dayOffset: 15, time: "13:00", home: "White Tower Women", away: "Athens Owls Women", venue: "Kaftanzoglio Stadium, Thessaloniki", competition: "Women's Rugby Union Friendly" },
  { dayOffset: -9, time: "11:00", home: "Athens Owls U18", away: "White Tower U18", venue: "Helliniko Olympic Complex", competition: "Rugby Union U18 Friendly", score: [31, 12] },
  { dayOffset: 18, time: "11:00", home: "White Tower U18", away: "Attica Schools Select U18", venue: "Kaftanzoglio Stadium, Thessaloniki", competition: "Rugby Union U18 Friendly" },
  { dayOffset: 25, time: "11:00", home: "Athens Owls U18", away: "Attica Schools Select U18", venue: "Helliniko Olympic Complex", competition: "Rugby Union U18 Friendly" },
  // Issue 24: the academy sides; the U14's game in 8 days is the one the seed's eligibility shows.
  { dayOffset: -13, time: "10:00", home: "Athens Owls U14", away: "Attica Schools Select U14", venue: "Helliniko Olympic Complex", competition: "Rugby Union U14 Friendly", score: [24, 19] },
  { dayOffset: 8, time: "11:00", home: "Athens Owls U14", away: "Attica Schools Select U14", venue: "Helliniko Olympic Complex", competition: "Rugby Union U14 Friendly" },
  { dayOffset: -6, time: "10:00", home: "Athens Owls U12", away: "Attica Schools Select U12", venue: "Helliniko Olympic Complex", competition: "Rugby Union U12 Friendly", score: [15, 20] },
  { dayOffset: 22, time: "10:00", home: "Athens Owls U12", away: "Attica Schools Select U12", venue: "Helliniko Olympic Complex", competition: "Rugby Union U12 Friendly" },
];

export function seedOwnFixtures(teams: SeedTeams, today: Date, firstId: number): SeedFixture[] {
  const games: Game[] = seedMatches.map((match) => {
    const own = clubTeam(teams, match.clubId, match.competition);
    const member = seedClubs.find((club) => club.name === match.opponent && !club.isAdmin);
    const opponent = member ? clubTeam(teams, member.id, match.competition) : teams.guest(match.opponent);
    const score = match.clubScore != null && match.opponentScore != null ? ([match.clubScore, match.opponentScore] as [number, number]) : undefined;
    return {
      dayOffset: match.dayOffset,
      time: match.time,
      home: match.isHomeGame ? own : opponent,
      away: match.isHomeGame ? opponent : own,
      venue: match.venue,
      competition: match.competition,
      score: score && (match.isHomeGame ? score : [score[1], score[0]]),
    };
  });
  const named = (name: string) => teams.rows().find((team) => team.clubId !== null && team.nameEn === name)?.id ?? teams.guest(name);
  games.push(...SECOND_TEAM_GAMES.map((game) => ({ ...game, home: named(game.home), away: named(game.away) })));

  // The same game entered by both clubs (same day, same two teams) is one fixture: the first.
  const seen = new Set<string>();
  const once = games.filter((game) => {
    const key = `${game.dayOffset} ${[game.home, game.away].sort((a, b) => a - b).join("-")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return once.map((game, index) => ({
    id: firstId + index,
    competitionId: null,
    competitionLabel: game.competition,
    homeTeamId: game.home,
    awayTeamId: game.away,
    date: isoDay(game.dayOffset, today),
    time: game.time,
    ...venueOf(game.venue),
    status: game.score ? "played" : "scheduled",
    homeScore: game.score?.[0] ?? null,
    awayScore: game.score?.[1] ?? null,
  }));
}
