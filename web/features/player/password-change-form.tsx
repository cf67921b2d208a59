import { Trans, useLingui } from "@lingui/react/macro";
import { passwordChangeFormSchema } from "../../../schema";
import { ApiError } from "../../lib/api";
import { Form, validateWith, showServerErrors, useAppForm } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useChangePassword } from "./api";
import { recheckConfirmation } from "../../ui/password-confirmation";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The security tab (SPEC section 2): on success the three fields are cleared. */
export function PasswordChangeForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const change = useChangePassword();
  const form = useAppForm({
    defaultValues: empty,
    ...validateWith(passwordChangeFormSchema),
    onSubmit: async ({ value }) => {
      try {
        // The confirmation is checked here and never sent.
        await change.mutateAsync({ currentPassword: value.currentPassword, newPassword: value.newPassword });
        form.reset(empty);
        toaster.success({ about: "password-change", title: t`Password Changed`, description: t`Your password has been updated successfully.` });
      } catch (error) {
        toaster.error({ about: "password-change", title: t`Password Change Failed`, description: errorText(error) });
        // A refused current password is shown where it was typed, even if the server names no field.
        const wrongPassword = error instanceof ApiError && !error.fields && (error.status === 400 || error.status === 403);
        showServerErrors(form, wrongPassword ? { fields: { currentPassword: error.serverMessage } } : error);
      }
    },
  });

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Change password`}>
        <form.AppField name="currentPassword">
          {(field) => <field.TextField label={t`Current password`} type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="newPassword" listeners={recheckConfirmation("confirmPassword", "newPassword")}>
          {(field) => <field.TextField label={t`New password`} type="password" autoComplete="new-password" hint={t`At least 8 characters`} />}
        </form.AppField>
        <form.AppField name="confirmPassword" listeners={recheckConfirmation("confirmPassword", "newPassword")}>
          {(field) => <field.TextField label={t`Confirm new password`} type="password" autoComplete="new-password" />}
        </form.AppField>
        <div>
          <form.SubmitButton pending={<Trans>Updating...</Trans>}>
            <Trans>Update password</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
