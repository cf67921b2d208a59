import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { clubNameIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { FIXTURE_STATUS_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Badge, LoadError, Skeleton } from "../../ui/feedback";
import { ConfirmDeleteDialog } from "../dashboard";
import { AddFixtureDialog } from "./add-fixture-dialog";
import { adminFixturesQuery, useDeleteFixture, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { FixtureDialog, type EditableFixture } from "./fixture-dialog";
import { useAdminSave } from "./use-admin-save";

function FixtureLine({ fixture, onEdit, onDelete }: { fixture: EditableFixture; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const home = clubNameIn(i18n.locale, fixture.home);
  const away = fixture.away && clubNameIn(i18n.locale, fixture.away);
  const score = fixture.homeScore !== null && fixture.awayScore !== null ? `${fixture.homeScore}–${fixture.awayScore}` : null;
  return (
    <li className={s.fixtureRow} data-fixture={fixture.id}>
      <span className={s.rowText}>
        {away ? (
          <>
            {home} {score ? <strong>{score}</strong> : <span className={s.muted}>{t({ message: "vs", context: "versus" })}</span>} {away}
          </>
        ) : (
          <Trans>{home}: bye</Trans>
        )}
        <br />
        <span className={s.muted}>
          {formatDate(fixture.date, { weekday: "short", day: "numeric", month: "short" })}
          {fixture.time ? ` · ${fixture.time}` : ""}
        </span>{" "}
        {fixture.status !== "scheduled" && fixture.status !== "played" ? <Badge tone="warning">{i18n._(FIXTURE_STATUS_LABELS[fixture.status])}</Badge> : null}
      </span>
      <span className={s.rowButtons}>
        {away ? (
          <Button size="sm" tone="outline" onClick={onEdit} aria-label={t`Edit ${home} vs ${away}`}>
            <Trans>Edit</Trans>
          </Button>
        ) : null}
        <Button size="sm" tone="ghost" onClick={onDelete} aria-label={away ? t`Delete ${home} vs ${away}` : t`Delete ${home}: bye`}>
          <Trans>Delete</Trans>
        </Button>
      </span>
    </li>
  );
}

/** The confirmation before a fixture (and its result) is deleted. */
function DeleteFixtureDialog({ fixture, onClose }: { fixture: EditableFixture; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteFixture();
  const { error, save } = useAdminSave({ inDialog: true });
  const home = clubNameIn(i18n.locale, fixture.home);
  const away = fixture.away && clubNameIn(i18n.locale, fixture.away);
  const date = formatDate(fixture.date, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      question={<Trans>Are you sure you want to delete this fixture and its result?</Trans>}
      itemName={away ? t`${home} vs ${away}, ${date}` : t`${home}: bye, ${date}`}
      pending={remove.isPending}
      error={error}
      onConfirm={() => void save(null, () => remove.mutateAsync(fixture.id), t`Fixture deleted`).then((deleted) => (deleted ? onClose() : null))}
    />
  );
}

/** Every fixture by round, each editable (date, time, venue, status, result) or deleted; a fixture added by hand. */
export function FixturesPanel({ competition }: { competition: AdminCompetition }) {
  const fixtures = useQuery(adminFixturesQuery(competition.id));
  const [editing, setEditing] = useState<EditableFixture | null>(null);
  const [deleting, setDeleting] = useState<EditableFixture | null>(null);
  const [adding, setAdding] = useState(false);
  const titleId = useId();
  let body;
  if (fixtures.isPending) body = <Skeleton height="8rem" />;
  else if (fixtures.isError && fixtures.data === undefined) body = <LoadError onRetry={() => void fixtures.refetch()} />;
  else if (fixtures.data.rounds.length === 0) {
    body = (
      <p className={s.muted}>
        <Trans>No fixtures yet: generate a round robin above, add one, or import a file.</Trans>
      </p>
    );
  } else {
    body = fixtures.data.rounds.map((round) => (
      <div key={round.round ?? "none"}>
        <h4 className={s.roundHeading}>{round.round === null ? <Trans>Other matches</Trans> : <Trans>Round {round.round}</Trans>}</h4>
        <ul className={s.list}>
          {round.fixtures.map((fixture) => (
            <FixtureLine key={fixture.id} fixture={fixture} onEdit={() => setEditing(fixture)} onDelete={() => setDeleting(fixture)} />
          ))}
        </ul>
      </div>
    ));
  }
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <div className={s.toolbar}>
        <h3 id={titleId} className={s.panelTitle}>
          <Trans>Fixtures and results</Trans>
        </h3>
        <Button size="sm" onClick={() => setAdding(true)} disabled={competition.entrants.length === 0}>
          <Trans>Add a fixture</Trans>
        </Button>
      </div>
      {body}
      {editing ? <FixtureDialog key={editing.id} fixture={editing} open onOpenChange={(open) => (open ? null : setEditing(null))} /> : null}
      {deleting ? <DeleteFixtureDialog key={deleting.id} fixture={deleting} onClose={() => setDeleting(null)} /> : null}
      {adding ? <AddFixtureDialog competition={competition} open onOpenChange={setAdding} /> : null}
    </section>
  );
}
