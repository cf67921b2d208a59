import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import * as v from "valibot";
import { clubProfileSchema, type ClubProfileInput } from "../../../schema";
import { Alert } from "../../ui/feedback";
import { Form, formStyles as f, useAppForm } from "../../ui/form";
import { useUpdateProfile, type OwnClub } from "./api";
import { useDialogSave } from "./use-dialog-save";
import * as d from "./dashboard.css";
import * as s from "./profile.css";

/** The form's values: the schema's optional fields are optional here too. */
type ProfileFormValues = Omit<ClubProfileInput, "description" | "foundedYear" | "website" | "facebookUrl" | "instagramUrl" | "xUrl" | "rugbyUnion" | "rugbyLeague"> & {
  description?: string;
  rugbyUnion?: boolean;
  rugbyLeague?: boolean;
  foundedYear?: number | null;
  website?: string;
  facebookUrl?: string;
  instagramUrl?: string;
  xUrl?: string;
};

/** The club's public profile, its codes and its responsible person. */
export function ProfileForm({ club }: { club: OwnClub }) {
  const { t } = useLingui();
  const titleId = useId();
  const updateProfile = useUpdateProfile();
  const { error, save } = useDialogSave();
  const defaultValues: ProfileFormValues = {
    name: club.name,
    abbreviation: club.abbreviation,
    location: club.location,
    description: club.description ?? "",
    rugbyUnion: club.rugbyUnion,
    rugbyLeague: club.rugbyLeague,
    responsiblePersonName: club.responsiblePersonName,
    responsiblePersonEmail: club.responsiblePersonEmail,
    responsiblePersonPhone: club.responsiblePersonPhone,
    foundedYear: club.foundedYear ?? undefined,
    website: club.website ?? "",
    facebookUrl: club.facebookUrl ?? "",
    instagramUrl: club.instagramUrl ?? "",
    xUrl: club.xUrl ?? "",
  };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: clubProfileSchema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = v.parse(clubProfileSchema, value);
      // An emptied year clears the stored one.
      const input = { ...parsed, foundedYear: parsed.foundedYear ?? null };
      await save(formApi, () => updateProfile.mutateAsync(input), {
        success: { title: t`Profile Updated`, description: t`Your profile has been updated successfully.` },
        fallback: t`Something went wrong. Please try again.`,
        failureTitle: t`Update Failed`,
      });
    },
  });

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.panelTitle}>
        <Trans>Club Details</Trans>
      </h2>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Club Details`}>
          <form.AppField name="name">{(field) => <field.TextField label={t`Club Name`} autoComplete="organization" />}</form.AppField>
          <div className={f.twoColumns}>
            <form.AppField name="abbreviation">{(field) => <field.TextField label={t`Abbreviation`} hint={t`2 to 5 characters`} />}</form.AppField>
            <form.AppField name="location">{(field) => <field.TextField label={t`Location`} />}</form.AppField>
          </div>
          <form.AppField name="description">{(field) => <field.TextAreaField label={t`Description`} rows={4} />}</form.AppField>
          <fieldset className={f.fieldset}>
            <legend className={`${f.label} ${d.legend}`}>
              <Trans>Rugby types</Trans>
            </legend>
            <form.AppField name="rugbyUnion">
              {(field) => (
                <>
                  <field.CheckboxField label={t`Rugby Union`} />
                  <field.FieldError />
                </>
              )}
            </form.AppField>
            <form.AppField name="rugbyLeague">{(field) => <field.CheckboxField label={t`Rugby League`} />}</form.AppField>
          </fieldset>
          <div className={f.twoColumns}>
            <form.AppField name="foundedYear">
              {(field) => <field.NumberField label={t`Founded Year`} min={1850} max={new Date().getFullYear()} step={1} placeholder="2009" />}
            </form.AppField>
            <form.AppField name="website">{(field) => <field.TextField label={t`Website`} type="url" placeholder="https://" />}</form.AppField>
          </div>

          <h3 className={s.subheading}>
            <Trans>Social Media</Trans>
          </h3>
          <div className={f.twoColumns}>
            <form.AppField name="facebookUrl">{(field) => <field.TextField label="Facebook" type="url" placeholder="https://facebook.com/..." />}</form.AppField>
            <form.AppField name="instagramUrl">{(field) => <field.TextField label="Instagram" type="url" placeholder="https://instagram.com/..." />}</form.AppField>
            <form.AppField name="xUrl">{(field) => <field.TextField label="X" type="url" placeholder="https://x.com/..." />}</form.AppField>
          </div>

          <h3 className={s.subheading}>
            <Trans>Responsible Person Information</Trans>
          </h3>
          <form.AppField name="responsiblePersonName">{(field) => <field.TextField label={t`Full Name`} autoComplete="name" />}</form.AppField>
          <div className={f.twoColumns}>
            <form.AppField name="responsiblePersonEmail">{(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}</form.AppField>
            <form.AppField name="responsiblePersonPhone">{(field) => <field.TextField label={t`Phone Number`} type="tel" autoComplete="tel" />}</form.AppField>
          </div>

          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={s.submitRow}>
            <form.SubmitButton pending={<Trans>Saving...</Trans>}>
              <Trans>Save Changes</Trans>
            </form.SubmitButton>
          </div>
        </Form>
      </form.AppForm>
    </section>
  );
}
