import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FEDERATION_ROLES, type FederationRole } from "../../../domain/people/roles";
import { staffInvitationSchema } from "../../../schema/people-requests";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { ConfirmDeleteDialog } from "../dashboard";
import { ROLE_NAMES, staffInvitationsQuery, staffQuery, useChangeStaffRole, useInviteStaff, useRemoveStaff, useRevokeStaffInvitation, type StaffMember } from "../members";
import * as s from "./back-office.css";

function useRoleOptions() {
  const { i18n } = useLingui();
  return FEDERATION_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }));
}

/** Invite a person by e-mail to a federation role; they accept through the mailed link. */
function InviteStaffForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const invite = useInviteStaff();
  const roles = useRoleOptions();
  const form = useAppForm({
    defaultValues: { email: "", role: "moderator" } as { email: string; role: FederationRole },
    ...validateWith(staffInvitationSchema),
    onSubmit: async ({ value, formApi }) => {
      try {
        await invite.mutateAsync(value);
        toaster.success({ title: t`Invitation sent`, description: t`We e-mailed ${value.email} a link to accept. It works once and for 7 days.` });
        formApi.reset();
      } catch (error) {
        showServerErrors(form, error);
        toaster.error({ title: t`Error`, description: errorText(error) });
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Invite a federation person`}>
        <form.AppField name="email">{(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="off" />}</form.AppField>
        <form.AppField name="role">{(field) => <field.SelectField label={t`Role`} options={roles} />}</form.AppField>
        <form.SubmitButton pending={<Trans>Sending...</Trans>}>
          <Trans>Send invitation</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}

/** One federation role held: name, address, a role to change to, Remove. */
function StaffRow({ member, onRemove }: { member: StaffMember; onRemove: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const change = useChangeStaffRole();
  const roles = useRoleOptions();
  return (
    <li className={s.card} data-testid="staff-row">
      <p className={s.title}>{member.name}</p>
      <p className={s.meta}>{member.email}</p>
      <div className={s.actions}>
        <label className={s.field}>
          <span>
            <Trans>Role</Trans>
          </span>
          <select
            value={member.role}
            disabled={change.isPending}
            aria-label={t`Role of ${member.name}`}
            onChange={(event) =>
              change.mutate(
                { personId: member.personId, role: event.target.value as FederationRole },
                { onSuccess: () => toaster.success({ title: t`Role changed` }), onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }) },
              )
            }
          >
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </select>
        </label>
        <div className={s.buttons}>
          <Button tone="danger" onClick={onRemove} aria-label={t`Remove ${member.name}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The admin's Staff tab (issue 23, super admins): the federation's people and roles, invitations and their revocation. */
export function AdminStaffTab() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const staff = useQuery(staffQuery());
  const invitations = useQuery(staffInvitationsQuery());
  const remove = useRemoveStaff();
  const revoke = useRevokeStaffInvitation();
  const [removing, setRemoving] = useState<StaffMember>();
  const [removeError, setRemoveError] = useState<string>();
  return (
    <div>
      <section className={s.section}>
        <h2 className={s.sectionTitle}>
          <Trans>Invite a federation person</Trans>
        </h2>
        <InviteStaffForm />
      </section>
      <section className={s.section}>
        <h2 className={s.sectionTitle}>
          <Trans>Federation people</Trans>
        </h2>
        {staff.isError ? <Alert tone="error">{errorText(staff.error)}</Alert> : null}
        <ul className={s.list}>
          {(staff.data ?? []).map((member) => (
            <StaffRow key={`${member.personId}-${member.role}`} member={member} onRemove={() => setRemoving(member)} />
          ))}
        </ul>
      </section>
      <section className={s.section}>
        <h2 className={s.sectionTitle}>
          <Trans>Open invitations</Trans>
        </h2>
        {invitations.data?.length === 0 ? <p>{t`No open invitations.`}</p> : null}
        <ul className={s.list}>
          {(invitations.data ?? []).map((invitation) => (
            <li key={invitation.id} className={s.card} data-testid="staff-invitation-row">
              <p className={s.title}>{invitation.email}</p>
              <p className={s.meta}>{i18n._(ROLE_NAMES[invitation.role])}</p>
              <div className={s.buttons}>
                <Button
                  tone="outline"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(invitation.id, { onSuccess: () => toaster.success({ title: t`Invitation revoked` }), onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }) })}
                >
                  <Trans>Revoke</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDeleteDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(undefined);
            setRemoveError(undefined);
          }
        }}
        question={<Trans>Remove this person's federation roles? Their open sessions lose access at once.</Trans>}
        itemName={removing?.name}
        pending={remove.isPending}
        error={removeError}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.personId, {
            onSuccess: () => {
              toaster.success({ title: t`Member removed` });
              setRemoving(undefined);
            },
            onError: (error) => setRemoveError(errorText(error)),
          })
        }
      />
    </div>
  );
}
