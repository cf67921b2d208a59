import { Trans, useLingui } from "@lingui/react/macro";
import type { OutboxItem } from "../lib/outbox";
import { useOutbox } from "../lib/use-outbox";
import * as s from "./pwa-dock.css";

/** "Academy registration" or "Club claim: <club>", in the active language. */
function useItemLabel() {
  const { t } = useLingui();
  return (item: OutboxItem) => {
    if (item.kind === "claim" && "clubName" in item.payload) {
      const club = item.payload.clubName;
      return t`Club claim: ${club}`;
    }
    if (item.kind === "liveEvent") return t`Live match event`;
    return t`Academy registration`;
  };
}

/** The server's reason, translated when it is one of our own messages (they are Lingui ids). */
function useReason() {
  const { i18n } = useLingui();
  return (item: OutboxItem) => {
    const parts = item.errorDetails?.length ? item.errorDetails : item.error ? [item.error] : [];
    return parts.map((part) => i18n._(part)).join(" ");
  };
}

/**
 * Public forms sent without signal, until they are delivered: what is waiting, and what the
 * server refused with its reason (never dropped silently; the user dismisses it). Mounting it
 * also replays the outbox on app start and when the connection returns.
 */
export function OutboxPanel() {
  const { t } = useLingui();
  const { items, dismiss } = useOutbox();
  const label = useItemLabel();
  const reason = useReason();
  const waiting = items.filter((item) => item.status !== "failed");
  const failed = items.filter((item) => item.status === "failed");

  return (
    <>
      {waiting.length > 0 ? (
        <section className={s.panel} aria-label={t`Waiting to be sent`} data-testid="outbox">
          <ul className={s.outboxList}>
            {waiting.map((item) => (
              <li key={item.id} className={s.outboxItem}>
                <span className={s.panelText}>
                  <strong className={s.panelTitle}>{label(item)}</strong>
                  <span className={s.outboxStatus.queued}>
                    {item.status === "sending" ? (
                      <Trans>Sending…</Trans>
                    ) : item.retryAt !== undefined ? (
                      <Trans>Queued — the server is busy; it will be sent again shortly</Trans>
                    ) : (
                      <Trans>Queued — will be sent when you are back online</Trans>
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failed.map((item) => {
        const what = label(item);
        return (
        <div key={item.id} className={`${s.panel} ${s.failedPanel}`} role="alert" data-testid="outbox-failed">
          <p className={s.panelText}>
            <strong className={s.panelTitle}>
              <Trans>Not sent: {what}</Trans>
            </strong>
            <span className={s.outboxStatus.failed}>{reason(item)}</span>{" "}
            <Trans>Please fill in the form again.</Trans>
          </p>
          <button type="button" className={s.dismiss} aria-label={t`Dismiss`} onClick={() => void dismiss(item.id)}>
            ×
          </button>
        </div>
        );
      })}
    </>
  );
}
