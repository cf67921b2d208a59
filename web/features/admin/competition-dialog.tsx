import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import * as v from "valibot";
import { PRESETS, rulesFromPreset, rulesInWords, type CompetitionRules, type Preset } from "../../../domain/standings";
import { DEFAULT_AGE_CUT_OFF } from "../../../domain/registrations/age-groups";
import { competitionCreateSchema } from "../../../schema/competitions";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { AdminFormDialog } from "./admin-form-dialog";
import { useCreateCompetition, useUpdateCompetition, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { AllWinsBonusField, LosingBonusField, TieBreaksField, TryBonusField } from "./rule-fields";
import { useAdminSave } from "./use-admin-save";

/** The create body as the form holds it: the whole rules, which override the preset's. */
type Values = v.InferInput<typeof competitionCreateSchema>;

const fresh = (season: string): Values => ({
  nameEn: "",
  nameEl: "",
  code: "union",
  season,
  kind: "computed",
  featured: false,
  preset: "world-rugby",
  rules: rulesFromPreset("world-rugby"),
  ageCutOff: DEFAULT_AGE_CUT_OFF,
});

/** The rules as they read, live, in the admin's language. */
function RulesSummary({ rules }: { rules: CompetitionRules }) {
  const { i18n } = useLingui();
  let sentences: string[] = [];
  try {
    sentences = rulesInWords(rules, i18n.locale === "el" ? "el" : "en");
  } catch {
    // A rule half typed (an empty number): the summary waits for it.
  }
  return (
    <section aria-label={i18n._("The rules in words")}>
      <h3 className={s.panelTitle}>
        <Trans>The rules in words</Trans>
      </h3>
      <ul className={s.summary} data-testid="rules-summary">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}

type CompetitionDialogProps = {
  /** The competition to edit; without it the dialog creates one. */
  competition?: AdminCompetition;
  season: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (created: { id: number; slug: string }) => void;
};

/** Create or edit a competition: names, code, season, kind, featured, then a preset and each rule over it. */
export function CompetitionDialog({ competition, season, open, onOpenChange, onCreated }: CompetitionDialogProps) {
  const { t } = useLingui();
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const { error, save } = useAdminSave({ inDialog: true });
  const form = useAppForm({
    defaultValues: competition
      ? {
          nameEn: competition.nameEn,
          nameEl: competition.nameEl,
          code: competition.code,
          season: competition.season,
          kind: competition.kind,
          featured: competition.featured,
          preset: competition.preset as Preset,
          rules: structuredClone(competition.rules),
          ageCutOff: competition.ageCutOff,
        }
      : fresh(season),
    ...validateWith(competitionCreateSchema),
    onSubmit: async ({ value, formApi }) => {
      const body = v.parse(competitionCreateSchema, value);
      let created: { id: number; slug: string } | undefined;
      const saved = await save(
        formApi,
        async () => {
          if (competition) {
            const { code: _code, ...patch } = body;
            await update.mutateAsync({ competitionId: competition.id, json: patch });
          } else created = await create.mutateAsync(body);
        },
        competition ? t`Competition updated` : t`Competition created`,
      );
      if (!saved) return;
      onOpenChange(false);
      if (created) onCreated?.(created);
    },
  });
  const rules = useStore(form.store, (state) => state.values.rules) as CompetitionRules;
  const presetNames: Record<Preset, string> = {
    "world-rugby": t`World Rugby standard`,
    "six-nations": t`Six Nations`,
    lnr: t`LNR (Top 14)`,
    sanzaar: t`SANZAAR`,
    "rugby-league": t`Rugby league`,
  };
  return (
    <AdminFormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      title={competition ? t`Edit competition` : t`New competition`}
      submitLabel={competition ? <Trans>Save competition</Trans> : <Trans>Create competition</Trans>}
      error={error}
    >
      {/* Issue 21: one of the two names is enough; the other is saved as the same text. */}
      <div className={f.languagePair}>
        <form.AppField name="nameEn">{(field) => <field.TextField label={t`Name (English)`} lang="en" />}</form.AppField>
        <form.AppField name="nameEl">{(field) => <field.TextField label={t`Name (Greek)`} hint={t`One of the two names is enough.`} lang="el" />}</form.AppField>
      </div>
      <div className={f.twoColumns}>
        <form.AppField name="code">
          {(field) =>
            competition ? (
              <field.SelectField label={t`Rugby code`} options={[{ value: competition.code, label: competition.code === "union" ? t`Rugby Union` : t`Rugby League` }]} />
            ) : (
              <field.SelectField
                label={t`Rugby code`}
                options={[
                  { value: "union", label: t`Rugby Union` },
                  { value: "league", label: t`Rugby League` },
                ]}
              />
            )
          }
        </form.AppField>
        <form.AppField name="season">{(field) => <field.TextField label={t`Season`} hint={t`A year (2026) or two years in a row (2026-27).`} />}</form.AppField>
      </div>
      <form.AppField name="kind">
        {(field) => (
          <field.SelectField
            label={t`Kind of table`}
            hint={t`Computed: worked out from the results by the rules below. Manual: figures copied from elsewhere.`}
            options={[
              { value: "computed", label: t`Computed from the results` },
              { value: "manual", label: t`Manual (typed in)` },
            ]}
          />
        )}
      </form.AppField>
      {/* Issue 24: the day under-N age groups count from (domain/registrations/age-groups.ts). */}
      <form.AppField name="ageCutOff">
        {(field) => (
          <field.TextField
            label={t`Age cut-off (MM-DD)`}
            hint={t`Under-N teams take players born on or after this day of the season's first year minus N − 1: with 01-01, an under-18 of 2026-27 was born on or after 1 January 2009.`}
            placeholder="01-01"
          />
        )}
      </form.AppField>
      <form.AppField name="featured">{(field) => <field.CheckboxField label={t`The main table of its code this season (home page and code page)`} />}</form.AppField>

      <form.AppField
        name="preset"
        listeners={{ onChange: ({ value }) => form.setFieldValue("rules", rulesFromPreset(value as Preset)) }}
      >
        {(field) => (
          <field.SelectField
            label={t`Start from a preset`}
            hint={t`Choosing a preset fills in every rule below; each rule can then be changed.`}
            options={PRESETS.map((preset) => ({ value: preset, label: presetNames[preset] }))}
          />
        )}
      </form.AppField>

      <fieldset className={s.ruleGroup}>
        <legend className={s.ruleLegend}>
          <Trans>Points for a result</Trans>
        </legend>
        <div className={f.twoColumns}>
          <form.AppField name="rules.win">{(field) => <field.NumberField label={t`Win`} hint={t`Points for each win.`} min={-10} max={10} />}</form.AppField>
          <form.AppField name="rules.draw">{(field) => <field.NumberField label={t`Draw`} hint={t`Points for each draw.`} min={-10} max={10} />}</form.AppField>
          <form.AppField name="rules.loss">{(field) => <field.NumberField label={t`Loss`} hint={t`Points for each defeat.`} min={-10} max={10} />}</form.AppField>
          <form.AppField name="rules.bye">
            {(field) => <field.NumberField label={t`Bye`} hint={t`Points for a round without a match (rugby league gives 2).`} min={-10} max={10} />}
          </form.AppField>
        </div>
      </fieldset>
      <form.AppField name="rules.tryBonus">{() => <TryBonusField />}</form.AppField>
      <form.AppField name="rules.losingBonus">{() => <LosingBonusField />}</form.AppField>
      <form.AppField name="rules.allWinsBonus">{() => <AllWinsBonusField />}</form.AppField>
      <fieldset className={s.ruleGroup}>
        <legend className={s.ruleLegend}>
          <Trans>Forfeits</Trans>
        </legend>
        <p className={s.explain}>
          <Trans>The score credited when a team forfeits, and the points each side gets.</Trans>
        </p>
        <div className={f.twoColumns}>
          <form.AppField name="rules.forfeit.winnerScore">{(field) => <field.NumberField label={t`Score credited to the winner`} min={0} max={300} />}</form.AppField>
          <form.AppField name="rules.forfeit.loserScore">{(field) => <field.NumberField label={t`Score of the side that forfeits`} min={0} max={300} />}</form.AppField>
          <form.AppField name="rules.forfeit.loserPoints">
            {(field) => <field.NumberField label={t`Points for the side that forfeits`} hint={t`Usually 0, or −1 as a penalty.`} min={-10} max={10} />}
          </form.AppField>
        </div>
        <form.AppField name="rules.forfeit.winnerTryBonus">{(field) => <field.CheckboxField label={t`The winner also gets the try bonus`} />}</form.AppField>
      </fieldset>
      <form.AppField name="rules.tieBreaks">{() => <TieBreaksField />}</form.AppField>
      <RulesSummary rules={rules} />
    </AdminFormDialog>
  );
}
