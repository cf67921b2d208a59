/**
 * The order of a competition's rounds on its page: a plain function, unit tested (rounds.test.ts).
 * Which round is current is the API's to say (`currentRound`: the first with a match still to be
 * played, else the last), so the page drawn on the server and the one hydrated agree.
 */
import type { RoundView } from "./types";

/** The current round first, then the later rounds in order, then the earlier ones, latest first. */
export function roundsCurrentFirst<T extends RoundView>(rounds: readonly T[], currentRound: number | null): T[] {
  const found = rounds.findIndex((round) => round.round === currentRound);
  const current = found === -1 ? 0 : found;
  if (rounds.length === 0) return [];
  return [rounds[current]!, ...rounds.slice(current + 1), ...rounds.slice(0, current).reverse()];
}
