/** What other features use of the standings: the panel with its table. */
export { StandingsPanel } from "./standings-panel";
