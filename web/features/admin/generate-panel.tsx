import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import * as v from "valibot";
import { generateSchema } from "../../../schema/competition-admin";
import { Alert } from "../../ui/feedback";
import { Form, formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useGenerateFixtures, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { useAdminSave } from "./use-admin-save";

type Values = v.InferInput<typeof generateSchema>;

/** A round robin of the competition's teams: single or double, from a start date, on a weekday, at a kick-off time. */
export function GeneratePanel({ competition, hasFixtures }: { competition: AdminCompetition; hasFixtures: boolean }) {
  const { t } = useLingui();
  const generate = useGenerateFixtures();
  const { error, save } = useAdminSave();
  const titleId = useId();
  const defaultValues: Values = { rounds: "double", startDate: "", weekday: 6, time: "15:00", venue: "", venueEl: "", replace: false };
  const form = useAppForm({
    defaultValues,
    ...validateWith(generateSchema),
    onSubmit: async ({ value, formApi }) => {
      const json = v.parse(generateSchema, { ...value, venue: value.venue || null, venueEl: value.venueEl || null });
      await save(formApi, () => generate.mutateAsync({ competitionId: competition.id, json }), t`Fixtures generated`);
    },
  });
  const weekdays = [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`].map((label, index) => ({ value: String(index + 1), label }));
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.panelTitle}>
        <Trans>Generate a round robin</Trans>
      </h3>
      <p className={s.explain}>
        <Trans>
          Every team meets every other once (single) or twice, home and away (double). With an odd number of teams, one team has a bye each
          round.
        </Trans>
      </p>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Generate a round robin`}>
          <form.AppField name="rounds">
            {(field) => (
              <field.SelectField
                label={t`Rounds`}
                options={[
                  { value: "single", label: t`Single: each pair meets once` },
                  { value: "double", label: t`Double: home and away` },
                ]}
              />
            )}
          </form.AppField>
          <div className={f.twoColumns}>
            <form.AppField name="startDate">{(field) => <field.TextField type="date" label={t`Start date`} hint={t`The first round is on the first chosen weekday from this date.`} />}</form.AppField>
            <form.AppField name="weekday">{(field) => <field.SelectField numeric label={t`Weekday`} options={weekdays} />}</form.AppField>
            <form.AppField name="time">{(field) => <field.TextField type="time" label={t`Kick-off time (Greek time)`} />}</form.AppField>
          </div>
          {/* Issue 21: the venue in English and in Greek, both optional. */}
          <div className={f.languagePair}>
            <form.AppField name="venue">{(field) => <field.TextField label={t`Venue (English, optional)`} lang="en" />}</form.AppField>
            <form.AppField name="venueEl">{(field) => <field.TextField label={t`Venue (Greek, optional)`} lang="el" />}</form.AppField>
          </div>
          {hasFixtures ? <form.AppField name="replace">{(field) => <field.CheckboxField label={t`Replace the fixtures already there (their results are lost)`} />}</form.AppField> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <form.SubmitButton pending={<Trans>Generating...</Trans>}>
              <Trans>Generate fixtures</Trans>
            </form.SubmitButton>
          </div>
        </Form>
      </form.AppForm>
    </section>
  );
}
