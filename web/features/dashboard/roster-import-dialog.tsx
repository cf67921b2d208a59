/**
 * The roster from a CSV file (issue 11, point 3): the same columns as the export. Choosing the
 * file runs a dry run and shows what would happen, or what is wrong line by line; only Import
 * saves, all of it or nothing.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useRosterImport, type RosterImportReport } from "./api";
import * as s from "./players.css";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function Preview({ report }: { report: RosterImportReport }) {
  const { i18n } = useLingui();
  if (report.errors.length > 0) {
    return (
      <Alert tone="error">
        <p>
          <Trans>Nothing can be imported yet. Correct these lines and choose the file again:</Trans>
        </p>
        <ul data-testid="roster-import-errors">
          {report.errors.map((error, index) => (
            <li key={index}>
              <Trans>Line {error.line}</Trans>
              {error.column ? ` (${error.column})` : ""}: {i18n._(error.message)}
            </li>
          ))}
        </ul>
      </Alert>
    );
  }
  const { created, updated, unchanged } = report;
  return (
    <Alert tone="info">
      <p data-testid="roster-import-preview">
        <Trans>
          Ready to import: {created} new, {updated} updated, {unchanged} unchanged. Nothing has been saved yet.
        </Trans>
      </p>
    </Alert>
  );
}

export function RosterImportDialog({ open, onOpenChange }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const send = useRosterImport();
  const [csv, setCsv] = useState<string>();
  const [report, setReport] = useState<RosterImportReport>();
  const [failure, setFailure] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setCsv(undefined);
      setReport(undefined);
      setFailure(undefined);
    }
    onOpenChange(next);
  };

  const check = async (file: File | undefined) => {
    setReport(undefined);
    setFailure(undefined);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    try {
      setReport(await send.mutateAsync({ csv: text, dryRun: true }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const save = async () => {
    if (!csv) return;
    try {
      const saved = await send.mutateAsync({ csv, dryRun: false });
      if (saved.errors.length > 0) return setReport(saved);
      toaster.success({ title: t`Roster imported`, description: t`${saved.created} new, ${saved.updated} updated.` });
      close(false);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const ready = report !== undefined && report.errors.length === 0 && report.created + report.updated > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      busy={send.isPending}
      wide
      title={<Trans>Import players from CSV</Trans>}
      description={<Trans>Use the columns of the exported file: Name, Position, Number, Date of birth, Height (cm), Weight (kg). A player with a number already on your roster is updated.</Trans>}
      footer={
        <div className={s.importActions}>
          <Button tone="outline" onClick={() => close(false)} disabled={send.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} disabled={!ready || send.isPending} data-testid="roster-import-save">
            {send.isPending ? <Trans>Importing...</Trans> : <Trans>Import</Trans>}
          </Button>
        </div>
      }
    >
      <label className={s.importFile}>
        <span>
          <Trans>CSV file</Trans>
        </span>
        <input type="file" accept=".csv,text/csv" onChange={(event) => void check(event.currentTarget.files?.[0])} data-testid="roster-import-file" />
      </label>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {report ? <Preview report={report} /> : null}
    </Dialog>
  );
}
