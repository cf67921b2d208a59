/** What other features use of live scoring: the fans' panel (and its island), the LIVE badge, result states in words. */
export { LiveBadge } from "./live-badge";
export { LivePanel } from "./live-panel";
export { LiveScoreIsland } from "./live-score";
export { ResultSection } from "./result-section";
export { ResultStateName, ResultStateNote } from "./result-state-note";
