import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import { useState } from "react";
import * as v from "valibot";
import { LICENCE_CODES } from "../../../domain/registrations/statuses";
import { seasonFirstYear } from "../../../domain/registrations/seasons";
import { registrationMessages } from "../../../schema/registration-messages";
import { registrationSchema } from "../../../schema/registration-requests";
import { currentSeason } from "../../../schema/season";
import { ApiError } from "../../lib/api";
import { clubNameIn, textIn } from "../../lib/content-language";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Alert } from "../../ui/feedback";
import { Form, formStyles as f, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText, type UserSession } from "../auth";
import { clubsQuery, clubTeamsQuery } from "../clubs";
import { type MyChild, useApplyForRegistration } from "./api";

type FormValues = { personId?: number; clubId?: number; teamId?: number | null; season: string; code: string };

/** The season after `season` ("2027-28" after "2026-27"): registrations open for it before it starts. */
function nextSeason(season: string) {
  const year = seasonFirstYear(season) + 1;
  return season.length === 4 ? String(year) : `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** The refusal's words, before the club's name. */
const BEFORE_CLUB = `${registrationMessages.alreadyRegistered} `;

/**
 * The club a 409 "already registered" names. The app asks for messages as their English ids, and
 * this one comes with the club's name filled in: it is read back, so the screen words the refusal
 * in its own language with the club's name in it.
 */
function clubOfConflict(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== "already_registered") return undefined;
  return error.serverMessage.startsWith(BEFORE_CLUB) ? error.serverMessage.slice(BEFORE_CLUB.length) : undefined;
}

/**
 * "Register": the person applies for themselves or for one of their children, with a club (and,
 * if they know it, one of its teams), for a season and a code (issue 24). The server judges it
 * again: a 400's field messages go under the fields, a 409 (already registered, naming the club)
 * shows above the button. Nothing is cleared on a failure, offline included, so it can be sent again.
 */
export function MyRegistrationForm({ user, children }: { user: UserSession; children: readonly MyChild[] }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const apply = useApplyForRegistration();
  const clubs = useQuery(clubsQuery());
  const [refusal, setRefusal] = useState<string | null>(null);
  const season = currentSeason();
  const defaults: FormValues = { personId: children.length === 0 ? user.id : undefined, clubId: undefined, teamId: undefined, season, code: "union" };

  const form = useAppForm({
    defaultValues: defaults,
    ...validateWith(registrationSchema),
    onSubmit: async ({ value }) => {
      setRefusal(null);
      const input = v.parse(registrationSchema, { ...value, teamId: value.teamId ?? null });
      try {
        const created = await apply.mutateAsync(input);
        const name = `${created.firstName} ${created.lastName}`;
        form.reset({ ...defaults, personId: value.personId });
        toaster.success({ about: "registration", title: t`Application sent`, description: t`${name}: the club's secretary decides first, then the federation.` });
      } catch (error) {
        const heldBy = clubOfConflict(error);
        const club = heldBy === undefined ? undefined : clubs.data?.find((one) => one.name === heldBy);
        const text = heldBy === undefined ? errorText(error) : `${i18n._(registrationMessages.alreadyRegistered)} ${club ? clubNameIn(i18n.locale, club) : heldBy}`;
        toaster.error({ about: "registration", title: t`Could not register`, description: text });
        showServerErrors(form, error);
        if (!(error instanceof ApiError && error.status === 400 && error.fields)) setRefusal(text);
      }
    },
  });
  const clubId = useStore(form.store, (state) => state.values.clubId);
  const teams = useQuery({ ...clubTeamsQuery(clubId ?? 0), enabled: clubId !== undefined });

  const ownName = `${user.firstName} ${user.lastName}`;
  const people = [
    { value: String(user.id), label: t`Me (${ownName})` },
    ...children.map((child) => ({ value: String(child.id), label: `${child.firstName} ${child.lastName}` })),
  ];
  const clubOptions = (clubs.data ?? [])
    .map((club) => ({ value: String(club.id), label: clubNameIn(i18n.locale, club) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  const activeTeams = (teams.data ?? []).filter((team) => team.active);
  const teamOptions = activeTeams.map((team) => ({ value: String(team.id), label: textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn }));
  const seasons = [season, nextSeason(season)].map((value) => ({ value, label: value }));
  const codes = LICENCE_CODES.map((code) => ({ value: code, label: labelOf(TEAM_CODE_LABELS, code, (descriptor) => i18n._(descriptor)) }));

  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Register with a club`}>
        <form.AppField name="personId">{(field) => <field.SelectField numeric label={t`Player`} options={people} placeholder={t`Choose a person`} />}</form.AppField>
        <form.AppField name="clubId" listeners={{ onChange: () => form.setFieldValue("teamId", undefined) }}>
          {(field) => <field.SelectField numeric label={t`Club`} options={clubOptions} placeholder={clubs.isPending ? t`Loading...` : t`Choose a club`} />}
        </form.AppField>
        <form.AppField
          name="teamId"
          listeners={{
            // A team plays one code: choosing it chooses the code too.
            onChange: ({ value }) => {
              const team = activeTeams.find((one) => one.id === value);
              if (team) form.setFieldValue("code", team.code);
            },
          }}
        >
          {(field) => (
            <field.SelectField
              numeric
              label={t`Team (optional)`}
              options={teamOptions}
              placeholder={t`No team: the club places me`}
              hint={clubId === undefined ? t`Choose a club first to see its teams.` : undefined}
            />
          )}
        </form.AppField>
        <div className={f.twoColumns}>
          <form.AppField name="season">{(field) => <field.SelectField label={t`Season`} options={seasons} placeholder={t`Choose a season`} />}</form.AppField>
          <form.AppField name="code">{(field) => <field.SelectField label={t`Code`} options={codes} placeholder={t`Choose a code`} />}</form.AppField>
        </div>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div>
          <form.SubmitButton pending={<Trans>Sending...</Trans>}>
            <Trans>Register</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
