import { useLingui } from "@lingui/react/macro";
import type * as v from "valibot";
import { profileSchema, todayIso } from "../../../schema";
import { formStyles as f, withFieldGroup } from "../../ui/form";
import { USER_POSITION_LABELS, USER_POSITIONS } from "./positions";

/** The optional details a player gives at registration and edits on the profile (schema input types). */
export type PlayerDetails = Pick<v.InferInput<typeof profileSchema>, "phoneNumber" | "dateOfBirth" | "position" | "height" | "weight" | "bio">;

export const playerDetailsDefaults: PlayerDetails = {
  phoneNumber: "",
  dateOfBirth: "",
  position: "",
  height: undefined,
  weight: undefined,
  bio: "",
};

/** Where the group's fields live in a form that keeps them at the top level. */
export const playerDetailsFieldMap = {
  phoneNumber: "phoneNumber",
  dateOfBirth: "dateOfBirth",
  position: "position",
  height: "height",
  weight: "weight",
  bio: "bio",
} as const;

/** Phone, birth date, position, height, weight and bio: one definition for both forms. */
export const PlayerDetailsFields = withFieldGroup({
  defaultValues: playerDetailsDefaults,
  render: function PlayerDetails({ group }) {
    const { t, i18n } = useLingui();
    const positions = USER_POSITIONS.map((value) => ({ value, label: i18n._(USER_POSITION_LABELS[value]) }));
    return (
      <>
        <div className={f.twoColumns}>
          <group.AppField name="phoneNumber">
            {(field) => <field.TextField label={t`Phone number`} type="tel" autoComplete="tel" placeholder="+30 69X XXX XXXX" />}
          </group.AppField>
          <group.AppField name="dateOfBirth">
            {(field) => <field.TextField label={t`Date of birth`} type="date" autoComplete="bday" max={todayIso()} />}
          </group.AppField>
        </div>
        <group.AppField name="position">
          {(field) => <field.SelectField label={t`Position`} options={positions} placeholder={t`Select your position`} />}
        </group.AppField>
        <div className={f.twoColumns}>
          <group.AppField name="height">{(field) => <field.NumberField label={t`Height (cm)`} min={1} step={1} />}</group.AppField>
          <group.AppField name="weight">{(field) => <field.NumberField label={t`Weight (kg)`} min={1} step={1} />}</group.AppField>
        </div>
        <group.AppField name="bio">
          {(field) => (
            <field.TextAreaField
              label={t`Bio`}
              rows={4}
              placeholder={t`Tell us about your rugby experience: clubs, positions, years played...`}
            />
          )}
        </group.AppField>
      </>
    );
  },
});

/**
 * For a new account (SPEC section 5): the date goes as YYYY-MM-DD or not at all, and fields left
 * blank are simply not sent.
 */
export function withoutBlankDetails<T extends PlayerDetails>(values: T) {
  const blankToUndefined = (value: string | null | undefined) => (value?.trim() ? value : undefined);
  return {
    ...values,
    phoneNumber: blankToUndefined(values.phoneNumber),
    dateOfBirth: blankToUndefined(values.dateOfBirth),
    position: blankToUndefined(values.position),
    height: values.height ?? undefined,
    weight: values.weight ?? undefined,
    bio: blankToUndefined(values.bio),
  };
}
