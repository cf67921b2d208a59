/** Small builders for the engine's tests: teams by name, fixtures by score. */
import type { FixtureStatus } from "../fixtures/fixture-status";
import type { Entrant, TableFixture } from "./table-types";

export const entrants = (...names: string[]): Entrant[] => names.map((name, index) => ({ id: index + 1, name, clubId: index + 101 }));

/** A fixture builder with its own ids and a new day for each fixture, unless given. */
export function fixtureMaker() {
  let id = 0;
  const day = () => `2026-10-${String((id % 28) + 1).padStart(2, "0")}`;
  const fixture = (homeId: number, awayId: number | null, status: FixtureStatus, extra: Partial<TableFixture> = {}): TableFixture => {
    id += 1;
    return { id, homeId, awayId, date: day(), time: "15:00", status, homeScore: null, awayScore: null, homeTries: null, awayTries: null, ...extra };
  };
  return {
    /** A played match: scores, then tries (none when left out). */
    played: (homeId: number, awayId: number, [homeScore, awayScore]: [number, number], [homeTries, awayTries]: [number, number] = [0, 0], extra: Partial<TableFixture> = {}) =>
      fixture(homeId, awayId, "played", { homeScore, awayScore, homeTries, awayTries, ...extra }),
    other: (homeId: number, awayId: number, status: FixtureStatus, extra: Partial<TableFixture> = {}) => fixture(homeId, awayId, status, extra),
    bye: (entrantId: number, status: FixtureStatus = "played", extra: Partial<TableFixture> = {}) => fixture(entrantId, null, status, extra),
  };
}
