import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import * as v from "valibot";
import { passwordChangeFormSchema } from "../../../schema";
import { Alert } from "../../ui/feedback";
import { Form, useAppForm, validateWith } from "../../ui/form";
import { useChangePassword } from "./api";
import { useDialogSave } from "./use-dialog-save";
import * as s from "./profile.css";
import { recheckConfirmation } from "../../ui/password-confirmation";

/** The club's password change; the confirmation is checked here and never sent. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const change = useChangePassword();
  const { error, save } = useDialogSave();
  const form = useAppForm({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    ...validateWith(passwordChangeFormSchema),
    onSubmit: async ({ value, formApi }) => {
      const { currentPassword, newPassword } = v.parse(passwordChangeFormSchema, value);
      const saved = await save(formApi, () => change.mutateAsync({ currentPassword, newPassword }), {
        success: { title: t`Password Changed`, description: t`Your password has been updated successfully.` },
        fallback: t`Something went wrong. Please try again.`,
        failureTitle: t`Password Change Failed`,
      });
      // SPEC section 4: a changed password clears the three fields.
      if (saved) formApi.reset();
    },
  });
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.panelTitle}>
        <Trans>Change Password</Trans>
      </h2>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Change Password`}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <form.AppField name="currentPassword">{(field) => <field.TextField label={t`Current Password`} type="password" autoComplete="current-password" />}</form.AppField>
          <form.AppField name="newPassword" listeners={recheckConfirmation("confirmPassword", "newPassword")}>{(field) => <field.TextField label={t`New Password`} type="password" autoComplete="new-password" />}</form.AppField>
          <form.AppField name="confirmPassword" listeners={recheckConfirmation("confirmPassword", "newPassword")}>{(field) => <field.TextField label={t`Confirm New Password`} type="password" autoComplete="new-password" />}</form.AppField>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={s.submitRow}>
            <form.SubmitButton pending={<Trans>Updating...</Trans>}>
              <Trans>Update Password</Trans>
            </form.SubmitButton>
          </div>
        </Form>
      </form.AppForm>
    </section>
  );
}
