import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { onDemand } from "../../ui/on-demand";
import { useClubSession } from "../auth";
import { type ResultRecord, resultQuery } from "./api";
import * as s from "./live.css";
import { scoreText, type Sides } from "./result-score";
import { ResultStateNote } from "./result-state-note";

/** Each club's entry, when they differ: what each one says. */
function Entries({ record, sides }: { record: ResultRecord; sides: Sides }) {
  if (record.state !== "disputed") return null;
  return (
    <ul className={s.history}>
      {record.entries.map((entry) => {
        const club = entry.side === "home" ? sides.home : sides.away;
        const score = scoreText(entry);
        return (
          <li key={entry.side}>
            <Trans>
              {club} entered {score}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin's part (the result's history and the settle form) arrives when an admin opens the page. */
const ResultAdmin = onDemand(
  () => import("./result-admin").then((module) => module.ResultAdmin),
  () => true,
);

/** The result's state in words on /matches/{id}; for the admin, its history and the settle form. */
export function ResultSection({ fixtureId, sides }: { fixtureId: number; sides: Sides }) {
  const { t } = useLingui();
  const session = useClubSession();
  const isAdmin = Boolean(session.data?.isAdmin);
  const record = useQuery(resultQuery(fixtureId, isAdmin ? "admin" : "public"));
  if (!record.data?.state && !isAdmin) return null;
  return (
    <section className={s.panel} aria-label={t`Result`}>
      {record.data ? (
        <>
          <ResultStateNote state={record.data.state} />
          <Entries record={record.data} sides={sides} />
          {isAdmin ? <ResultAdmin fixtureId={fixtureId} record={record.data} sides={sides} /> : null}
        </>
      ) : null}
    </section>
  );
}
