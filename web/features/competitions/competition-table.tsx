import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { clubNamePair, useContentLanguage } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import { paths } from "../../../schema/pages";
import { visuallyHidden } from "../../ui/layout.css";
import { FormLetters } from "./form-letters";
import * as s from "./competition-table.css";
import type { CompetitionTableRow } from "./types";

type Column = s.Column;

function Head({ column, short, long }: { column: Column; short: ReactNode; long: ReactNode }) {
  return (
    <th scope="col" className={s.headCell[column]}>
      <span aria-hidden="true" className={s.shortLabel}>
        {short}
      </span>
      <span className={s.longLabel}>{long}</span>
    </th>
  );
}

/** A signed number as a table shows it: +12, 0, −3. */
export const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/**
 * A computed league table (issue 10): every column of the API's rows. On a phone the position,
 * team, played and points stay in view (pinned) and the other columns, points difference first,
 * scroll sideways under them inside the table's own box.
 */
type CompetitionTableProps = {
  rows: readonly CompetitionTableRow[];
  caption: ReactNode;
  note?: ReactNode;
  hideCaption?: boolean;
  /** The reader's club, whose row is marked (a club's dashboard). */
  ownClubId?: number;
};

export function CompetitionTable({ rows, caption, note, hideCaption = false, ownClubId }: CompetitionTableProps) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  // A team's name in the reader's language, with its own `lang` when it has only the other (issue 21).
  const teamName = (row: CompetitionTableRow) => clubNamePair(lang, { name: row.teamName, nameEl: row.teamNameEl });
  const captionId = useId();
  return (
    // A focusable, labelled region, so keyboard users can scroll the wide table.
    <div className={s.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={s.table} data-testid="competition-table">
        <caption id={captionId} className={hideCaption ? visuallyHidden : s.caption}>
          {caption}
          {note ? <span className={s.captionNote}>{note}</span> : null}
        </caption>
        <thead>
          <tr>
            <Head column="position" short="#" long={<Trans>Position</Trans>} />
            <th scope="col" className={s.headCell.team}>
              <Trans>Team</Trans>
            </th>
            <Head column="played" short={<Trans context="standings column: played">P</Trans>} long={<Trans>Played</Trans>} />
            <Head column="difference" short={<Trans context="standings column: points difference">PD</Trans>} long={<Trans>Points difference</Trans>} />
            <Head column="points" short={<Trans context="standings column: points">Pts</Trans>} long={<Trans>Points</Trans>} />
            <Head column="other" short={<Trans context="standings column: won">W</Trans>} long={<Trans>Won</Trans>} />
            <Head column="other" short={<Trans context="standings column: drawn">D</Trans>} long={<Trans>Drawn</Trans>} />
            <Head column="other" short={<Trans context="standings column: lost">L</Trans>} long={<Trans>Lost</Trans>} />
            <Head column="other" short={<Trans context="standings column: points for">PF</Trans>} long={<Trans>Points for</Trans>} />
            <Head column="other" short={<Trans context="standings column: points against">PA</Trans>} long={<Trans>Points against</Trans>} />
            <Head column="other" short={<Trans context="standings column: tries for">TF</Trans>} long={<Trans>Tries for</Trans>} />
            <Head column="other" short={<Trans context="standings column: tries against">TA</Trans>} long={<Trans>Tries against</Trans>} />
            <Head column="other" short={<Trans context="standings column: try bonus">TB</Trans>} long={<Trans>Try bonus</Trans>} />
            <Head column="other" short={<Trans context="standings column: losing bonus">LB</Trans>} long={<Trans>Losing bonus</Trans>} />
            <Head column="other" short={<Trans context="standings column: other bonus">OB</Trans>} long={<Trans>Other bonus</Trans>} />
            <Head column="other" short={<Trans context="standings column: adjustment">Adj</Trans>} long={<Trans>Adjustment</Trans>} />
            <th scope="col" className={s.headCell.other}>
              <Trans>Form</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.position}-${row.teamName}`} data-team={row.teamName} data-own={(ownClubId !== undefined && row.clubId === ownClubId) || undefined}>
              <td className={s.bodyCell.position} data-column="position">
                {row.position}
              </td>
              <th scope="row" className={s.bodyCell.team} data-column="team">
                {row.clubId !== null ? (
                  <Link href={paths.club(row.clubId)} className={s.teamLink} title={teamName(row).text}>
                    <TextIn value={teamName(row)} />
                  </Link>
                ) : (
                  <>
                    <span className={s.teamText} title={teamName(row).text}>
                      <TextIn value={teamName(row)} />
                    </span>
                    <span className={s.guest}>{t`Guest team`}</span>
                  </>
                )}
                {ownClubId !== undefined && row.clubId === ownClubId ? <span className={s.ownClub}>{t`Your club`}</span> : null}
                {row.provisional ? (
                  <span className={s.guest} data-testid="provisional-results">
                    <Plural value={row.provisional} one="includes # provisional result" other="includes # provisional results" />
                  </span>
                ) : null}
              </th>
              <td className={s.bodyCell.played} data-column="played">
                {row.played}
              </td>
              <td className={s.bodyCell.difference} data-column="pointsDifference">
                {signed(row.pointsDifference)}
              </td>
              <td className={s.bodyCell.points} data-column="points">
                {row.points}
              </td>
              <td className={s.bodyCell.other} data-column="won">
                {row.won}
              </td>
              <td className={s.bodyCell.other} data-column="drawn">
                {row.drawn}
              </td>
              <td className={s.bodyCell.other} data-column="lost">
                {row.lost}
              </td>
              <td className={s.bodyCell.other} data-column="pointsFor">
                {row.pointsFor}
              </td>
              <td className={s.bodyCell.other} data-column="pointsAgainst">
                {row.pointsAgainst}
              </td>
              <td className={s.bodyCell.other} data-column="triesFor">
                {row.triesFor}
              </td>
              <td className={s.bodyCell.other} data-column="triesAgainst">
                {row.triesAgainst}
              </td>
              <td className={s.bodyCell.other} data-column="tryBonus">
                {row.tryBonus}
              </td>
              <td className={s.bodyCell.other} data-column="losingBonus">
                {row.losingBonus}
              </td>
              <td className={s.bodyCell.other} data-column="otherBonus">
                {row.otherBonus}
              </td>
              <td className={s.bodyCell.other} data-column="adjustment">
                {signed(row.adjustment)}
              </td>
              <td className={s.bodyCell.other} data-column="form">
                <FormLetters form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
