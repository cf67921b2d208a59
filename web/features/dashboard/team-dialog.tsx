import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { TEAM_AGE_GROUPS, TEAM_CODES, TEAM_KINDS } from "../../../domain/teams/team";
import { teamSchema } from "../../../schema/teams";
import { TEAM_AGE_GROUP_LABELS, TEAM_CODE_LABELS, TEAM_KIND_LABELS } from "../../lib/labels";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useCreateTeam, useUpdateTeam, type OwnTeam } from "./api";
import { FormDialog } from "./form-dialog";
import { useDialogSave } from "./use-dialog-save";

type TeamDialogProps = {
  /** The team to edit; without it the dialog adds one. */
  team?: OwnTeam;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const emptyTeam = { nameEn: "", nameEl: "", kind: "", ageGroup: "senior", code: "" };

/** Add or edit one of the club's teams (issue 22): its names in both languages, who plays, its age group and game. */
export function TeamDialog({ team, open, onOpenChange }: TeamDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const { error, save, clearError } = useDialogSave();
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(labels[value]) }));

  const form = useAppForm({
    defaultValues: team ? { nameEn: team.nameEn, nameEl: team.nameEl ?? "", kind: team.kind as string, ageGroup: team.ageGroup as string, code: team.code as string } : emptyTeam,
    ...validateWith(teamSchema),
    onSubmit: async ({ value, formApi }) => {
      // A new team plays; an edit keeps whether it does (the list's Deactivate changes that).
      const { active, ...fields } = v.parse(teamSchema, value);
      const saved = await save(formApi, () => (team ? update.mutateAsync({ ...fields, id: team.id }) : create.mutateAsync({ ...fields, active })), {
        success: team ? { title: t`Team Updated`, description: t`The team's details have been saved.` } : { title: t`Team Added`, description: t`The team has been added to your club.` },
        fallback: team ? t`An error occurred while updating the team` : t`An error occurred while adding the team`,
      });
      if (!saved) return;
      if (!team) formApi.reset();
      onOpenChange(false);
    },
  });

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      onClose={clearError}
      title={team ? t`Edit Team` : t`Add Team`}
      submitLabel={team ? <Trans>Update Team</Trans> : <Trans>Add Team</Trans>}
      error={error}
    >
      <div className={f.twoColumns}>
        <form.AppField name="nameEn">{(field) => <field.TextField label={t`Name in English`} autoComplete="off" lang="en" />}</form.AppField>
        <form.AppField name="nameEl">{(field) => <field.TextField label={t`Name in Greek`} autoComplete="off" lang="el" />}</form.AppField>
      </div>
      <form.AppField name="code">{(field) => <field.SelectField label={t`Game`} options={options(TEAM_CODES, TEAM_CODE_LABELS)} />}</form.AppField>
      <div className={f.twoColumns}>
        <form.AppField name="kind">{(field) => <field.SelectField label={t`Who plays`} options={options(TEAM_KINDS, TEAM_KIND_LABELS)} />}</form.AppField>
        <form.AppField name="ageGroup">{(field) => <field.SelectField label={t`Age group`} options={options(TEAM_AGE_GROUPS, TEAM_AGE_GROUP_LABELS)} />}</form.AppField>
      </div>
    </FormDialog>
  );
}
