import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { clubRegistrationFormSchema, clubRegistrationSchema, type ClubRegistrationInput } from "../../../schema";
import { Form, validateWith, formStyles as f, showServerErrors, useAppForm } from "../../ui/form";
import { ClubCredentialsFields, clubCredentialsFieldMap } from "./club-credentials-fields";
import * as s from "./register-form.css";

const emptyClub: v.InferInput<typeof clubRegistrationFormSchema> = {
  name: "",
  nameEl: "",
  abbreviation: "",
  email: "",
  password: "",
  confirmPassword: "",
  location: "",
  description: "",
  // SPEC section 4: the form starts with both rugby types unticked.
  rugbyUnion: false,
  rugbyLeague: false,
  responsiblePersonName: "",
  responsiblePersonEmail: "",
  responsiblePersonPhone: "",
};

type ClubRegisterFormProps = {
  /** Resolves on success; rejects (after telling the user) on failure. */
  onSubmit: (input: ClubRegistrationInput) => Promise<unknown>;
};

/** Every field of SPEC section 5's club registration, checked with the worker's own schema. */
export function ClubRegisterForm({ onSubmit }: ClubRegisterFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: emptyClub,
    ...validateWith(clubRegistrationFormSchema),
    onSubmit: async ({ value }) => {
      // The confirmation never leaves the browser.
      const { confirmPassword: _confirm, ...request } = value;
      try {
        await onSubmit(v.parse(clubRegistrationSchema, request));
      } catch (error) {
        showServerErrors(form, error);
      }
    },
  });

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Register your club`}>
        <form.AppField name="nameEl">{(field) => <field.TextField label={t`Greek name of the club`} placeholder={t`e.g. Αθηναϊκός`} />}</form.AppField>
        <div className={s.nameRow}>
          <form.AppField name="name">
            {(field) => <field.TextField label={t`Club name`} hint={t`In Latin letters; left empty, it is written from the Greek name (ELOT 743).`} autoComplete="organization" />}
          </form.AppField>
          <form.AppField name="abbreviation">
            {(field) => <field.TextField label={t`Abbreviation`} placeholder={t`e.g. ARC`} hint={t`2 to 5 characters`} />}
          </form.AppField>
        </div>
        <ClubCredentialsFields form={form} fields={clubCredentialsFieldMap} />
        <form.AppField name="location">
          {(field) => <field.TextField label={t`Location`} placeholder={t`e.g. Athens`} autoComplete="address-level2" />}
        </form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextAreaField label={t`Description (optional)`} rows={4} placeholder={t`Tell fans about your club`} />}
        </form.AppField>

        <fieldset className={f.fieldset}>
          <legend className={f.legend}>
            <Trans>Rugby type</Trans>
          </legend>
          <div className={s.checkboxes}>
            <form.AppField name="rugbyUnion">{(field) => <field.CheckboxField label={t`Rugby Union`} />}</form.AppField>
            <form.AppField name="rugbyLeague">{(field) => <field.CheckboxField label={t`Rugby League`} />}</form.AppField>
          </div>
          {/* The schema reports the group's rule on rugbyUnion: shown once, under the group. */}
          <form.AppField name="rugbyUnion">{(field) => <field.FieldError />}</form.AppField>
        </fieldset>

        <fieldset className={`${f.fieldset} ${s.section}`}>
          <legend className={f.legend}>
            <Trans>Responsible Person Information</Trans>
          </legend>
          <form.AppField name="responsiblePersonName">
            {(field) => <field.TextField label={t`Full name`} autoComplete="name" />}
          </form.AppField>
          <div className={f.twoColumns}>
            <form.AppField name="responsiblePersonEmail">
              {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}
            </form.AppField>
            <form.AppField name="responsiblePersonPhone">
              {(field) => <field.TextField label={t`Phone number`} type="tel" autoComplete="tel" placeholder="+30 69X XXX XXXX" />}
            </form.AppField>
          </div>
        </fieldset>

        <form.SubmitButton pending={<Trans>Registering...</Trans>} block>
          <Trans>Register Club</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}
