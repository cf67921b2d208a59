import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Redirect } from "wouter";
import { paths } from "../../../schema/pages";
import { button } from "../../ui/button.css";
import { Button } from "../../ui/button";
import { Badge, LoadError, Skeleton } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { isSessionSettled, useErrorText, useUserSession } from "../auth";
import { ConfirmDeleteDialog } from "../dashboard";
import { PlayerArea } from "../player";
import { childrenQuery, MY_DATA_URL, useErase, useSetVisibility, visibilityQuery, type Visibility } from "./api";
import * as s from "./family.css";

/**
 * /user-profile/data (issue 24, point 8): what is public (the person and each child: a minor only
 * when a parent opts in), the download of all their data as JSON (GDPR art. 15 and 20), and
 * erasure (art. 17) behind a confirmation.
 */
export function MyDataScreen() {
  const { t } = useLingui();
  usePageTitle(t`Your data`);
  const session = useUserSession();
  const user = session.data;
  if (!user && !isSessionSettled(session))
    return (
      <p role="status" className={s.loading}>
        <Trans>Loading...</Trans>
      </p>
    );
  if (!user) return <Redirect to={`${paths.login}?tab=user`} replace />;
  return (
    <PlayerArea user={user} heading={<Trans>Your data</Trans>}>
      <div className={s.stack}>
        <PublicProfiles />
        <Download />
        <Erasure />
      </div>
    </PlayerArea>
  );
}

function PublicProfiles() {
  const people = useQuery(visibilityQuery());
  let body;
  if (people.data)
    body = (
      <ul className={s.list}>
        {people.data.map((person) => (
          <VisibilityRow key={person.personId} person={person} />
        ))}
      </ul>
    );
  else if (people.isError) body = <LoadError onRetry={() => void people.refetch()} />;
  else body = <Skeleton height="4rem" />;
  return (
    <section className={s.panel} aria-labelledby="public-heading">
      <h2 id="public-heading" className={s.panelTitle}>
        <Trans>Public pages</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>
          Public pages show a registered player's name, club, team and position only if the player chooses it. A minor is shown only when a
          parent chooses it.
        </Trans>
      </p>
      {body}
    </section>
  );
}

function VisibilityRow({ person }: { person: Visibility }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const change = useSetVisibility();
  const id = useId();
  const name = `${person.firstName} ${person.lastName}`;
  // A minor may take themselves off public pages, never put themselves on.
  const locked = !person.canOptIn && !person.publicProfile;
  return (
    <li className={s.item} data-testid="visibility-row">
      <h3 className={s.itemTitle}>{name}</h3>
      {person.isMinor ? (
        <div className={s.meta}>
          <Badge>{t`Minor`}</Badge>
        </div>
      ) : null}
      <label htmlFor={id} className={f.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={f.checkbox}
          checked={person.publicProfile}
          disabled={locked || change.isPending}
          onChange={(event) =>
            change.mutate(
              { personId: person.personId, publicProfile: event.target.checked },
              {
                onSuccess: (saved) =>
                  toaster.success({ title: saved.publicProfile ? t`Shown on public pages` : t`Hidden from public pages`, description: name }),
                onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }),
              },
            )
          }
        />
        <Trans>Show on public pages</Trans>
      </label>
      {locked ? (
        <p className={s.muted}>
          <Trans>Only a parent can make a minor's profile public.</Trans>
        </p>
      ) : null}
    </li>
  );
}

function Download() {
  return (
    <section className={s.panel} aria-labelledby="download-heading">
      <h2 id="download-heading" className={s.panelTitle}>
        <Trans>Download your data</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Everything the federation holds about you and your children, as one JSON file: details, roles, registrations, licences, transfers and consents.</Trans>
      </p>
      <div className={s.actions}>
        <a className={button({ tone: "outline" })} href={MY_DATA_URL} download>
          <Trans>Download my data</Trans>
        </a>
      </div>
    </section>
  );
}

function Erasure() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const children = useQuery(childrenQuery());
  const erase = useErase();
  const [includeChildren, setIncludeChildren] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  const hasChildren = (children.data?.length ?? 0) > 0;
  return (
    <section className={s.panel} aria-labelledby="erase-heading">
      <h2 id="erase-heading" className={s.panelTitle}>
        <Trans>Erase your data</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>
          Your name, e-mail, phone, date of birth, picture and health card date are removed and you are signed out for good. The federation keeps a
          minimal licence history: season, code, club and licence number.
        </Trans>
      </p>
      {hasChildren ? (
        <label htmlFor={id} className={f.checkboxRow}>
          <input id={id} type="checkbox" className={f.checkbox} checked={includeChildren} onChange={(event) => setIncludeChildren(event.target.checked)} />
          <Trans>Erase my children's data too</Trans>
        </label>
      ) : null}
      <div className={s.actions}>
        <Button tone="danger" onClick={() => setOpen(true)}>
          <Trans>Erase my data</Trans>
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) erase.reset();
          setOpen(next);
        }}
        question={includeChildren ? t`Erase your data and your children's?` : t`Erase your data?`}
        pending={erase.isPending}
        error={erase.error ? errorText(erase.error) : undefined}
        onConfirm={() =>
          erase.mutate(includeChildren, {
            // Signed out by the erasure: a fresh load forgets everything the app held.
            onSuccess: () => window.location.assign(paths.home),
          })
        }
      />
    </section>
  );
}
