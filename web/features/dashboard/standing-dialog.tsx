import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { RUGBY_TYPES, standingSchema, type RugbyType } from "../../../schema";
import { currentSeason } from "../../../schema/season";
import { playedOf } from "../../../domain/standings/played";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useCreateStanding, useUpdateStanding, type OwnStanding } from "./api";
import { FormDialog } from "./form-dialog";
import { RUGBY_TYPE_LABELS } from "../../lib/labels";
import { useDialogSave } from "./use-dialog-save";

type StandingDialogProps = {
  /** The row to edit; without it the dialog adds one. */
  standing?: OwnStanding;
  /** The code a new row starts with (the first one the club plays). */
  defaultType: RugbyType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const COUNTS = ["played", "won", "drawn", "lost", "pointsFor", "pointsAgainst", "points"] as const;

export function StandingDialog({ standing, defaultType, open, onOpenChange }: StandingDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateStanding();
  const update = useUpdateStanding();
  const { error, save, clearError } = useDialogSave();

  const form = useAppForm({
    defaultValues: {
      rugbyType: standing?.rugbyType ?? defaultType,
      season: standing?.season ?? currentSeason(),
      ...(Object.fromEntries(COUNTS.map((key) => [key, standing?.[key] ?? 0])) as Record<(typeof COUNTS)[number], number | undefined>),
    },
    ...validateWith(standingSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = v.parse(standingSchema, value);
      const saved = await save(formApi, () => (standing ? update.mutateAsync({ ...input, id: standing.id }) : create.mutateAsync(input)), {
        success: standing
          ? { title: t`Standing Updated`, description: t`Your standings row has been updated.` }
          : { title: t`Standing Added`, description: t`Your standings row has been added.` },
        fallback: standing ? t`An error occurred while updating the standing` : t`An error occurred while adding the standing`,
      });
      if (!saved) return;
      if (!standing) formApi.reset();
      onOpenChange(false);
    },
  });
  const codes = RUGBY_TYPES.map((code) => ({ value: code, label: i18n._(RUGBY_TYPE_LABELS[code]) }));

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      onClose={clearError}
      title={standing ? t`Edit Standing` : t`Add Standing`}
      submitLabel={standing ? <Trans>Update Standing</Trans> : <Trans>Add Standing</Trans>}
      error={error}
    >
      {/* A row belongs to the table of its code and season: another season is another row. */}
      {standing ? null : (
        <div className={f.twoColumns}>
          <form.AppField name="rugbyType">{(field) => <field.SelectField label={t`Rugby type`} options={codes} />}</form.AppField>
          <form.AppField name="season">{(field) => <field.TextField label={t`Season`} placeholder="2026-27" hint={t`For example 2026-27`} />}</form.AppField>
        </div>
      )}
      <div className={f.twoColumns}>
        <form.AppField name="won">{(field) => <field.NumberField label={t`Won`} min={0} step={1} />}</form.AppField>
        <form.AppField name="drawn">{(field) => <field.NumberField label={t`Drawn`} min={0} step={1} />}</form.AppField>
        <form.AppField name="lost">{(field) => <field.NumberField label={t`Lost`} min={0} step={1} />}</form.AppField>
        <form.Subscribe selector={({ values }) => playedOf({ won: values.won ?? 0, drawn: values.drawn ?? 0, lost: values.lost ?? 0 })}>
          {(sum) => (
            <form.AppField name="played">
              {(field) => <field.NumberField label={t`Played`} min={0} step={1} hint={t`Won + drawn + lost = ${sum}`} />}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.AppField name="pointsFor">{(field) => <field.NumberField label={t`Points for`} min={0} step={1} />}</form.AppField>
        <form.AppField name="pointsAgainst">{(field) => <field.NumberField label={t`Points against`} min={0} step={1} />}</form.AppField>
        <form.AppField name="points">{(field) => <field.NumberField label={t`Table points`} step={1} />}</form.AppField>
      </div>
    </FormDialog>
  );
}
