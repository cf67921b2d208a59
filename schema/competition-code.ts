/**
 * The rugby code of a competition, the one rule (SPEC section 3): a competition whose name
 * contains "union", in any case, is rugby union; any other is rugby league. A friendly's code in
 * the match lists, their SQL filter (worker/modules/matches/club-fixtures.ts playedAs, with UNION_MARKER) and
 * the fixture badges all read it here.
 */
import type { RugbyType } from "./constants";

/** The word that makes a competition union, lower case. */
export const UNION_MARKER = "union";

export const competitionCode = (competition: string): RugbyType => (competition.toLowerCase().includes(UNION_MARKER) ? "union" : "league");
