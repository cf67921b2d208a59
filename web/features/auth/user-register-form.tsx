import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { userRegistrationFormSchema, userRegistrationSchema, type UserRegistrationInput } from "../../../schema";
import { Form, validateWith, formStyles as f, showServerErrors, useAppForm } from "../../ui/form";
import { recheckConfirmation } from "../../ui/password-confirmation";
import { PlayerDetailsFields, playerDetailsDefaults, playerDetailsFieldMap, withoutBlankDetails } from "../player";

const emptyPlayer: v.InferInput<typeof userRegistrationFormSchema> = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  ...playerDetailsDefaults,
};

type UserRegisterFormProps = {
  /** Resolves on success; rejects (after telling the user) on failure. */
  onSubmit: (input: UserRegistrationInput) => Promise<unknown>;
};

/** SPEC section 5's player registration, checked with the worker's own schema. */
export function UserRegisterForm({ onSubmit }: UserRegisterFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: emptyPlayer,
    ...validateWith(userRegistrationFormSchema),
    onSubmit: async ({ value }) => {
      const { confirmPassword: _confirm, ...request } = withoutBlankDetails(value);
      try {
        await onSubmit(v.parse(userRegistrationSchema, request));
      } catch (error) {
        showServerErrors(form, error);
      }
    },
  });

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Register as a Player`}>
        <div className={f.twoColumns}>
          <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}</form.AppField>
        </div>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" hint={t`We will send you a link to verify it.`} />}
        </form.AppField>
        <div className={f.twoColumns}>
          <form.AppField name="password" listeners={recheckConfirmation("confirmPassword", "password")}>
            {(field) => <field.TextField label={t`Password`} type="password" autoComplete="new-password" hint={t`At least 8 characters`} />}
          </form.AppField>
          <form.AppField name="confirmPassword" listeners={recheckConfirmation("confirmPassword", "password")}>
            {(field) => <field.TextField label={t`Confirm password`} type="password" autoComplete="new-password" />}
          </form.AppField>
        </div>
        <PlayerDetailsFields form={form} fields={playerDetailsFieldMap} />
        <form.SubmitButton pending={<Trans>Registering...</Trans>} block>
          <Trans>Register</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}
