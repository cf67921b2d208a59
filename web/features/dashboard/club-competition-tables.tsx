import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { CompetitionTable, competitionTableQuery, useCompetitionName } from "../competitions";
import { ownCompetitionsQuery } from "./api";
import { QueryState, TableState } from "./query-state";
import * as s from "./dashboard.css";

type Competition = { slug: string; nameEn: string; nameEl: string; season: string; kind: "computed" | "manual" };

/** One competition's public table, the club's row marked; nothing here is editable. */
function ClubCompetitionTable({ competition, clubId }: { competition: Competition; clubId: number }) {
  const nameOf = useCompetitionName();
  const table = useQuery(competitionTableQuery(competition.slug));
  return (
    <TableState query={table}>
      {({ rows }) => (
        <CompetitionTable
          rows={rows}
          ownClubId={clubId}
          caption={
            <Link href={paths.competition(competition.slug)}>
              {nameOf(competition)} {competition.season}
            </Link>
          }
          note={
            competition.kind === "computed" ? (
              <Trans>Worked out from the results by the competition's rules.</Trans>
            ) : (
              <Trans>Copied from elsewhere: your edits below reach it once the federation approves them.</Trans>
            )
          }
        />
      )}
    </TableState>
  );
}

/**
 * The tables the club plays in (issue 10): the public figures, computed from results, so a
 * club cannot type its way up a table.
 */
export function ClubCompetitionTables({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const competitions = useQuery(ownCompetitionsQuery());
  return (
    <section aria-label={t`Your competitions`} className={s.section}>
      <h2 className={s.sectionTitle}>
        <Trans>Your competitions</Trans>
      </h2>
      <QueryState query={competitions} placeholders={1} empty={<p>{t`Your club is not in a competition yet.`}</p>}>
        {(list) => (
          <div className={s.stack}>
            {list.map((competition) => (
              <ClubCompetitionTable key={competition.slug} competition={competition} clubId={clubId} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
