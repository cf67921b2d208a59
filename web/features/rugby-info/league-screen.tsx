import { leagueContent } from "./league-content";
import { RugbyInfoPage } from "./rugby-info-page";

/** /rugby-league */
export function LeagueScreen() {
  return <RugbyInfoPage content={leagueContent} />;
}
