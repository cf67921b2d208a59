import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { useId } from "react";
import { LIMITS, matchSchema } from "../../../schema";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useCreateMatch, useUpdateMatch, type OwnMatch } from "./api";
import { FormDialog } from "./form-dialog";
import { HomeAwayField } from "./home-away-field";
import { useClubSession } from "../auth";
import { useMatchCompetitionOptions, useMemberClubNames } from "./match-choices";
import { useDialogSave } from "./use-dialog-save";
import * as d from "./dashboard.css";

type MatchDialogProps = {
  /** The match to edit; without it the dialog adds one. */
  match?: OwnMatch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type MatchFormValues = {
  opponent?: string | null;
  opponentEl?: string | null;
  date: string;
  time: string;
  venue?: string | null;
  venueEl?: string | null;
  competition: string;
  isHomeGame: boolean;
  clubScore?: number | null;
  opponentScore?: number | null;
};

/** SPEC section 5: kick-off 15:00 and a home game unless the official says otherwise. */
const newMatch: MatchFormValues = {
  opponent: "",
  opponentEl: "",
  date: "",
  time: LIMITS.defaultMatchTime,
  venue: "",
  venueEl: "",
  competition: "",
  isHomeGame: true,
  clubScore: undefined,
  opponentScore: undefined,
};

export function MatchDialog({ match, open, onOpenChange }: MatchDialogProps) {
  const { t } = useLingui();
  const opponentsId = useId();
  const { data: club } = useClubSession();
  const create = useCreateMatch();
  const update = useUpdateMatch();
  const { error, save, clearError } = useDialogSave();

  const form = useAppForm({
    defaultValues: match
      ? {
          opponent: match.opponent,
          opponentEl: match.opponentEl ?? "",
          date: match.date,
          time: match.time,
          venue: match.venue,
          venueEl: match.venueEl ?? "",
          competition: match.competition,
          isHomeGame: match.isHomeGame,
          clubScore: match.clubScore,
          opponentScore: match.opponentScore,
        }
      : newMatch,
    ...validateWith(matchSchema),
    onSubmit: async ({ value, formApi }) => {
      const parsed = v.parse(matchSchema, value);
      // An emptied score field clears the stored score instead of leaving the old one.
      const input = { ...parsed, clubScore: parsed.clubScore ?? null, opponentScore: parsed.opponentScore ?? null };
      const saved = await save(formApi, () => (match ? update.mutateAsync({ ...input, id: match.id }) : create.mutateAsync(input)), {
        success: match
          ? { title: t`Match Updated`, description: t`The match has been updated in your schedule.` }
          : { title: t`Match Added`, description: t`The match has been added to your schedule.` },
        fallback: match ? t`An error occurred while updating the match` : t`An error occurred while adding the match`,
      });
      if (!saved) return;
      if (!match) formApi.reset();
      onOpenChange(false);
    },
  });
  const competitions = useMatchCompetitionOptions(match?.competition);
  const memberClubs = useMemberClubNames(club?.id);

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      onClose={clearError}
      title={match ? t`Edit Match` : t`Add Match`}
      submitLabel={match ? <Trans>Update Match</Trans> : <Trans>Add Match</Trans>}
      error={error}
    >
      {/* Issue 21: each text in English and in Greek; one of the two is enough. */}
      <div className={f.languagePair}>
        <form.AppField name="opponent">
          {(field) => <field.TextField label={t`Opponent (English)`} hint={t`Pick a member club or type any team's name.`} autoComplete="off" list={opponentsId} lang="en" />}
        </form.AppField>
        <form.AppField name="opponentEl">
          {(field) => <field.TextField label={t`Opponent (Greek)`} hint={t`One of the two names is enough.`} autoComplete="off" lang="el" />}
        </form.AppField>
      </div>
      <datalist id={opponentsId}>
        {memberClubs.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className={f.twoColumns}>
        <form.AppField name="date">{(field) => <field.TextField label={t`Date`} type="date" />}</form.AppField>
        <form.AppField name="time">{(field) => <field.TextField label={t`Time`} type="time" />}</form.AppField>
      </div>
      <div className={f.languagePair}>
        <form.AppField name="venue">{(field) => <field.TextField label={t`Venue (English)`} lang="en" />}</form.AppField>
        <form.AppField name="venueEl">{(field) => <field.TextField label={t`Venue (Greek)`} lang="el" />}</form.AppField>
      </div>
      <form.AppField name="competition">
        {(field) => <field.SelectField label={t`Competition`} options={competitions} placeholder={t`Select a competition`} />}
      </form.AppField>
      <form.AppField name="isHomeGame">{() => <HomeAwayField legend={t`Home or away`} />}</form.AppField>
      <fieldset className={f.fieldset}>
        <legend className={`${f.label} ${d.legend}`}>
          <Trans>Final score (once the match has been played)</Trans>
        </legend>
        <div className={f.twoColumns}>
          <form.AppField name="clubScore">{(field) => <field.NumberField label={t`Our score`} min={0} step={1} />}</form.AppField>
          <form.AppField name="opponentScore">{(field) => <field.NumberField label={t`Opponent's score`} min={0} step={1} />}</form.AppField>
        </div>
      </fieldset>
    </FormDialog>
  );
}
