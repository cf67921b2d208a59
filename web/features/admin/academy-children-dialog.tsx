import { Trans, useLingui } from "@lingui/react/macro";
import type { AnyFormApi } from "@tanstack/react-form";
import { useStore } from "@tanstack/react-form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { LICENCE_CODES, type LicenceCode } from "../../../domain/registrations/statuses";
import { seasonFirstYear } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import { academyChildrenSchema } from "../../../schema/registration-requests";
import { currentSeason } from "../../../schema/season";
import { api, ApiError, unwrap } from "../../lib/api";
import { clubNameIn, textIn } from "../../lib/content-language";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { clubsQuery, clubTeamsQuery } from "../clubs";
import { FormDialog } from "../dashboard";
import { childrenFromForm, type ChildDraft } from "./academy-children-prefill";
import * as s from "./academy-children-dialog.css";
import type { AcademyRow } from "./back-office-api";

type Values = { clubId?: number; teamId?: number | null; season: string; code: LicenceCode; children: ChildDraft[] };

const registerChildren = (id: number, json: v.InferOutput<typeof academyChildrenSchema>) =>
  unwrap(api.admin["academy-registrations"][":id"].children.$post({ param: { id: String(id) }, json }));

/** The season after `season` ("2027-28" after "2026-27"): an academy may enrol for the next one. */
function nextSeason(season: string) {
  const year = seasonFirstYear(season) + 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/**
 * The server's field messages under their fields. It names a child's field by its place
 * ("children.1.dateOfBirth"), the form by its index ("children[1].dateOfBirth"). Answers how many
 * it could show: a message about no field on screen is shown above the buttons instead.
 */
function showFieldErrors(form: AnyFormApi, error: unknown): number {
  const fields = error instanceof ApiError && error.status === 400 ? error.fields : undefined;
  let shown = 0;
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.replace(/^children\.(\d+)/, "children[$1]");
    if (!form.state.fieldMeta[name]) continue;
    shown += 1;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      isTouched: true,
      errorMap: { ...meta.errorMap, onServer: message },
      errorSourceMap: { ...meta.errorSourceMap, onServer: "form" },
    }));
  }
  return shown;
}

/**
 * "Register children" (issue 24, point 2): the federation turns an academy form into child
 * registrations without retyping. The children are read from the form's text (a guess the
 * registrar corrects: every field is editable, children added or removed); one confirmation
 * creates the parent's account if needed, the children with the form's consent and a
 * registration each, waiting for the club.
 */
