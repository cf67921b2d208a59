import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import * as c from "./competitions-admin.css";
import { ImportErrors } from "./import-panel";
import { useImportLicences, type LicenceImportReport } from "./registrations-api";
import * as s from "./registrations.css";

const HEADER = "licence_number,first_name,last_name,date_of_birth,email,club,season,code,team";

/** What the import did, or would do (a check), or each line that stops it. */
function LicenceImportResult({ report }: { report: LicenceImportReport }) {
  if (report.errors.length > 0) return <ImportErrors errors={report.errors} />;
  const created = report.created;
  const persons = report.personsCreated ?? 0;
  return (
    <div className={c.report} data-testid="import-report">
      <Alert tone="success" role="status">
        {report.dryRun ? <Trans>The file is correct. Nothing was saved yet.</Trans> : <Trans>The file was imported.</Trans>}
      </Alert>
      <ul className={c.summary}>
        <li data-count="created">{report.dryRun ? <Trans>Licences to import: {created}</Trans> : <Trans>Licences imported: {created}</Trans>}</li>
        <li data-count="persons">{report.dryRun ? <Trans>New players to add: {persons}</Trans> : <Trans>New players added: {persons}</Trans>}</li>
      </ul>
    </div>
  );
}

/**
 * "Import licences" (issue 24, point 7): the register's existing licences from a CSV file, as the
 * fixture import does it: checked first, line by line, and imported only when no line is wrong
 * (all or nothing). The dialog stays open while it works and shows what it did.
 */
export function LicenceImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const run = useImportLicences();
  const errorText = useErrorText();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<LicenceImportReport | null>(null);
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setReport(null);
      setError(undefined);
    }
  };

  const send = async (checkOnly: boolean) => {
    if (!file) return;
    setReport(null);
    setError(undefined);
    try {
      // A file with wrong lines is an answer (its report, line by line), not a failed request.
      const answer = await run.mutateAsync({ csv: await file.text(), checkOnly });
      setReport(answer);
      if (!answer.dryRun) {
        const created = answer.created;
        toaster.success({ title: t`Licences imported`, description: t`Licences imported: ${created}` });
      }
    } catch (failure) {
      setError(errorText(failure, t`The file could not be imported`));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <Dialog open={open} onOpenChange={close} busy={run.isPending} wide title={<Trans>Import licences</Trans>}>
      <p className={s.importNote}>
        <Trans>
          A UTF-8 file whose first line is the header below; one licence a line, the club by name or id, dates as YYYY-MM-DD, the season as 2026-27, the code
          union, league or sevens; the e-mail and team may be empty. The file is checked first: if any line is wrong, nothing is imported.
        </Trans>
      </p>
      <code className={c.code}>{HEADER}</code>
      <form className={f.form} onSubmit={submit} aria-label={t`Import licences`} noValidate>
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
        {error ? <Alert tone="error">{error}</Alert> : null}
        {report ? <LicenceImportResult report={report} /> : null}
        <div className={c.actions}>
          <Button tone="outline" disabled={!file || run.isPending} onClick={() => void send(true)}>
            <Trans>Check the file</Trans>
          </Button>
          <Button type="submit" disabled={!file || run.isPending} aria-busy={run.isPending}>
            {run.isPending ? <Trans>Importing...</Trans> : <Trans>Import licences</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
