import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Alert, Badge } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { clubsQuery } from "../clubs";
import { useAddEntrant, useRemoveEntrant, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { useAdminSave } from "./use-admin-save";

/** The competition's teams: member clubs (from the clubs list) or guest teams with only a name. */
export function EntrantsPanel({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const clubs = useQuery(clubsQuery(competition.code));
  const add = useAddEntrant();
  const remove = useRemoveEntrant();
  const { error, save } = useAdminSave();
  const [kind, setKind] = useState<"club" | "guest">("club");
  const [clubId, setClubId] = useState("");
  const [name, setName] = useState("");
  const ids = useId();
  const entered = new Set(competition.entrants.map((entrant) => entrant.clubId));
  const available = (clubs.data ?? []).filter((club) => !entered.has(club.id));
  // A club just added leaves the choices: the choice falls back to none by itself.
  const chosen = available.some((club) => String(club.id) === clubId) ? clubId : "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const json = kind === "club" ? { clubId: chosen === "" ? null : Number(chosen) } : { name };
    const saved = await save(null, () => add.mutateAsync({ competitionId: competition.id, json }), t`Team added`);
    if (saved && kind === "guest") setName("");
  };

  return (
    <section className={s.panel} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={s.panelTitle}>
        <Trans>Teams ({competition.entrants.length})</Trans>
      </h3>
      {competition.entrants.length > 0 ? (
        <ul className={s.list} aria-label={t`Teams`}>
          {competition.entrants.map((entrant) => (
            <li key={entrant.id} className={s.listRow}>
              <span className={s.rowText}>
                {entrant.name}{" "}
                {entrant.clubId === null ? (
                  <Badge tone="neutral">
                    <Trans>Guest</Trans>
                  </Badge>
                ) : null}
              </span>
              <Button
                size="sm"
                tone="ghost"
                aria-label={t`Remove ${entrant.name}`}
                onClick={() => void save(null, () => remove.mutateAsync({ competitionId: competition.id, entrantId: entrant.id }), t`Team removed`)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>
          <Trans>No teams yet. Add member clubs or guest teams.</Trans>
        </p>
      )}
      <form className={f.form} onSubmit={(event) => void submit(event)} aria-label={t`Add a team`} noValidate>
        <fieldset className={f.fieldset}>
          <legend className={f.label}>
            <Trans>Add a team</Trans>
          </legend>
          <label className={f.checkboxRow}>
            <input type="radio" name={`${ids}-kind`} checked={kind === "club"} onChange={() => setKind("club")} />
            <Trans>A member club</Trans>
          </label>
          <label className={f.checkboxRow}>
            <input type="radio" name={`${ids}-kind`} checked={kind === "guest"} onChange={() => setKind("guest")} />
            <Trans>A guest team (not a member: only a name)</Trans>
          </label>
        </fieldset>
        {kind === "club" ? (
          <div className={f.fieldWrap}>
            <label htmlFor={`${ids}-club`} className={f.label}>
              <Trans>Member club</Trans>
            </label>
            <select id={`${ids}-club`} className={f.input} value={chosen} onChange={(event) => setClubId(event.target.value)}>
              <option value="">{t`Choose a club`}</option>
              {available.map((club) => (
                <option key={club.id} value={club.id}>
                  {club.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className={f.fieldWrap}>
            <label htmlFor={`${ids}-name`} className={f.label}>
              <Trans>Guest team's name</Trans>
            </label>
            <input id={`${ids}-name`} className={f.input} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </div>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Button type="submit" disabled={add.isPending}>
            <Trans>Add team</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
