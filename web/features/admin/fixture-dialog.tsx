import { Trans, useLingui } from "@lingui/react/macro";
import { FIXTURE_STATUSES, type FixtureStatus } from "../../../domain/standings";
import { FIXTURE_STATUS_LABELS } from "../../lib/labels";
import { formStyles as f, useAppForm } from "../../ui/form";
import { AdminFormDialog } from "./admin-form-dialog";
import { useUpdateFixture } from "./competitions-api";
import { useAdminSave } from "./use-admin-save";
import { clubNameIn } from "../../lib/content-language";

/** The fields of a fixture the dialog edits (the public fixture view has them all). */
export type EditableFixture = {
  id: number;
  round: number | null;
  date: string;
  time: string | null;
  venue: string | null;
  venueEl?: string | null;
  status: FixtureStatus;
  home: { name: string; nameEl?: string | null };
  away: { name: string; nameEl?: string | null } | null;
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
};

type Values = {
  date: string;
  time: string;
  venue: string;
  venueEl: string;
  status: FixtureStatus;
  homeScore?: number | null;
  awayScore?: number | null;
  homeTries?: number | null;
  awayTries?: number | null;
};

const orNull = (value: number | null | undefined) => (value === undefined ? null : value);

/** Any fixture and its result: date, kick-off, venue, status, scores and tries. The server checks the result (PATCH /api/admin/fixtures/{id}). */
export function FixtureDialog({ fixture, open, onOpenChange }: { fixture: EditableFixture; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateFixture();
  const { error, save } = useAdminSave({ inDialog: true });
  const home = clubNameIn(i18n.locale, fixture.home);
  const away = fixture.away ? clubNameIn(i18n.locale, fixture.away) : "";
  const defaultValues: Values = {
    date: fixture.date,
    time: fixture.time ?? "",
    venue: fixture.venue ?? "",
    venueEl: fixture.venueEl ?? "",
    status: fixture.status,
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    homeTries: fixture.homeTries,
    awayTries: fixture.awayTries,
  };
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      const json = {
        date: value.date,
        time: value.time === "" ? null : value.time,
        venue: value.venue.trim() === "" ? null : value.venue,
        venueEl: value.venueEl.trim() === "" ? null : value.venueEl,
        // Sent only when changed: the server marks a scheduled match played once both scores are in.
        status: value.status === fixture.status ? undefined : value.status,
        homeScore: orNull(value.homeScore),
        awayScore: orNull(value.awayScore),
        homeTries: orNull(value.homeTries),
        awayTries: orNull(value.awayTries),
      };
      const saved = await save(formApi, () => update.mutateAsync({ fixtureId: fixture.id, json }), t`Fixture saved`);
      if (saved) onOpenChange(false);
    },
  });
  const statuses = FIXTURE_STATUSES.map((status) => ({ value: status, label: i18n._(FIXTURE_STATUS_LABELS[status]) }));
  return (
    <AdminFormDialog form={form} open={open} onOpenChange={onOpenChange} title={t`${home} vs ${away}`} submitLabel={<Trans>Save fixture</Trans>} error={error}>
      <div className={f.twoColumns}>
        <form.AppField name="date">{(field) => <field.TextField type="date" label={t`Date`} />}</form.AppField>
        <form.AppField name="time">{(field) => <field.TextField type="time" label={t`Kick-off (Greek time)`} />}</form.AppField>
      </div>
      {/* Issue 21: the venue in English and in Greek; either may be the only one. */}
      <div className={f.languagePair}>
        <form.AppField name="venue">{(field) => <field.TextField label={t`Venue (English)`} lang="en" />}</form.AppField>
        <form.AppField name="venueEl">{(field) => <field.TextField label={t`Venue (Greek)`} lang="el" />}</form.AppField>
      </div>
      <form.AppField name="status">
        {(field) => <field.SelectField label={t`Status`} hint={t`Entering both scores marks a scheduled match as played.`} options={statuses} />}
      </form.AppField>
      <fieldset className={f.fieldset}>
        <legend className={f.legend}>
          <Trans>Result</Trans>
        </legend>
        <div className={f.twoColumns}>
          <form.AppField name="homeScore">{(field) => <field.NumberField label={t`${home}: points`} min={0} max={300} step={1} />}</form.AppField>
          <form.AppField name="awayScore">{(field) => <field.NumberField label={t`${away}: points`} min={0} max={300} step={1} />}</form.AppField>
          <form.AppField name="homeTries">{(field) => <field.NumberField label={t`${home}: tries`} min={0} max={60} step={1} />}</form.AppField>
          <form.AppField name="awayTries">{(field) => <field.NumberField label={t`${away}: tries`} min={0} max={60} step={1} />}</form.AppField>
        </div>
      </fieldset>
    </AdminFormDialog>
  );
}
