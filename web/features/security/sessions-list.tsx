import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Alert, Badge, LoadError, Skeleton } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { sessionsQuery, useEndOtherSessions, useEndSession, type PersonSession } from "./sessions-api";
import * as s from "./sessions-list.css";
import { useErrorText } from "../auth";

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];
const firstMatch = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome · Android": enough for a person to recognise their own device. */
function deviceName(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const names = [firstMatch(BROWSERS, userAgent), firstMatch(SYSTEMS, userAgent)].filter(Boolean);
  return names.length ? names.join(" · ") : undefined;
}

const when = (value: string) => formatDate(value, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function SessionRow({ session }: { session: PersonSession }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const end = useEndSession();
  const device = deviceName(session.userAgent) ?? t`Unknown device`;
  const signedIn = when(session.createdAt);
  const lastActive = when(session.lastSeenAt);
  return (
    <li className={`${s.item} ${session.current ? s.current : ""}`} aria-current={session.current ? "true" : undefined}>
      <div>
        <p className={s.device}>
          <span>{device}</span>
          <Badge tone={session.kind === "club" ? "union" : "neutral"}>{session.kind === "club" ? <Trans>Club session</Trans> : <Trans>Player account</Trans>}</Badge>
          {session.current ? (
            <Badge tone="success">
              <Trans>This device</Trans>
            </Badge>
          ) : null}
        </p>
        <p className={s.details}>
          <Trans>
            Signed in {signedIn} · last active {lastActive}
          </Trans>
        </p>
      </div>
      {session.current ? null : (
        <Button
          tone="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={t`Sign out ${device}, signed in ${signedIn}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toaster.success({ title: t`Signed out of that session` }),
              onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }),
            })
          }
        >
          {end.isPending ? <Trans>Signing out...</Trans> : <Trans>Sign out</Trans>}
        </Button>
      )}
    </li>
  );
}

/** The person's live sessions, this device's marked, each with "Sign out", and "Sign out everywhere else". */
export function SessionsList() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const sessions = useQuery(sessionsQuery());
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <section className={s.panel} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={s.panelTitle}>
        <Trans>Where you are signed in</Trans>
      </h2>
      <p className={s.intro}>
        <Trans>Sign out any device you do not recognise, or one you no longer use. Choosing a new password signs out every device.</Trans>
      </p>
      {sessions.isPending ? (
        <Skeleton height="4rem" />
      ) : sessions.isError ? (
        <LoadError onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={s.list} aria-label={t`Your sessions`}>
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others.length > 0 ? (
            <div className={s.actions}>
              <Button
                tone="danger"
                disabled={endOthers.isPending}
                onClick={() =>
                  endOthers.mutate(undefined, {
                    onSuccess: () => toaster.success({ title: t`Signed out of your other sessions` }),
                    onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }),
                  })
                }
              >
                {endOthers.isPending ? <Trans>Signing out...</Trans> : <Trans>Sign out everywhere else</Trans>}
              </Button>
            </div>
          ) : (
            <Alert tone="info" role="status">
              <Trans>You are signed in on this device only.</Trans>
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
