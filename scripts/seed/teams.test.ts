/**
 * Issue 22: the demo's clubs field teams. Every member club has a senior men's team of each code
 * it plays, named as the club; at least two clubs a women's XV and an U18, with games of their
 * own; every old own match is a fixture of its club's team, a game two clubs entered once.
 */
import { describe, expect, it } from "vitest";
import { competitionCode } from "../../schema/competition-code";
import { seedContentRows } from "./build-sql";
import { seedClubs, seedMatches } from "./data";

const today = new Date("2026-11-27T10:00:00Z");
const rows = seedContentRows(today);
const teamOf = (id: number | null | undefined) => rows.teams.find((team) => team.id === id);

describe("the seed's teams", () => {
  it("gives every member club a senior men's team, named as the club, for each code it plays; none to the federation", () => {
    for (const club of seedClubs) {
      const seniors = rows.teams.filter((team) => team.clubId === club.id && team.ageGroup === "senior" && team.kind === "men");
      const codes = club.isAdmin ? [] : [...(club.rugbyUnion ? ["union"] : []), ...(club.rugbyLeague ? ["league"] : [])];
      expect(seniors.map((team) => team.code), club.name).toEqual(codes);
      for (const team of seniors) expect(team, club.name).toMatchObject({ nameEn: club.name, nameEl: rows.clubs.find((row) => row.id === club.id)!.nameEl, active: true });
    }
  });

  it("gives at least two clubs a women's XV and an U18, each named in both languages", () => {
    const clubsWith = (match: (team: (typeof rows.teams)[number]) => boolean) => new Set(rows.teams.filter((team) => team.clubId !== null && match(team)).map((team) => team.clubId));
    const women = clubsWith((team) => team.kind === "women" && team.code === "union");
    const u18 = clubsWith((team) => team.ageGroup === "u18");
    expect([...women].filter((clubId) => u18.has(clubId)).length).toBeGreaterThanOrEqual(2);
    expect(rows.teams.find((team) => team.nameEn === "Athens Owls Women")).toMatchObject({ clubId: 1, nameEl: "Κουκουβάγιες Αθήνας Γυναίκες", kind: "women", ageGroup: "senior", code: "union" });
  });

  it("gives every second team games of its own, played and to come", () => {
    for (const team of rows.teams.filter((row) => row.clubId !== null && (row.kind !== "men" || row.ageGroup !== "senior"))) {
      const games = rows.ownFixtures.filter((fixture) => fixture.homeTeamId === team.id || fixture.awayTeamId === team.id);
      expect(games.some((game) => game.status === "played"), team.nameEn).toBe(true);
      expect(games.some((game) => game.status === "scheduled"), team.nameEn).toBe(true);
    }
  });

  it("makes every old own match a friendly of its club's team, from its side, with the competition as typed", () => {
    for (const match of seedMatches) {
      const date = new Date(today.getTime() + match.dayOffset * 86_400_000).toISOString().slice(0, 10);
      const fixture = rows.ownFixtures.find((row) => row.date === date && row.time === match.time && [teamOf(row.homeTeamId), teamOf(row.awayTeamId)].some((team) => team?.clubId === match.clubId));
      expect(fixture, `${match.clubId} ${match.opponent} ${date}`).toBeDefined();
      const own = match.isHomeGame ? teamOf(fixture!.homeTeamId)! : teamOf(fixture!.awayTeamId)!;
      const opponent = match.isHomeGame ? teamOf(fixture!.awayTeamId)! : teamOf(fixture!.homeTeamId)!;
      expect(own.clubId).toBe(match.clubId);
      expect(opponent.nameEn).toBe(match.opponent);
      expect(fixture).toMatchObject({ competitionId: null, competitionLabel: match.competition, venue: match.venue });
      if (match.clubScore !== null) {
        expect(fixture!.status).toBe("played");
        expect(match.isHomeGame ? [fixture!.homeScore, fixture!.awayScore] : [fixture!.awayScore, fixture!.homeScore]).toEqual([match.clubScore, match.opponentScore]);
      }
      // A member club's team of the competition's code where it fields one.
      const code = competitionCode(match.competition);
      const club = seedClubs.find((row) => row.id === match.clubId)!;
      if (code === "union" ? club.rugbyUnion : club.rugbyLeague) expect(own.code).toBe(code);
    }
  });

  it("writes a game two member clubs entered once, and every guest once", () => {
    const games = rows.ownFixtures.map((fixture) => `${fixture.date} ${[fixture.homeTeamId, fixture.awayTeamId].sort().join("-")}`);
    expect(games.filter((game, index) => games.indexOf(game) !== index)).toEqual([]);
    const guests = rows.teams.filter((team) => team.clubId === null).map((team) => team.guestKey);
    expect(guests.filter((key, index) => guests.indexOf(key) !== index)).toEqual([]);
    const ids = [...rows.competitions.fixtures, ...rows.ownFixtures].map((fixture) => fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
