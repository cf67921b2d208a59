import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Alert, Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { adminKeys } from "./api";
import { outboxQuery, sendMailAgain, type OutboxRow, type OutboxStatus } from "./back-office-api";
import * as s from "./back-office.css";

const dateTime = (value: string) => formatDate(value, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** A failed mail back on the queue: it is delivered in the background, its attempts counted from 0. */
function SendAgain({ mail }: { mail: OutboxRow }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => sendMailAgain(mail.id),
    onSuccess: (answer) => {
      toaster.success({ title: t`Mail queued again`, description: i18n._(answer.message) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const subject = mail.subject;
  return (
    <div className={s.actions}>
      <div className={s.buttons}>
        <Button tone="outline" onClick={() => again.mutate()} disabled={again.isPending} aria-label={t`Send again: ${subject}`}>
          {again.isPending ? <Trans>Sending...</Trans> : <Trans>Send again</Trans>}
        </Button>
      </div>
      {again.isError ? (
        <Alert tone="error" role="alert">
          {errorText(again.error)}
        </Alert>
      ) : null}
    </div>
  );
}

/** One mail: to whom, about what, when, and how its delivery went (never its text: it may hold a one-time link). */
function MailCard({ mail }: { mail: OutboxRow }) {
  const { t } = useLingui();
  const attempts = mail.attempts;
  const queuedAt = dateTime(mail.createdAt);
  const sentAt = mail.sentAt ? dateTime(mail.sentAt) : null;
  return (
    <li className={s.card} data-testid="mail-card">
      <p className={s.title}>
        {mail.subject}{" "}
        <Badge tone={mail.status === "failed" ? "warning" : mail.status === "sent" ? "success" : "neutral"}>
          {mail.status === "failed" ? t`Failed` : mail.status === "sent" ? t`Sent` : t`Waiting`}
        </Badge>
      </p>
      <p className={s.meta}>
        <Trans>To</Trans> <a href={`mailto:${mail.recipient}`}>{mail.recipient}</a>
      </p>
      <p className={s.meta}>
        <Trans>Queued {queuedAt}</Trans> · <Trans>Attempts: {attempts}</Trans>
        {sentAt ? ` · ${t`Sent ${sentAt}`}` : ""}
      </p>
      {mail.lastError ? (
        <p className={s.record}>
          <Trans>Last error:</Trans> {mail.lastError}
        </p>
      ) : null}
      {mail.status === "failed" ? <SendAgain mail={mail} /> : null}
    </li>
  );
}

/**
 * The mail outbox (issue 20): mails the relay still refused after every retry (failed, the
 * default), mails waiting for delivery, and those sent in the last 30 days.
 */
export function AdminMailTab() {
  const { t } = useLingui();
  const [status, setStatus] = useState<OutboxStatus>("failed");
  const mails = useQuery(outboxQuery(status));
  return (
    <section aria-label={t`Mail`}>
      <p className={s.meta}>
        <Trans>Every mail the site sends is kept until it is delivered and retried for about an hour. Mails still refused after that are listed here as failed: send them again once the mail service works.</Trans>
      </p>
      <label className={s.filter}>
        <span>
          <Trans>Status</Trans>
        </span>
        <select value={status} onChange={(event) => setStatus(event.target.value as OutboxStatus)}>
          <option value="failed">{t`Failed`}</option>
          <option value="pending">{t`Waiting`}</option>
          <option value="sent">{t`Sent`}</option>
        </select>
      </label>
      {mails.isPending ? (
        <Spinner />
      ) : mails.isError ? (
        <LoadError onRetry={() => void mails.refetch()} />
      ) : mails.data.length === 0 ? (
        <EmptyState>{status === "failed" ? t`No failed mail.` : status === "pending" ? t`No mail waiting.` : t`No mail sent.`}</EmptyState>
      ) : (
        <ul className={s.list}>
          {mails.data.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </section>
  );
}
