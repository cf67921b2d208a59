import { Trans, useLingui } from "@lingui/react/macro";
import { calendarPaths } from "../../../schema/open-data-paths";
import { api } from "../../lib/api";
import { OpenDataLinks } from "../../ui/open-data-links";

/** The club's fixtures as a calendar to subscribe to or download, and as a spreadsheet (issue 11). */
export function ClubDownloads({ clubId }: { clubId: number }) {
  const { i18n } = useLingui();
  const url = api.clubs[":id"]["matches.csv"].$url({ param: { id: String(clubId) }, query: { lang: i18n.locale as "en" | "el" } });
  return <OpenDataLinks calendars={[{ path: calendarPaths.club(clubId) }]} csv={[{ path: `${url.pathname}${url.search}`, label: <Trans>Matches (CSV)</Trans> }]} />;
}
