/** Results entered by both clubs, and the state they make. Pure. */
export { countsInTable, type DisputedEntries, RESULT_STATES, type ResultScore, type ResultState, resultFromEntries, sameResult, type Side } from "./result-state";
export { pointsPerTry, triesProblems } from "./tries";
