import { RugbyInfoPage } from "./rugby-info-page";
import { unionContent } from "./union-content";

/** /rugby-union */
export function UnionScreen() {
  return <RugbyInfoPage content={unionContent} />;
}
