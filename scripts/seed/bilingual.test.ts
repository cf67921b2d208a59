/**
 * Issue 21, point 6: a Greek reader of the demo meets Greek content. Every seeded club has a Greek
 * name, location, description and home ground; every venue, guest team and free-text opponent of
 * a match or fixture has a Greek version; every competition a Greek name.
 */
import { describe, expect, it } from "vitest";
import { seedContentRows } from "./build-sql";

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const isGreek = (text: string | null | undefined) => typeof text === "string" && GREEK.test(text);
const rows = seedContentRows(new Date("2026-11-27T10:00:00Z"));

describe("the seed in Greek", () => {
  it("gives every club a Greek name, location, description and home ground", () => {
    const missing = rows.clubs.flatMap((club) => (["nameEl", "locationEl", "descriptionEl", "venueEl"] as const).filter((key) => !isGreek(club[key])).map((key) => `${club.name}: ${key}`));
    expect(missing).toEqual([]);
  });

  it("gives every team a Greek name, and every fixture with a venue (the clubs' own games too) a Greek one", () => {
    const guests = rows.teams.filter((team) => team.clubId === null);
    expect(guests.length).toBeGreaterThan(0);
    expect(rows.teams.filter((team) => !isGreek(team.nameEl)).map((team) => team.nameEn)).toEqual([]);
    const withVenue = [...rows.competitions.fixtures, ...rows.ownFixtures].filter((fixture) => fixture.venue);
    expect(withVenue.length).toBeGreaterThan(0);
    expect([...new Set(withVenue.filter((fixture) => !isGreek(fixture.venueEl)).map((fixture) => fixture.venue))]).toEqual([]);
  });

  it("gives every competition a Greek name of its own", () => {
    expect(rows.competitions.competitions.filter((competition) => !isGreek(competition.nameEl) || competition.nameEl === competition.nameEn)).toEqual([]);
  });

  it("shows each game once: a club's own game is never also a fixture of a competition between the same teams", () => {
    const competitionIds = new Set(rows.competitions.fixtures.map((fixture) => fixture.competitionId));
    const withFixtures = new Set(rows.competitions.competitions.filter((competition) => competitionIds.has(competition.id)).map((competition) => competition.nameEn));
    const doubled = rows.ownFixtures.filter((fixture) => withFixtures.has(fixture.competitionLabel!) && rows.teams.find((team) => team.id === fixture.awayTeamId)?.clubId != null);
    expect(doubled.map((fixture) => `${fixture.date} ${fixture.homeTeamId}-${fixture.awayTeamId} (${fixture.competitionLabel})`)).toEqual([]);
  });

  it("shows each fixture once: the match-day demo is the round robin's own game moved to today, not a second one days apart", () => {
    for (const today of ["2026-11-27T10:00:00Z", "2026-09-01T10:00:00Z", "2027-03-15T10:00:00Z"]) {
      const { fixtures } = seedContentRows(new Date(today)).competitions;
      const games = fixtures.filter((fixture) => fixture.awayTeamId !== null);
      const days = (date: string) => Date.parse(date) / 86_400_000;
      const close = games.flatMap((a, i) =>
        games
          .slice(i + 1)
          .filter((b) => a.competitionId === b.competitionId && [a.homeTeamId, a.awayTeamId].sort().join() === [b.homeTeamId, b.awayTeamId].sort().join() && Math.abs(days(a.date) - days(b.date)) < 7)
          .map((b) => `${a.date} ${b.date}: ${a.homeTeamId}-${a.awayTeamId}`),
      );
      expect(close, today).toEqual([]);
      expect(fixtures.some((fixture) => fixture.date === today.slice(0, 10) && fixture.time === "20:00"), today).toBe(true);
    }
  });
});
