import { useLingui } from "@lingui/react/macro";
import { formStyles as f, withFieldGroup } from "../../ui/form";
import { recheckConfirmation } from "../../ui/password-confirmation";

/** Where the group's fields live in a form that keeps them at the top level. */
export const clubCredentialsFieldMap = { email: "email", password: "password", confirmPassword: "confirmPassword" } as const;

/**
 * A club's sign-in e-mail, password and its confirmation: one definition for club registration
 * and a claimant's link (/claim/{token}). The rules are the form's schema's (schema/requests.ts).
 */
export const ClubCredentialsFields = withFieldGroup({
  defaultValues: { email: "", password: "", confirmPassword: "" },
  render: function ClubCredentials({ group }) {
    const { t } = useLingui();
    const recheck = recheckConfirmation(group.getFormFieldName("confirmPassword"), group.getFormFieldName("password"));
    return (
      <>
        <group.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" hint={t`You will use this e-mail to log in.`} />}
        </group.AppField>
        <div className={f.twoColumns}>
          <group.AppField name="password" listeners={recheck}>
            {(field) => <field.TextField label={t`Password`} type="password" autoComplete="new-password" hint={t`At least 8 characters`} />}
          </group.AppField>
          <group.AppField name="confirmPassword" listeners={recheck}>
            {(field) => <field.TextField label={t`Confirm password`} type="password" autoComplete="new-password" />}
          </group.AppField>
        </div>
      </>
    );
  },
});
