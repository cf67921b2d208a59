import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { clubProfileSchema, todayIso, type ClubProfileInput } from "../../../schema";
import { formStyles as f, withFieldGroup } from "../../ui/form";
import * as d from "./dashboard.css";
import * as s from "./profile.css";

/** The form's values: the schema's optional fields are optional here too (`null` is empty). */
export type ClubProfileValues = Omit<
  ClubProfileInput,
  | "name"
  | "nameEl"
  | "locationEl"
  | "descriptionEl"
  | "venue"
  | "venueEl"
  | "description"
  | "foundedYear"
  | "website"
  | "facebookUrl"
  | "instagramUrl"
  | "xUrl"
  | "rugbyUnion"
  | "rugbyLeague"
  | "contactPublic"
> & {
  name?: string | null;
  nameEl?: string | null;
  locationEl?: string | null;
  descriptionEl?: string | null;
  venue?: string | null;
  venueEl?: string | null;
  description?: string | null;
  rugbyUnion?: boolean | null;
  rugbyLeague?: boolean | null;
  foundedYear?: number | null;
  website?: string | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  xUrl?: string | null;
  contactPublic?: boolean | null;
};

type EditableClub = { [K in keyof ClubProfileValues]-?: Exclude<ClubProfileValues[K], undefined> } & { responsiblePersonName: string | null };

/** A club as the form starts: what GET answers, empties as "" (the same shape goes back in the PATCH). */
export const clubProfileValues = (club: EditableClub): ClubProfileValues => ({
  name: club.name,
  nameEl: club.nameEl ?? "",
  abbreviation: club.abbreviation,
  location: club.location,
  locationEl: club.locationEl ?? "",
  description: club.description ?? "",
  descriptionEl: club.descriptionEl ?? "",
  venue: club.venue ?? "",
  venueEl: club.venueEl ?? "",
  rugbyUnion: club.rugbyUnion,
  rugbyLeague: club.rugbyLeague,
  responsiblePersonName: club.responsiblePersonName ?? "",
  responsiblePersonEmail: club.responsiblePersonEmail,
  responsiblePersonPhone: club.responsiblePersonPhone,
  contactPublic: club.contactPublic,
  foundedYear: club.foundedYear ?? undefined,
  website: club.website ?? "",
  facebookUrl: club.facebookUrl ?? "",
  instagramUrl: club.instagramUrl ?? "",
  xUrl: club.xUrl ?? "",
});

/** The PATCH body from the form's values: the shared schema's output, an emptied year sent as null to clear it. */
export function clubProfileInput(value: ClubProfileValues) {
  const parsed = v.parse(clubProfileSchema, value);
  return { ...parsed, foundedYear: parsed.foundedYear ?? null };
}

const fieldNames = [
  "name",
  "nameEl",
  "abbreviation",
  "location",
  "locationEl",
  "description",
  "descriptionEl",
  "venue",
  "venueEl",
  "rugbyUnion",
  "rugbyLeague",
  "responsiblePersonName",
  "responsiblePersonEmail",
  "responsiblePersonPhone",
  "contactPublic",
  "foundedYear",
  "website",
  "facebookUrl",
  "instagramUrl",
  "xUrl",
] as const satisfies readonly (keyof ClubProfileValues)[];

/** Where the group's fields live in a form that keeps them at the top level. */
export const clubProfileFieldMap = Object.fromEntries(fieldNames.map((name) => [name, name])) as { [K in (typeof fieldNames)[number]]: K };

/**
 * A club's public details, its codes and its responsible person: the club's own profile form
 * (/dashboard/profile) and the federation's edit of a club (/admin) show the same fields.
 */
