/**
 * The one home of the table's counting rule: a team has played the matches it won, drew and lost
 * (a bye is not a match). The engine counts with it, the worker checks a club's typed rows with it, the
 * dashboard's standing dialog shows the sum with it and the seed data fills `played` with it.
 */
export type ResultCounts = { won: number; drawn: number; lost: number };

export const playedOf = ({ won, drawn, lost }: ResultCounts) => won + drawn + lost;

/** Whether a row's `played` is its wins, draws and losses added up. */
export const countsAddUp = (row: ResultCounts & { played: number }) => row.played === playedOf(row);
