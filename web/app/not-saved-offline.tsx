import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { useOnline } from "../lib/use-online";
import { paths } from "../../schema/pages";
import { StatusCard } from "../ui/status-card";

/**
 * Offline, a page whose data was never fetched on this device (a club, an article or a match not
 * opened before) would wait for the network behind its loading placeholders for ever: its
 * queries are paused, not failed. Say so instead, and point to the pages that are kept.
 */
export function useNotSavedOffline(): boolean {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const waitingForNetwork = useSyncExternalStore(
    subscribe,
    () => cache.findAll({ type: "active" }).some((query) => query.state.status === "pending" && query.state.fetchStatus === "paused"),
    () => false,
  );
  return !online && waitingForNetwork;
}

/** What a page not saved for offline reading shows instead of its loading placeholders. */
export function NotSavedOfflineCard() {
  return (
    <StatusCard
      title={<Trans>This page has not been saved for offline reading</Trans>}
      description={
        <Trans>
          You have not opened it on this device while online. Pages you have read before are kept: try <Link href={paths.home}>Home</Link>,{" "}
          <Link href={paths.news}>News</Link>, <Link href={paths.clubs}>Clubs</Link> or <Link href={paths.fixtures}>Fixtures & Results</Link>.
        </Trans>
      }
    />
  );
}