export const ClubProfileFields = withFieldGroup({
  defaultValues: {} as ClubProfileValues,
  render: function ClubProfile({ group }) {
    const { t } = useLingui();
    return (
      <>
        {/* Issue 21: each text in both languages side by side from 768 px; one of the two is enough. */}
        <div className={f.languagePair}>
          <group.AppField name="nameEl">{(field) => <field.TextField label={t`Greek name of the club`} lang="el" />}</group.AppField>
          <group.AppField name="name">
            {(field) => <field.TextField label={t`Club Name`} hint={t`In Latin letters; left empty, it is written from the Greek name (ELOT 743).`} autoComplete="organization" />}
          </group.AppField>
        </div>
        <group.AppField name="abbreviation">{(field) => <field.TextField label={t`Abbreviation`} hint={t`2 to 5 characters`} />}</group.AppField>
        <div className={f.languagePair}>
          <group.AppField name="location">{(field) => <field.TextField label={t`Location`} lang="en" />}</group.AppField>
          <group.AppField name="locationEl">{(field) => <field.TextField label={t`Town or area, in Greek`} lang="el" />}</group.AppField>
        </div>
        <div className={f.languagePair}>
          <group.AppField name="venue">{(field) => <field.TextField label={t`Home ground (English)`} lang="en" />}</group.AppField>
          <group.AppField name="venueEl">{(field) => <field.TextField label={t`Home ground (Greek)`} lang="el" />}</group.AppField>
        </div>
        <div className={f.languagePair}>
          <group.AppField name="description">{(field) => <field.TextAreaField label={t`Description`} rows={4} lang="en" />}</group.AppField>
          <group.AppField name="descriptionEl">{(field) => <field.TextAreaField label={t`About the club, in Greek`} rows={4} lang="el" />}</group.AppField>
        </div>
        <fieldset className={f.fieldset}>
          <legend className={`${f.label} ${d.legend}`}>
            <Trans>Rugby types</Trans>
          </legend>
          <group.AppField name="rugbyUnion">
            {(field) => (
              <>
                <field.CheckboxField label={t`Rugby Union`} />
                <field.FieldError />
              </>
            )}
          </group.AppField>
          <group.AppField name="rugbyLeague">{(field) => <field.CheckboxField label={t`Rugby League`} />}</group.AppField>
        </fieldset>
        <div className={f.twoColumns}>
          <group.AppField name="foundedYear">
            {(field) => <field.NumberField label={t`Founded Year`} min={1850} max={Number(todayIso().slice(0, 4))} step={1} placeholder="2009" />}
          </group.AppField>
          <group.AppField name="website">{(field) => <field.TextField label={t`Website`} type="url" placeholder="https://" />}</group.AppField>
        </div>

        <h3 className={s.subheading}>
          <Trans>Social Media</Trans>
        </h3>
        <div className={f.twoColumns}>
          <group.AppField name="facebookUrl">{(field) => <field.TextField label="Facebook" type="url" placeholder="https://facebook.com/..." />}</group.AppField>
          <group.AppField name="instagramUrl">{(field) => <field.TextField label="Instagram" type="url" placeholder="https://instagram.com/..." />}</group.AppField>
          <group.AppField name="xUrl">{(field) => <field.TextField label="X" type="url" placeholder="https://x.com/..." />}</group.AppField>
        </div>

        <h3 className={s.subheading}>
          <Trans>Responsible Person Information</Trans>
        </h3>
        <group.AppField name="responsiblePersonName">{(field) => <field.TextField label={t`Full Name`} autoComplete="name" />}</group.AppField>
        <div className={f.twoColumns}>
          <group.AppField name="responsiblePersonEmail">{(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}</group.AppField>
          <group.AppField name="responsiblePersonPhone">{(field) => <field.TextField label={t`Phone Number`} type="tel" autoComplete="tel" />}</group.AppField>
        </div>
        <group.AppField name="contactPublic">
          {(field) => (
            <>
              <field.CheckboxField label={t`Show the responsible person's name, email and phone on the club's public page`} />
              <p className={f.hint}>
                <Trans>Off by default: the federation keeps these details and shows them to no one until you switch this on.</Trans>
              </p>
              <field.FieldError />
            </>
          )}
        </group.AppField>
      </>
    );
  },
});
