import type { RugbyType } from "../../../schema/constants";
import { leagueContent } from "./league-content";
import type { RugbyCodeContent } from "./rugby-code-content";
import { unionContent } from "./union-content";

/** Both codes' page data, for the info pages and the home page's Discover Rugby cards. */
export const rugbyCodes: Record<RugbyType, RugbyCodeContent> = { union: unionContent, league: leagueContent };

export const otherCode = (type: RugbyType): RugbyType => (type === "union" ? "league" : "union");
