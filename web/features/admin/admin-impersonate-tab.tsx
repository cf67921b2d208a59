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
import { startImpersonation } from "./back-office-api";
import * as s from "./back-office.css";

/** A club to choose, by its name in the reader's language (marked when it is in the other one). */
function ClubOption({ id, name }: { id: number; name: { text: string; lang: string } }) {
  return (
    <option value={id} lang={useLangAttribute(name.lang)}>
      {name.text}
    </option>
  );
}

/** Act as a club for support: a typed reason, at most 30 minutes, every request recorded (issue 12). */
export function AdminImpersonateTab() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const clubs = useQuery(adminClubsQuery());
  const [clubId, setClubId] = useState("");
  const [reason, setReason] = useState("");
  const start = useMutation({
    mutationFn: () => startImpersonation(Number(clubId), reason),
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
        <Trans>Act as a club to help it. It lasts at most 30 minutes; every request is recorded in the audit log with your name and reason.</Trans>
      </p>
      <label className={s.field}>
        <span>
          <Trans>Club</Trans>
        </span>
        <select value={clubId} onChange={(event) => setClubId(event.target.value)}>
          <option value="">{t`Choose a club`}</option>
          {candidates.map((club) => (
            <ClubOption key={club.id} id={club.id} name={clubNamePair(lang, club)} />
          ))}
        </select>
      </label>
      <label className={s.field}>
        <span>
          <Trans>Reason</Trans>
        </span>
        <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
      </label>
      <div className={s.buttons}>
        <Button onClick={() => start.mutate()} disabled={!clubId || start.isPending}>
          <Trans>Act as this club</Trans>
        </Button>
      </div>
      {start.isError ? <Alert tone="error" role="alert">{errorText(start.error)}</Alert> : null}
    </section>
  );
}
