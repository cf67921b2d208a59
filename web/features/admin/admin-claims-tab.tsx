import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useClubName } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { TextIn } from "../../ui/text";
import { Button } from "../../ui/button";
import { Alert, Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { adminKeys } from "./api";
import { claimsQuery, decideClaim, sendNewClaimLink, type ClaimRow, type ClaimStatus } from "./back-office-api";
import * as s from "./back-office.css";
import { DecisionControls } from "./decision-controls";

/**
 * An approved claimant who lost the link, or let it expire, before setting the club's sign-in:
 * the federation mails a fresh one (the old one stops working). Gone once the sign-in is set.
 */
function NewLinkAction({ claimId }: { claimId: number }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const newLink = useMutation({
    mutationFn: () => sendNewClaimLink(claimId),
    onSuccess: (answer) => {
      toaster.success({ title: t`New link sent`, description: i18n._(answer.message) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <div className={s.actions}>
      <p className={s.meta}>
        <Trans>The club has not set its sign-in details yet.</Trans>
      </p>
      <div className={s.buttons}>
        <Button tone="outline" onClick={() => newLink.mutate()} disabled={newLink.isPending}>
          {newLink.isPending ? <Trans>Sending...</Trans> : <Trans>Send a new link</Trans>}
        </Button>
      </div>
      {newLink.isError ? (
        <Alert tone="error" role="alert">
          {errorText(newLink.error)}
        </Alert>
      ) : null}
    </div>
  );
}

/** One claim request: who asked for which club, and, while pending, the decision with its reason. */
function ClaimCard({ claim }: { claim: ClaimRow }) {
  const { t } = useLingui();
  const clubName = useClubName({ name: claim.clubName, nameEl: claim.clubNameEl });
  return (
    <li className={s.card} data-testid="claim-card">
      <p className={s.title}>
        <TextIn value={clubName} />{" "}
        <Badge tone={claim.status === "pending" ? "warning" : claim.status === "approved" ? "success" : "neutral"}>
          {claim.status === "pending" ? t`Pending` : claim.status === "approved" ? t`Approved` : t`Rejected`}
        </Badge>
      </p>
      <p className={s.meta}>
        {claim.fullName} · <a href={`mailto:${claim.email}`}>{claim.email}</a> · {claim.phoneNumber}
      </p>
      <p className={s.meta}>{formatDate(claim.createdAt)}</p>
      {claim.message ? <p className={s.body}>{claim.message}</p> : null}
      {claim.decisionReason ? (
        <p className={s.meta}>
          <Trans>Reason:</Trans> {claim.decisionReason}
        </p>
      ) : null}
      {claim.status === "approved" && claim.clubAwaitsSignIn ? <NewLinkAction claimId={claim.id} /> : null}
      {claim.status === "pending" ? (
        <DecisionControls
          reasonLabel={<Trans>Reason (mailed to the claimant; required to reject)</Trans>}
          rejectLabel={<Trans>Reject</Trans>}
          decide={(decision, reason) => decideClaim(claim.id, decision, reason)}
        />
      ) : null}
    </li>
  );
}

/** The claims inbox, filtered by status (pending first). */
export function AdminClaimsTab() {
  const { t } = useLingui();
  const [status, setStatus] = useState<ClaimStatus | "">("pending");
  const claims = useQuery(claimsQuery(status || undefined));
  return (
    <section aria-label={t`Claims`}>
      <label className={s.filter}>
        <span>
          <Trans>Status</Trans>
        </span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus | "")}>
          <option value="pending">{t`Pending`}</option>
          <option value="approved">{t`Approved`}</option>
          <option value="rejected">{t`Rejected`}</option>
          <option value="">{t`All`}</option>
        </select>
      </label>
      {claims.isPending ? (
        <Spinner />
      ) : claims.isError ? (
        <LoadError onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <EmptyState>{t`No claim requests.`}</EmptyState>
      ) : (
        <ul className={s.list}>
          {claims.data.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}
