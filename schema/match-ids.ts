/**
 * A competition fixture's id as a match (issue 10): FIXTURE_ID_OFFSET + its fixture id, so it
 * never meets a club's own match id (matches.id) in one list or at /matches/{id}. Shared by the
 * worker's lists and the competition page's links. Below 10^9: path ids are at most nine digits
 * (worker/lib/ids.ts).
 */
export const FIXTURE_ID_OFFSET = 500_000_000;
export const fixtureMatchId = (fixtureId: number) => FIXTURE_ID_OFFSET + fixtureId;
export const isFixtureMatchId = (id: number) => id > FIXTURE_ID_OFFSET;
