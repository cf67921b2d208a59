import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { profileSchema } from "../../../schema";
import { Form, validateWith, formStyles as f, showServerErrors, useAppForm } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { type UserSession, useErrorText } from "../auth";
import { useUpdateProfile } from "./api";
import { PlayerDetailsFields, playerDetailsFieldMap } from "./player-details-fields";

type ProfileFormValues = v.InferInput<typeof profileSchema>;

const formValues = (user: UserSession): ProfileFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? "",
  dateOfBirth: user.dateOfBirth ?? "",
  position: user.position ?? "",
  height: user.height ?? undefined,
  weight: user.weight ?? undefined,
  bio: user.bio ?? "",
});

/** The personal information tab (SPEC section 2): everything but the e-mail can change. */
export function PersonalInfoForm({ user }: { user: UserSession }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const form = useAppForm({
    defaultValues: formValues(user),
    ...validateWith(profileSchema),
    onSubmit: async ({ value }) => {
      // Cleared fields are sent empty (text) or null (numbers), so the server clears them too.
      const input = v.parse(profileSchema, { ...value, height: value.height ?? null, weight: value.weight ?? null });
      try {
        const saved = await update.mutateAsync(input);
        form.reset(formValues(saved));
        toaster.success({ about: "profile-update", title: t`Profile Updated`, description: t`Your profile has been updated successfully.` });
      } catch (error) {
        toaster.error({ about: "profile-update", title: t`Update Failed`, description: errorText(error) });
        showServerErrors(form, error);
      }
    },
  });

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Personal information`}>
        <div className={f.twoColumns}>
          <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}</form.AppField>
        </div>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" readOnly disabled hint={t`Your e-mail address cannot be changed.`} />}
        </form.AppField>
        <PlayerDetailsFields form={form} fields={playerDetailsFieldMap} />
        <div>
          <form.SubmitButton pending={<Trans>Updating...</Trans>}>
            <Trans>Save changes</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
