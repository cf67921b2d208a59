import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import * as v from "valibot";
import { CLUB_ROLES, type ClubRole } from "../../../domain/people/roles";
import { clubInvitationSchema, memberRoleSchema } from "../../../schema/people-requests";
import { textIn } from "../../lib/content-language";
import { useAppForm, validateWith } from "../../ui/form";
import { FormDialog, ownTeamsQuery, useDialogSave } from "../dashboard";
import { useChangeMemberRole, useInviteMember, type Member } from "./api";
import { ROLE_NAMES } from "./role-names";

/** Team managers and scorers may be kept to one of the club's teams. */
const takesTeam = (role: string) => role === "team-manager" || role === "scorer";

function useRoleOptions() {
  const { i18n } = useLingui();
  return CLUB_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }));
}
function useTeamOptions() {
  const { i18n } = useLingui();
  const teams = useQuery(ownTeamsQuery());
  return [...(teams.data ?? []).map((team) => ({ value: String(team.id), label: textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn }))];
}

/** Invite a person by e-mail to a club role (and a team, for a team manager or scorer). */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const invite = useInviteMember();
  const { error, save, clearError } = useDialogSave();
  const roles = useRoleOptions();
  const teams = useTeamOptions();
  const form = useAppForm({
    defaultValues: { email: "", role: "scorer" } as { email: string; role: ClubRole; teamId?: number | null },
    ...validateWith(clubInvitationSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = v.parse(clubInvitationSchema, value);
      const saved = await save(formApi, () => invite.mutateAsync({ ...input, teamId: takesTeam(input.role) ? input.teamId : null }), {
        success: { title: t`Invitation sent`, description: t`We e-mailed ${input.email} a link to accept. It works once and for 7 days.` },
        fallback: t`The invitation could not be sent`,
      });
      if (!saved) return;
      formApi.reset();
      onOpenChange(false);
    },
  });
  const role = useStore(form.store, (state) => state.values.role);
  return (
    <FormDialog form={form} open={open} onOpenChange={onOpenChange} onClose={clearError} title={t`Invite a member`} submitLabel={<Trans>Send invitation</Trans>} error={error}>
      <form.AppField name="email">{(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="off" />}</form.AppField>
      <form.AppField name="role">{(field) => <field.SelectField label={t`Role`} options={roles} />}</form.AppField>
      {takesTeam(role) ? <form.AppField name="teamId">{(field) => <field.SelectField label={t`Team`} options={teams} numeric placeholder={t`The whole club`} />}</form.AppField> : null}
    </FormDialog>
  );
}

/** A member's new role in the club (their other roles here end). */
export function ChangeRoleDialog({ member, onOpenChange }: { member: Member | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { i18n } = useLingui();
  const roleName = (role: ClubRole) => i18n._(ROLE_NAMES[role]);
  const change = useChangeMemberRole();
  const { error, save, clearError } = useDialogSave();
  const roles = useRoleOptions();
  const teams = useTeamOptions();
  const form = useAppForm({
    defaultValues: { role: (member?.role ?? "scorer") as ClubRole, teamId: member?.teamId ?? undefined } as { role: ClubRole; teamId?: number | null },
    ...validateWith(memberRoleSchema),
    onSubmit: async ({ value, formApi }) => {
      if (!member) return;
      const input = v.parse(memberRoleSchema, value);
      const saved = await save(formApi, () => change.mutateAsync({ personId: member.personId, role: input.role, teamId: takesTeam(input.role) ? input.teamId : null }), {
        success: { title: t`Role changed`, description: t`${member.name} is now ${roleName(input.role)}.` },
        fallback: t`The role could not be changed`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const role = useStore(form.store, (state) => state.values.role);
  return (
    <FormDialog form={form} open={member !== undefined} onOpenChange={onOpenChange} onClose={clearError} title={t`Change role of ${member?.name ?? ""}`} submitLabel={<Trans>Save role</Trans>} error={error}>
      <form.AppField name="role">{(field) => <field.SelectField label={t`Role`} options={roles} />}</form.AppField>
      {takesTeam(role) ? <form.AppField name="teamId">{(field) => <field.SelectField label={t`Team`} options={teams} numeric placeholder={t`The whole club`} />}</form.AppField> : null}
    </FormDialog>
  );
}
