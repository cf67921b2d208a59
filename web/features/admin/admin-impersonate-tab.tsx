import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { clubNamePair, useContentLanguage, useLangAttribute } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { useErrorText } from "../auth";
import { adminClubsQuery } from "./api";
import { clubMembersForSupportQuery, startImpersonation } from "./back-office-api";
import * as s from "./back-office.css";

/** A club to choose, by its name in the reader's language (marked when it is in the other one). */
function ClubOption({ id, name }: { id: number; name: { text: string; lang: string } }) {
  return (
    <option value={id} lang={useLangAttribute(name.lang)}>
      {name.text}
    </option>
  );
}

/**
 * The club's people, one option each (a person may hold several roles there): whom to act as
 * (issue 23). Left unchosen, the club's first club admin.
 */
function PersonChoice({ clubId, value, onChange }: { clubId: number; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const members = useQuery(clubMembersForSupportQuery(clubId));
  const people = [...new Map((members.data ?? []).map((member) => [member.personId, member])).values()];
  return (
    <label className={s.field}>
      <span>
        <Trans>Person</Trans>
      </span>
      <select value={value} onChange={(event) => onChange(event.target.value)} aria-busy={members.isPending} data-testid="impersonate-person">
        <option value="">{t`The club's first club admin`}</option>
        {people.map((person) => (
          <option key={person.personId} value={person.personId}>
            {person.name} · {person.email}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Act as a person of a club for support: a typed reason, at most 30 minutes, every request recorded (issues 12 and 23). */
export function AdminImpersonateTab() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const clubs = useQuery(adminClubsQuery());
  const [clubId, setClubId] = useState("");
  const [personId, setPersonId] = useState("");
  const [reason, setReason] = useState("");
  const start = useMutation({
    mutationFn: () => startImpersonation(Number(clubId), personId ? Number(personId) : undefined, reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate(paths.dashboard);
    },
  });
  const candidates = (clubs.data ?? []).filter((club) => !club.isAdmin && club.isActive);
  const lang = useContentLanguage();
  return (
    <section aria-label={t`Act as a club`} className={s.actions}>
      <p className={s.meta}>
        <Trans>Act as a person of a club to help them: you see and do only what their roles there allow. It lasts at most 30 minutes; every request is recorded in the audit log with your name and reason.</Trans>
      </p>
      <label className={s.field}>
        <span>
          <Trans>Club</Trans>
        </span>
        <select
          value={clubId}
          onChange={(event) => {
            setClubId(event.target.value);
            setPersonId("");
          }}
        >
          <option value="">{t`Choose a club`}</option>
          {candidates.map((club) => (
            <ClubOption key={club.id} id={club.id} name={clubNamePair(lang, club)} />
          ))}
        </select>
      </label>
      {clubId ? <PersonChoice clubId={Number(clubId)} value={personId} onChange={setPersonId} /> : null}
      <label className={s.field}>
        <span>
          <Trans>Reason</Trans>
        </span>
        <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
      </label>
      <div className={s.buttons}>
        <Button onClick={() => start.mutate()} disabled={!clubId || start.isPending}>
          {personId ? <Trans>Act as this person</Trans> : <Trans>Act as this club</Trans>}
        </Button>
      </div>
      {start.isError ? <Alert tone="error" role="alert">{errorText(start.error)}</Alert> : null}
    </section>
  );
}
