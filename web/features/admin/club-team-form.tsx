import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { competitionCodeOf } from "../../../domain/teams/team";
import { pairIn, useContentLanguage } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { clubsQuery, clubTeamsQuery } from "../clubs";
import { useAddEntrant, type AdminCompetition } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { useAdminSave } from "./use-admin-save";

/**
 * One of a club's teams by name (issue 22): a club fields several (a women's XV, an U18 ...), and
 * the list of clubs above enters each club's first team of the competition's code. Only the club's
 * active teams of that code that are not in the competition yet are offered.
 */
export function ClubTeamForm({ competition }: { competition: AdminCompetition }) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  const clubs = useQuery(clubsQuery(competition.code));
  const [clubId, setClubId] = useState<number | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const teams = useQuery({ ...clubTeamsQuery(clubId ?? 0), enabled: clubId !== null });
  const add = useAddEntrant();
  const { error, save } = useAdminSave();
  const ids = useId();
  const entered = new Set(competition.entrants.map((entrant) => entrant.teamId));
  const offered = (teams.data ?? []).filter((team) => team.active && competitionCodeOf(team.code) === competition.code && !entered.has(team.id));

  const chooseClub = (value: string) => {
    setClubId(value === "" ? null : Number(value));
    setTeamId(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (teamId === null) return;
    const saved = await save(null, () => add.mutateAsync({ competitionId: competition.id, json: { teamId } }), t`Team added`);
    if (saved) setTeamId(null);
  };

  return (
    <form className={f.form} onSubmit={(event) => void submit(event)} aria-label={t`Add one of a club's teams`} noValidate>
      <div className={f.twoColumns}>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-club`} className={f.label}>
            <Trans>Club</Trans>
          </label>
          <select id={`${ids}-club`} className={f.input} value={clubId ?? ""} onChange={(event) => chooseClub(event.target.value)}>
            <option value="">{t`Choose a club`}</option>
            {(clubs.data ?? []).map((club) => (
              <option key={club.id} value={club.id}>
                {pairIn(lang, club.name, club.nameEl).text}
              </option>
            ))}
          </select>
        </div>
        <div className={f.fieldWrap}>
          <label htmlFor={`${ids}-team`} className={f.label}>
            <Trans>Team</Trans>
          </label>
          <select
            id={`${ids}-team`}
            className={f.input}
            value={teamId ?? ""}
            onChange={(event) => setTeamId(event.target.value === "" ? null : Number(event.target.value))}
            disabled={clubId === null || offered.length === 0}
          >
            <option value="">{t`Choose a team`}</option>
            {offered.map((team) => (
              <option key={team.id} value={team.id}>
                {pairIn(lang, team.nameEn, team.nameEl).text}
              </option>
            ))}
          </select>
        </div>
      </div>
      {clubId !== null && teams.isSuccess && offered.length === 0 ? (
        <p className={s.muted}>
          <Trans>This club has no other team of this code to add.</Trans>
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" tone="outline" disabled={add.isPending || teamId === null}>
          <Trans>Add team</Trans>
        </Button>
      </div>
    </form>
  );
}
