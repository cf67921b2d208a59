import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { matchesQuery, queryKeys } from "../../../schema/text-search";
import { pairIn, useContentLanguage } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { TextIn } from "../../ui/text";
import { Alert, Badge } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { clubsQuery } from "../clubs";
import { ClubTeamForm } from "./club-team-form";
import { useAddEntrant, useRemoveEntrant, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { useAdminSave } from "./use-admin-save";

/**
 * Member clubs to enter, several at once: a list of check boxes, narrowed by a search field (a
 * phone shows every club of the code in a box that scrolls). Each club is one POST …/entrants, in
 * turn, which enters the club's first team of the competition's code (issue 22: entrants are
 * teams; ClubTeamForm picks another one); a refused one stops the rest, and the clubs with a team
 * entered leave the list.
 */
function MemberClubsForm({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const clubs = useQuery(clubsQuery(competition.code));
  const lang = useContentLanguage();
  const add = useAddEntrant();
  const { error, save } = useAdminSave();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState("");
  const ids = useId();
  const entered = new Set(competition.entrants.map((entrant) => entrant.clubId));
  const available = (clubs.data ?? []).filter((club) => !entered.has(club.id));
  // Found as the site's search finds it: in either language, with or without accents, in Greeklish.
  const keys = queryKeys(search);
  const shown = keys.length === 0 ? available : available.filter((club) => matchesQuery(`${club.name} ${club.nameEl ?? ""} ${club.abbreviation}`, keys));
  // A club just entered leaves the choices: the count follows by itself.
  const picked = available.filter((club) => chosen.has(club.id));
  const count = picked.length;

  const toggle = (clubId: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(clubId);
      else next.delete(clubId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    const saved = await save(
      null,
      async () => {
        for (const club of picked) await add.mutateAsync({ competitionId: competition.id, json: { clubId: club.id } });
      },
      t`Teams added: ${count}`,
    );
    if (saved) setChosen(new Set());
  };

  return (
    <form className={f.form} onSubmit={(event) => void submit(event)} aria-label={t`Add member clubs`} noValidate>
      <fieldset className={f.fieldset}>
        <legend className={f.label}>
          <Trans>Member clubs</Trans>
        </legend>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-search`} className={f.label}>
            <Trans>Find a club</Trans>
          </label>
          <input id={`${ids}-search`} type="search" className={f.input} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </div>
        {available.length === 0 ? (
          <p className={s.muted}>{clubs.isPending ? <Trans>Loading clubs...</Trans> : <Trans>Every member club of this code is entered.</Trans>}</p>
        ) : (
          <ul className={s.pickList} aria-label={t`Member clubs to add`}>
            {shown.map((club) => (
              <li key={club.id}>
                <label className={f.checkboxRow}>
                  <input type="checkbox" className={f.checkbox} checked={chosen.has(club.id)} onChange={(event) => toggle(club.id, event.target.checked)} />
                  <TextIn value={pairIn(lang, club.name, club.nameEl)} />
                </label>
              </li>
            ))}
            {shown.length === 0 ? (
              <li className={s.muted}>
                <Trans>No club matches.</Trans>
              </li>
            ) : null}
          </ul>
        )}
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" disabled={add.isPending || count === 0} aria-busy={add.isPending}>
          {add.isPending ? <Trans>Adding...</Trans> : <Trans>Add chosen clubs ({count})</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** A team that is not a member club: only a name. */
function GuestTeamForm({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const add = useAddEntrant();
  const { error, save } = useAdminSave();
  const [name, setName] = useState("");
  const [nameEl, setNameEl] = useState("");
  const ids = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // One of the two names is enough (issue 21).
    const saved = await save(null, () => add.mutateAsync({ competitionId: competition.id, json: { name: name.trim() || null, nameEl: nameEl.trim() || null } }), t`Team added`);
    if (saved) {
      setName("");
      setNameEl("");
    }
  };
  return (
    <form className={f.form} onSubmit={(event) => void submit(event)} aria-label={t`Add a guest team`} noValidate>
      <div className={f.languagePair}>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-name`} className={f.label}>
            <Trans>Guest team's name (English)</Trans>
          </label>
          <input id={`${ids}-name`} className={f.input} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" lang="en" />
        </div>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-name-el`} className={f.label}>
            <Trans>Guest team's name (Greek)</Trans>
          </label>
          <input id={`${ids}-name-el`} className={f.input} value={nameEl} onChange={(event) => setNameEl(event.target.value)} autoComplete="off" lang="el" />
        </div>
      </div>
      <p className={f.hint}>
        <Trans>A guest team is not a member: it has only a name. One of the two names is enough.</Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" tone="outline" disabled={add.isPending}>
          <Trans>Add guest team</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The competition's teams: member clubs' teams (from the clubs list, several at once, or one team by name) or guest teams with only a name. */
export function EntrantsPanel({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  const remove = useRemoveEntrant();
  const { error, save } = useAdminSave();
  const ids = useId();
  return (
    <section className={s.panel} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={s.panelTitle}>
        <Trans>Teams ({competition.entrants.length})</Trans>
      </h3>
      {competition.entrants.length > 0 ? (
        <ul className={s.list} aria-label={t`Teams`}>
          {competition.entrants.map((entrant) => {
            const name = pairIn(lang, entrant.name, entrant.nameEl);
            return (
            <li key={entrant.id} className={s.listRow}>
              <span className={s.rowText}>
                <TextIn value={name} />{" "}
                {entrant.clubId === null ? (
                  <Badge tone="neutral">
                    <Trans>Guest</Trans>
                  </Badge>
                ) : null}
              </span>
              <Button
                size="sm"
                tone="ghost"
                aria-label={t`Remove ${name.text}`}
                onClick={() => void save(null, () => remove.mutateAsync({ competitionId: competition.id, entrantId: entrant.id }), t`Team removed`)}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
            );
          })}
        </ul>
      ) : (
        <p className={s.muted}>
          <Trans>No teams yet. Add member clubs or guest teams.</Trans>
        </p>
      )}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <MemberClubsForm competition={competition} />
      <ClubTeamForm competition={competition} />
      <GuestTeamForm competition={competition} />
    </section>
  );
}
