/** What other features use of live scoring: the fans' panel, the LIVE badge, result states in words. */
export { LiveBadge } from "./live-badge";
export { LivePanel } from "./live-panel";
export { ResultSection } from "./result-section";
export { ResultStateName, ResultStateNote } from "./result-state-note";
