import { Trans } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api";
import { useClubName } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { TextIn } from "../../ui/text";
import { useClubSession } from "./session";
import * as s from "./impersonation-banner.css";

/**
 * While an admin acts as a person of a club (issues 12, 23), every page says so and offers Stop, which ends the
 * impersonation on the server at once.
 */
export function ImpersonationBanner() {
  const session = useClubSession();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => unwrap(api.admin.impersonation.stop.$post()),
    onSettled: () => queryClient.invalidateQueries(),
  });
  const acting = session.data?.impersonation;
  // The club by its name in the reader's language (issue 21).
  const shownName = useClubName({ name: acting?.clubName ?? "", nameEl: acting?.clubNameEl });
  if (!acting) return null;
  const clubName = <TextIn value={shownName} />;
  // Issue 23: the person acted as (a banner cached before it named only the club).
  const personName = acting.personName;
  return (
    <div className={s.banner} role="status" data-testid="impersonation-banner">
      <p className={s.text}>
        {personName ? (
          <Trans>
            You are acting as {personName} for {clubName}. Everything you do is recorded.
          </Trans>
        ) : (
          <Trans>You are acting as {clubName}. Everything you do is recorded.</Trans>
        )}
      </p>
      <Button size="sm" tone="light" onClick={() => stop.mutate()} disabled={stop.isPending}>
        <Trans>Stop</Trans>
      </Button>
    </div>
  );
}

