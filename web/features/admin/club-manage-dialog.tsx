import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert, LoadError, Spinner } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { adminClubQuery, adminKeys, changeClubState, type AdminClubDetails, type ClubStateChange } from "./api";
import * as s from "./back-office.css";
import { ClubStatusBadges } from "./club-status-badges";

const signInTime = (at: string) => formatDate(at, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function LastSignIn({ at }: { at: string | null }) {
  const { t } = useLingui();
  if (!at) return <p className={s.meta}>{t`Never signed in`}</p>;
  const time = signInTime(at);
  return <p className={s.meta}>{t`Last sign-in: ${time}`}</p>;
}

/** Who speaks for the club: its sign-in account (with its last sign-in), the responsible person, approved claimants. */
function Officials({ club }: { club: AdminClubDetails }) {
  const { t } = useLingui();
  const roles = { account: t`Sign-in account`, responsible: t`Responsible person`, claimant: t`Approved claimant` };
  return (
    <ul className={s.list} aria-label={t`Officials`}>
      {club.officials.map((official, index) => (
        <li key={`${official.role}-${index}`} className={s.card}>
          <p className={s.title}>{roles[official.role]}</p>
          <p className={s.meta}>
            {official.name} · <a href={`mailto:${official.email}`}>{official.email}</a>
            {official.phone ? ` · ${official.phone}` : ""}
          </p>
          {official.role === "account" ? <LastSignIn at={official.lastLoginAt} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Verify, deactivate or reactivate: each recorded in the audit log, the lists reloaded after. */
function StateActions({ club }: { club: AdminClubDetails }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: ClubStateChange) => changeClubState(club.id, action),
    onSuccess: async (_, action) => {
      const done = { verify: t`Club verified`, deactivate: t`Club deactivated`, reactivate: t`Club reactivated` };
      toaster.success({ title: done[action] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  if (club.isAdmin) {
    return (
      <p className={s.meta}>
        <Trans>The federation's own account cannot be changed here.</Trans>
      </p>
    );
  }
  return (
    <div className={s.actions}>
      <div className={s.buttons}>
        {club.isVerified ? null : (
          <Button onClick={() => change.mutate("verify")} disabled={change.isPending}>
            <Trans>Verify</Trans>
          </Button>
        )}
        {club.isActive ? (
          <Button tone="danger" onClick={() => change.mutate("deactivate")} disabled={change.isPending}>
            <Trans>Deactivate</Trans>
          </Button>
        ) : (
          <Button onClick={() => change.mutate("reactivate")} disabled={change.isPending}>
            <Trans>Reactivate</Trans>
          </Button>
        )}
      </div>
      <p className={s.meta}>
        <Trans>A deactivated club disappears from public lists and can no longer sign in; its history is kept.</Trans>
      </p>
      {change.isError ? (
        <Alert tone="error" role="alert">
          {errorText(change.error)}
        </Alert>
      ) : null}
    </div>
  );
}

/** One club for the federation: its state, last sign-in, officials, and what can be done to it. */
export function ClubManageDialog({ clubId, clubName, open, onOpenChange }: { clubId: number; clubName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const club = useQuery({ ...adminClubQuery(clubId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={clubName} wide>
      {club.isPending ? (
        <Spinner />
      ) : club.isError ? (
        <LoadError onRetry={() => void club.refetch()} />
      ) : (
        <div className={s.section}>
          <ClubStatusBadges club={club.data} />
          <StateActions club={club.data} />
          <h3 className={s.sectionTitle}>
            <Trans>Officials</Trans>
          </h3>
          <Officials club={club.data} />
        </div>
      )}
    </Dialog>
  );
}
