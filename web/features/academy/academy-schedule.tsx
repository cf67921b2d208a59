import { Trans, useLingui } from "@lingui/react/macro";
import { Card, CardBody } from "../../ui/card";
import { visuallyHidden } from "../../ui/layout.css";
import { mapsUrl, TRAINING_SESSIONS, VENUES } from "./academy-content";
import * as s from "./academy.css";

/** The weekly sessions and the two venues (SPEC section 9). */
export function AcademySchedule() {
  const { i18n } = useLingui();
  return (
    <div className={s.scheduleGrid}>
      <Card>
        <CardBody>
          <h3 className={s.panelTitle}>
            <Trans>Training sessions</Trans>
          </h3>
          <table className={s.table}>
            <caption className={s.caption}>
              <Trans>We confirm your child's group and venue when we contact you.</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={s.th}>
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Time</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {TRAINING_SESSIONS.map((session) => (
                <tr key={session.start}>
                  <th scope="row" className={s.rowHeader}>
                    {i18n._(session.day)}
                  </th>
                  <td className={`${s.td} ${s.time}`}>
                    <time>{session.start}</time>-<time>{session.end}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <h3 className={s.panelTitle}>
            <Trans>Venues</Trans>
          </h3>
          <ul className={s.venues}>
            {VENUES.map((venue) => {
              const name = i18n._(venue.name);
              return (
                <li key={venue.mapQuery} className={s.venue}>
                  <p className={s.venueName}>{name}</p>
                  <p className={s.venueText}>{i18n._(venue.area)}</p>
                  <a className={s.mapLink} href={mapsUrl(venue.mapQuery)} target="_blank" rel="noopener noreferrer">
                    <Trans>Open in maps</Trans>
                    <span className={visuallyHidden}>: {name}</span>
                    <span aria-hidden="true">&nbsp;↗</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
