/**
 * Issue 24: an entry typed before registration becomes its registration's. The choices are the
 * club's licensed registrations the club has not placed yet (their roster entry, made at
 * licensing, still empty); the typed entry keeps its position, number, height and weight.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { textIn } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { ownPlayersQuery, ownTeamsQuery, useLinkPlayer, type OwnPlayer } from "./api";
import { NONE } from "./players-registration";
import * as s from "./players.css";

type Props = { player?: OwnPlayer; onOpenChange: (open: boolean) => void };

/** A registered player the club has not placed yet: the entry the licensing made, still empty. */
const isUnplaced = (entry: OwnPlayer) => entry.registrationId !== null && entry.position === "";

export function PlayerLinkDialog({ player, onOpenChange }: Props) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const link = useLinkPlayer();
  const roster = useQuery({ ...ownPlayersQuery(), enabled: player !== undefined });
  const teams = useQuery({ ...ownTeamsQuery(), enabled: player !== undefined });
  const [chosen, setChosen] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const choices = (roster.data ?? []).filter(isUnplaced);
  const teamName = (teamId: number | null) => {
    const team = teams.data?.find((item) => item.id === teamId);
    return team ? (textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn) : null;
  };

  const close = (open: boolean) => {
    if (!open) {
      setChosen(undefined);
      setFailure(undefined);
    }
    onOpenChange(open);
  };
  const save = async () => {
    if (!player || chosen === undefined) return;
    try {
      await link.mutateAsync({ id: player.id, registrationId: chosen });
      toaster.success({ title: t`Player linked`, description: t`${player.name} is now the registered player's entry on your roster.` });
      close(false);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Dialog
      open={player !== undefined}
      onOpenChange={close}
      busy={link.isPending}
      title={<Trans>Link to a registration</Trans>}
      description={
        player ? (
          <Trans>
            Choose the registration that is {player.name}. The entry keeps its position, number, height and weight; the name and date of birth become the registered person's.
          </Trans>
        ) : undefined
      }
      footer={
        <div className={s.importActions}>
          <Button tone="outline" onClick={() => close(false)} disabled={link.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} disabled={chosen === undefined || link.isPending} data-testid="player-link-save">
            <Trans>Link the entry</Trans>
          </Button>
        </div>
      }
    >
      {roster.isSuccess && choices.length === 0 ? (
        <Alert tone="info">
          <Trans>Every licensed registration of your club already has its own entry on your roster.</Trans>
        </Alert>
      ) : (
        <fieldset className={s.linkFieldset}>
          <legend className={s.personFactLabel}>
            <Trans>Licensed registrations without an entry</Trans>
          </legend>
          <ul className={s.linkChoices}>
            {choices.map((entry) => (
              <li key={entry.registrationId}>
                <label className={s.linkChoice}>
                  <input type="radio" name="registration" checked={chosen === entry.registrationId} onChange={() => setChosen(entry.registrationId!)} />
                  <span>
                    <strong>{entry.name}</strong>
                    <br />
                    <span className={s.registration}>
                      {[teamName(entry.teamId), entry.season].filter(Boolean).join(" · ")}
                      {" · "}
                      <Trans>Licence</Trans> {entry.licenceNumber ?? NONE}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Dialog>
  );
}
