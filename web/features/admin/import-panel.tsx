import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useImportFixtures, type AdminCompetition, type ImportReport } from "./competitions-api";
import * as s from "./competitions-admin.css";

const HEADER = "round,date,time,home,away,venue,home_score,away_score,home_tries,away_tries,status";

/** Why an all-or-nothing CSV import did nothing: each refused line (also the licence import's, issue 24). */
export function ImportErrors({ errors }: { errors: readonly { line: number; column: string | null; message: string }[] }) {
  const { t, i18n } = useLingui();
  const count = errors.length;
  return (
    <div className={s.report} data-testid="import-report">
      <Alert tone="error">
        <Trans>The file has {count} errors. Nothing was imported: correct them and try again.</Trans>
      </Alert>
      <ul className={s.errorList} aria-label={t`Errors in the file`}>
        {errors.map((error, index) => {
          const line = error.line;
          const column = error.column;
          return (
            <li key={index} data-line={line}>
              <strong>{column ? <Trans>Line {line}, column {column}:</Trans> : <Trans>Line {line}:</Trans>}</strong> {i18n._(error.message)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the import did, or why it did nothing: the counts, the guest teams made, each refused line. */
function ImportResult({ report }: { report: ImportReport }) {
  const { created, updated, unchanged } = report;
  const guests = report.teamsCreated.join(", ");
  if (report.errors.length > 0) return <ImportErrors errors={report.errors} />;
  return (
    <div className={s.report} data-testid="import-report">
      <Alert tone="success" role="status">
        {report.dryRun ? <Trans>The file is correct. Nothing was saved yet.</Trans> : <Trans>The file was imported.</Trans>}
      </Alert>
      <ul className={s.summary}>
        <li data-count="created">
          <Trans>New fixtures: {created}</Trans>
        </li>
        <li data-count="updated">
          <Trans>Fixtures updated: {updated}</Trans>
        </li>
        <li data-count="unchanged">
          <Trans>Fixtures unchanged: {unchanged}</Trans>
        </li>
        {guests ? (
          <li data-count="teams">
            <Trans>Guest teams added: {guests}</Trans>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * A fixture list from a CSV file (POST …/import): checked first, and imported only when no line
 * is wrong (all or nothing). Importing the same file again changes nothing.
 */
export function ImportPanel({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const run = useImportFixtures();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [createTeams, setCreateTeams] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const ids = useId();

  const send = async (checkOnly: boolean) => {
    if (!file) return;
    setReport(null);
    setError(undefined);
    try {
      // A file with wrong lines is an answer (its report, line by line), not a failed request.
      const answer = await run.mutateAsync({ competitionId: competition.id, csv: await file.text(), createTeams, checkOnly });
      setReport(answer);
      if (!answer.dryRun) toaster.success({ title: t`Fixtures imported` });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section className={s.panel} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={s.panelTitle}>
        <Trans>Import fixtures from a CSV file</Trans>
      </h3>
      <p className={s.explain}>
        <Trans>
          A UTF-8 file whose first line is the header below; one fixture a line, teams by name or abbreviation, dates as YYYY-MM-DD, Greek time. Empty
          scores: not played yet. A fixture already there (same round and teams) is updated, so importing a file twice changes nothing.
        </Trans>
      </p>
      <code className={s.code}>{HEADER}</code>
      <form className={f.form} onSubmit={submit} aria-label={t`Import fixtures from a CSV file`} noValidate>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-file`} className={f.label}>
            <Trans>CSV file</Trans>
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            className={f.input}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </div>
        <label className={f.checkboxRow}>
          <input type="checkbox" className={f.checkbox} checked={createTeams} onChange={(event) => setCreateTeams(event.target.checked)} />
          <Trans>Add a team the competition does not have as a guest team</Trans>
        </label>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={s.actions}>
          <Button tone="outline" disabled={!file || run.isPending} onClick={() => void send(true)}>
            <Trans>Check the file</Trans>
          </Button>
          <Button type="submit" disabled={!file || run.isPending} aria-busy={run.isPending}>
            {run.isPending ? <Trans>Importing...</Trans> : <Trans>Import fixtures</Trans>}
          </Button>
        </div>
      </form>
      {report ? <ImportResult report={report} /> : null}
    </section>
  );
}
