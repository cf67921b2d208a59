import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import * as v from "valibot";
import { adjustmentSchema } from "../../../schema/competition-admin";
import { clubNameIn, pairIn } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { Form, formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { adminTableQuery, useAddAdjustment, useRemoveAdjustment, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { useAdminSave } from "./use-admin-save";

type Values = v.InferInput<typeof adjustmentSchema>;

const signed = (points: number) => (points > 0 ? `+${points}` : `−${-points}`);

/** Points given or taken by the federation, each with its reason in English and Greek. */
export function AdjustmentsPanel({ competition }: { competition: AdminCompetition }) {
  const { t, i18n } = useLingui();
  const table = useQuery(adminTableQuery(competition.id));
  const add = useAddAdjustment();
  const remove = useRemoveAdjustment();
  const { error, save } = useAdminSave();
  const titleId = useId();
  const defaultValues = { entrantId: undefined, points: undefined, reasonEn: "", reasonEl: "" } as unknown as Values;
  const form = useAppForm({
    defaultValues,
    ...validateWith(adjustmentSchema),
    onSubmit: async ({ value, formApi }) => {
      const json = v.parse(adjustmentSchema, value);
      const saved = await save(formApi, () => add.mutateAsync({ competitionId: competition.id, json }), t`Adjustment added`);
      if (saved) formApi.reset();
    },
  });
  const adjustments = table.data?.adjustments ?? [];
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.panelTitle}>
        <Trans>Points adjustments</Trans>
      </h3>
      {adjustments.length > 0 ? (
        <ul className={s.list}>
          {adjustments.map((adjustment) => (
            <li key={adjustment.id} className={s.listRow}>
              <span className={s.rowText}>
                <strong>{signed(adjustment.points)}</strong> <TextIn value={pairIn(i18n.locale, adjustment.teamName, adjustment.teamNameEl)} />: {i18n.locale === "el" ? adjustment.reasonEl : adjustment.reasonEn}
              </span>
              <Button size="sm" tone="ghost" onClick={() => void save(null, () => remove.mutateAsync(adjustment.id), t`Adjustment removed`)}>
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>
          <Trans>No adjustments.</Trans>
        </p>
      )}
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Add an adjustment`}>
          <div className={f.twoColumns}>
            <form.AppField name="entrantId">
              {(field) => <field.SelectField numeric label={t`Team`} options={competition.entrants.map((entrant) => ({ value: String(entrant.id), label: clubNameIn(i18n.locale, entrant) }))} placeholder={t`Choose a team`} />}
            </form.AppField>
            <form.AppField name="points">
              {(field) => <field.NumberField label={t`Points (+ or −)`} hint={t`A deduction is negative, e.g. −5.`} min={-100} max={100} step={1} />}
            </form.AppField>
          </div>
          <form.AppField name="reasonEn">{(field) => <field.TextField label={t`Reason in English`} />}</form.AppField>
          <form.AppField name="reasonEl">{(field) => <field.TextField label={t`Reason in Greek`} />}</form.AppField>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <form.SubmitButton pending={<Trans>Saving...</Trans>}>
              <Trans>Add adjustment</Trans>
            </form.SubmitButton>
          </div>
        </Form>
      </form.AppForm>
    </section>
  );
}
