import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { LIMITS, rosterPlayerSchema, todayIso } from "../../../schema";
import { registeredPlayerSchema } from "../../../schema/registration-requests";
import { formatDate } from "../../lib/format";
import * as p from "./players.css";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useCreatePlayer, useUpdatePlayer, type OwnPlayer } from "./api";
import { FormDialog } from "./form-dialog";
import { PositionSelectField } from "./position-select-field";
import { useDialogSave } from "./use-dialog-save";

type PlayerDialogProps = {
  /** The player to edit; without it the dialog adds one. */
  player?: OwnPlayer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type PlayerFormValues = {
  name: string;
  position: string;
  jerseyNumber?: number;
  dateOfBirth: string;
  height?: number;
  weight?: number;
};

const emptyPlayer: PlayerFormValues = { name: "", position: "", jerseyNumber: undefined, dateOfBirth: "", height: undefined, weight: undefined };

/**
 * Add or edit a roster player (SPEC section 5). The birth date is a native date input limited to
 * 1950-01-01..today: phones show their own accessible date picker for it.
 */
export function PlayerDialog(props: PlayerDialogProps) {
  return props.player?.registrationId ? <RegisteredPlayerDialog {...props} player={props.player} /> : <TypedPlayerDialog {...props} />;
}

/** A typed entry (SPEC section 5): every field. */
function TypedPlayerDialog({ player, open, onOpenChange }: PlayerDialogProps) {
  const { t } = useLingui();
  const create = useCreatePlayer();
  const update = useUpdatePlayer();
  const { error, save, clearError } = useDialogSave();

  const form = useAppForm({
    defaultValues: player
      ? { name: player.name, position: player.position, jerseyNumber: player.jerseyNumber, dateOfBirth: player.dateOfBirth, height: player.height, weight: player.weight }
      : emptyPlayer,
    ...validateWith(rosterPlayerSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = v.parse(rosterPlayerSchema, value);
      const saved = await save(formApi, () => (player ? update.mutateAsync({ ...input, id: player.id }) : create.mutateAsync(input)), {
        success: player
          ? { title: t`Player Updated`, description: t`The player's details have been updated in your roster.` }
          : { title: t`Player Added`, description: t`The player has been added to your roster.` },
        fallback: player ? t`An error occurred while updating the player` : t`An error occurred while adding the player`,
      });
      if (!saved) return;
      if (!player) formApi.reset();
      onOpenChange(false);
    },
  });
  const { jersey, height, weight } = LIMITS;

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      onClose={clearError}
      title={player ? t`Edit Player` : t`Add Player`}
      submitLabel={player ? <Trans>Update Player</Trans> : <Trans>Add Player</Trans>}
      error={error}
    >
      <form.AppField name="name">{(field) => <field.TextField label={t`Name`} autoComplete="off" />}</form.AppField>
      <div className={f.twoColumns}>
        <form.AppField name="position">{() => <PositionSelectField label={t`Position`} />}</form.AppField>
        <form.AppField name="jerseyNumber">
          {(field) => <field.NumberField label={t`Jersey Number`} min={jersey.min} max={jersey.max} step={1} hint={t`${jersey.min} to ${jersey.max}`} />}
        </form.AppField>
      </div>
      <form.AppField name="dateOfBirth">
        {(field) => <field.TextField label={t`Date of Birth`} type="date" min={LIMITS.earliestBirthDate} max={todayIso()} />}
      </form.AppField>
      <div className={f.twoColumns}>
        <form.AppField name="height">
          {(field) => <field.NumberField label={t`Height (cm)`} min={height.min} max={height.max} step={1} hint={t`${height.min} to ${height.max} cm`} />}
        </form.AppField>
        <form.AppField name="weight">
          {(field) => <field.NumberField label={t`Weight (kg)`} min={weight.min} max={weight.max} step={1} hint={t`${weight.min} to ${weight.max} kg`} />}
        </form.AppField>
      </div>
    </FormDialog>
  );
}

type RegisteredFormValues = { position: string; jerseyNumber?: number | null; height?: number | null; weight?: number | null };

/**
 * A registered player's entry (issue 24): the club sets position, number, height and weight (each
 * number may wait); the name and date of birth are the person's, shown and not edited here.
 */
function RegisteredPlayerDialog({ player, open, onOpenChange }: PlayerDialogProps & { player: OwnPlayer }) {
  const { t } = useLingui();
  const update = useUpdatePlayer();
  const { error, save, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: {
      position: player.position,
      jerseyNumber: player.jerseyNumber ?? undefined,
      height: player.height ?? undefined,
      weight: player.weight ?? undefined,
    } as RegisteredFormValues,
    ...validateWith(registeredPlayerSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = v.parse(registeredPlayerSchema, value);
      const saved = await save(formApi, () => update.mutateAsync({ ...input, id: player.id }), {
        success: { title: t`Player Updated`, description: t`The player's details have been updated in your roster.` },
        fallback: t`An error occurred while updating the player`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const { jersey, height, weight } = LIMITS;
  return (
    <FormDialog form={form} open={open} onOpenChange={onOpenChange} onClose={clearError} title={t`Edit Player`} submitLabel={<Trans>Update Player</Trans>} error={error}>
      <dl className={p.personFacts} data-testid="registered-person">
        <div>
          <dt className={p.personFactLabel}>
            <Trans>Name</Trans>
          </dt>
          <dd className={p.personFactValue}>{player.name}</dd>
        </div>
        <div>
          <dt className={p.personFactLabel}>
            <Trans>Date of Birth</Trans>
          </dt>
          <dd className={p.personFactValue}>{player.dateOfBirth ? formatDate(player.dateOfBirth) : "—"}</dd>
        </div>
      </dl>
      <p className={f.hint}>
        <Trans>A registered player's name and date of birth are their own: they change them in their profile, not here.</Trans>
      </p>
      <div className={f.twoColumns}>
        <form.AppField name="position">{() => <PositionSelectField label={t`Position`} />}</form.AppField>
        <form.AppField name="jerseyNumber">
          {(field) => <field.NumberField label={t`Jersey Number`} min={jersey.min} max={jersey.max} step={1} hint={t`${jersey.min} to ${jersey.max}`} />}
        </form.AppField>
      </div>
      <div className={f.twoColumns}>
        <form.AppField name="height">
          {(field) => <field.NumberField label={t`Height (cm)`} min={height.min} max={height.max} step={1} hint={t`${height.min} to ${height.max} cm`} />}
        </form.AppField>
        <form.AppField name="weight">
          {(field) => <field.NumberField label={t`Weight (kg)`} min={weight.min} max={weight.max} step={1} hint={t`${weight.min} to ${weight.max} kg`} />}
        </form.AppField>
      </div>
    </FormDialog>
  );
}