export function AcademyChildrenDialog({ row, onClose }: { row: AcademyRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const clubs = useQuery(clubsQuery());
  const convert = useMutation({
    mutationFn: (json: v.InferOutput<typeof academyChildrenSchema>) => registerChildren(row.id, json),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  const season = currentSeason();
  const drafts = childrenFromForm(row.childrenDetails, row.parentName, Number(todayIso().slice(0, 4)));
  const { lastName } = drafts[0]!;

  const form = useAppForm({
    defaultValues: { clubId: undefined, teamId: undefined, season, code: "union", children: drafts } as Values,
    ...validateWith(academyChildrenSchema),
    onSubmit: async ({ value, formApi }) => {
      setError(undefined);
      try {
        const answer = await convert.mutateAsync(v.parse(academyChildrenSchema, { ...value, teamId: value.teamId ?? null }));
        const count = answer.children.length;
        const club = clubs.data?.find((one) => one.id === value.clubId);
        const clubName = club ? clubNameIn(i18n.locale, club) : "";
        const parent = row.parentName;
        toaster.success({
          title: t`Children registered`,
          description: [
            t`Registrations with ${clubName}: ${count}, each waiting for the club's approval.`,
            answer.parentCreated ? t`${parent} has a new account and is mailed a link to sign in.` : t`They are on ${parent}'s account.`,
          ].join(" "),
        });
        onClose();
      } catch (failure) {
        const message = errorText(failure, t`The children could not be registered`);
        // Messages under their fields are enough: a toast would repeat them, over the dialog's buttons on a laptop.
        if (showFieldErrors(formApi, failure) > 0) return;
        setError(message);
        toaster.error({ title: t`Error`, description: message });
      }
    },
  });

  const clubId = useStore(form.store, (state) => state.values.clubId);
  const teams = useQuery({ ...clubTeamsQuery(clubId ?? 0), enabled: clubId !== undefined });
  const clubOptions = (clubs.data ?? [])
    .map((club) => ({ value: String(club.id), label: clubNameIn(i18n.locale, club) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const activeTeams = (teams.data ?? []).filter((team) => team.active);
  const teamOptions = activeTeams.map((team) => ({ value: String(team.id), label: textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn }));
  const seasons = [season, nextSeason(season)].map((value) => ({ value, label: value }));
  const codes = LICENCE_CODES.map((code) => ({ value: code, label: labelOf(TEAM_CODE_LABELS, code, (descriptor) => i18n._(descriptor)) }));
  const title = t`Register children`;
  const parentName = row.parentName;

  return (
    <FormDialog
      form={form}
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={title}
      submitLabel={<Trans>Register the children</Trans>}
      error={error}
    >
      <p className={s.note}>
        <Trans>
          The children below are read from {parentName}'s form: check each name and date of birth. Each child gets a registration with the club,
          waiting for its approval, with the consent the form recorded.
        </Trans>
      </p>
      <p className={s.details}>{row.childrenDetails}</p>
      <form.AppField name="clubId" listeners={{ onChange: () => form.setFieldValue("teamId", undefined) }}>
        {(field) => <field.SelectField numeric label={t`Club`} options={clubOptions} placeholder={clubs.isPending ? t`Loading...` : t`Choose a club`} />}
      </form.AppField>
      <form.AppField
        name="teamId"
        listeners={{
          // A team plays one code: choosing it chooses the code too.
          onChange: ({ value }) => {
            const team = activeTeams.find((one) => one.id === value);
            if (team) form.setFieldValue("code", team.code as LicenceCode);
          },
        }}
      >
        {(field) => (
          <field.SelectField
            numeric
            label={t`Team (optional)`}
            options={teamOptions}
            placeholder={t`No team: the club places them`}
            hint={clubId === undefined ? t`Choose a club first to see its teams.` : undefined}
          />
        )}
      </form.AppField>
      <div className={f.twoColumns}>
        <form.AppField name="season">{(field) => <field.SelectField label={t`Season`} options={seasons} placeholder={t`Choose a season`} />}</form.AppField>
        <form.AppField name="code">{(field) => <field.SelectField label={t`Code`} options={codes} placeholder={t`Choose a code`} />}</form.AppField>
      </div>
      <form.AppField name="children" mode="array">
        {(list) => (
          <fieldset className={s.children}>
            <legend className={f.legend}>
              <Trans>Children</Trans>
            </legend>
            <ol className={s.childList}>
              {list.state.value.map((child, index) => {
                const number = index + 1;
                const childName = child.firstName;
                return (
                  <li key={index} className={s.child} data-testid="academy-child">
                    <div className={s.childFields}>
                      <form.AppField name={`children[${index}].firstName`}>{(field) => <field.TextField label={t`First name`} autoComplete="off" />}</form.AppField>
                      <form.AppField name={`children[${index}].lastName`}>{(field) => <field.TextField label={t`Last name`} autoComplete="off" />}</form.AppField>
                      <form.AppField name={`children[${index}].dateOfBirth`}>{(field) => <field.TextField label={t`Date of birth`} type="date" />}</form.AppField>
                    </div>
                    {list.state.value.length > 1 ? (
                      <Button
                        size="sm"
                        tone="outline"
                        className={s.remove}
                        onClick={() => list.removeValue(index)}
                        aria-label={child.firstName ? t`Remove ${childName}` : t`Remove child ${number}`}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <list.FieldError />
            <div>
              <Button size="sm" tone="outline" onClick={() => list.pushValue({ firstName: "", lastName, dateOfBirth: "" })} disabled={list.state.value.length >= 10}>
                <Trans>Add a child</Trans>
              </Button>
            </div>
          </fieldset>
        )}
      </form.AppField>
    </FormDialog>
  );
}
