import { Trans, useLingui } from "@lingui/react/macro";
import { clubNameIn } from "../../lib/content-language";
import { formStyles as f, useAppForm } from "../../ui/form";
import { AdminFormDialog } from "./admin-form-dialog";
import { useCreateFixture, type AdminCompetition } from "./competitions-api";
import { useAdminSave } from "./use-admin-save";

type Values = {
  homeEntrantId?: number;
  /** No opponent: a bye. */
  awayEntrantId?: number;
  round?: number | null;
  date: string;
  time: string;
  venue: string;
  venueEl: string;
};

/**
 * One fixture added by hand (POST /api/admin/competitions/{id}/fixtures): two of the competition's
 * teams (or a bye), a round, a date, a kick-off and a venue. Its result is entered afterwards, with
 * Edit. The server checks every field, in the admin's language.
 */
export function AddFixtureDialog({ competition, open, onOpenChange }: { competition: AdminCompetition; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateFixture();
  const { error, save } = useAdminSave({ inDialog: true });
  const defaultValues: Values = { homeEntrantId: undefined, awayEntrantId: undefined, round: undefined, date: "", time: "15:00", venue: "", venueEl: "" };
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      const json = {
        // Not chosen: 0, which no team has (the server answers "This team is not in the competition").
        homeEntrantId: value.homeEntrantId ?? 0,
        awayEntrantId: value.awayEntrantId ?? null,
        round: value.round ?? null,
        date: value.date,
        time: value.time === "" ? null : value.time,
        venue: value.venue.trim() === "" ? null : value.venue,
        venueEl: value.venueEl.trim() === "" ? null : value.venueEl,
      };
      const saved = await save(formApi, () => create.mutateAsync({ competitionId: competition.id, json }), t`Fixture added`);
      if (saved) onOpenChange(false);
    },
  });
  const teams = competition.entrants.map((entrant) => ({ value: String(entrant.id), label: clubNameIn(i18n.locale, entrant) }));
  return (
    <AdminFormDialog form={form} open={open} onOpenChange={onOpenChange} title={t`Add a fixture`} submitLabel={<Trans>Add fixture</Trans>} error={error}>
      <div className={f.twoColumns}>
        <form.AppField name="homeEntrantId">{(field) => <field.SelectField numeric label={t`Home team`} placeholder={t`Choose a team`} options={teams} />}</form.AppField>
        <form.AppField name="awayEntrantId">{(field) => <field.SelectField numeric label={t`Away team`} placeholder={t`None (a bye)`} options={teams} />}</form.AppField>
      </div>
      <div className={f.twoColumns}>
        <form.AppField name="round">{(field) => <field.NumberField label={t`Round (optional)`} min={1} max={200} step={1} />}</form.AppField>
        <form.AppField name="date">{(field) => <field.TextField type="date" label={t`Date`} />}</form.AppField>
        <form.AppField name="time">{(field) => <field.TextField type="time" label={t`Kick-off (Greek time)`} />}</form.AppField>
      </div>
      {/* Issue 21: the venue in English and in Greek, both optional. */}
      <div className={f.languagePair}>
        <form.AppField name="venue">{(field) => <field.TextField label={t`Venue (English, optional)`} lang="en" />}</form.AppField>
        <form.AppField name="venueEl">{(field) => <field.TextField label={t`Venue (Greek, optional)`} lang="el" />}</form.AppField>
      </div>
    </AdminFormDialog>
  );
}
