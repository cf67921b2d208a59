import { useCallback, useEffect, useState } from "react";
import { listOutbox, removeFromOutbox, replayOutbox, subscribeOutbox, type OutboxItem } from "./outbox";

/**
 * The outbox as the page sees it: its items, kept current across tabs and the service worker,
 * and replayed on app start, whenever the browser comes back online, and when the server said
 * to try again (an item's `retryAt`). (Background Sync does the
 * same from the service worker where the browser has it; Safari and Firefox do not.)
 */
export function useOutbox() {
  const [items, setItems] = useState<OutboxItem[]>([]);

  const refresh = useCallback(() => {
    listOutbox()
      .then(setItems)
      .catch(() => setItems([])); // no IndexedDB (some private modes): nothing can be queued either
  }, []);

  useEffect(() => {
    refresh();
    const unsubscribe = subscribeOutbox(refresh);
    const replay = () => {
      if (navigator.onLine) replayOutbox().catch(() => undefined);
    };
    replay();
    window.addEventListener("online", replay);
    return () => {
      unsubscribe();
      window.removeEventListener("online", replay);
    };
  }, [refresh]);

  // An item the server asked to wait for (a 503 with Retry-After) is sent again when it said,
  // even though the connection never went away.
  const nextRetryAt = Math.min(...items.filter((item) => item.status === "queued" && item.retryAt !== undefined).map((item) => item.retryAt!));
  useEffect(() => {
    if (!Number.isFinite(nextRetryAt)) return;
    const timer = setTimeout(() => {
      if (navigator.onLine) replayOutbox().catch(() => undefined);
    }, Math.max(0, nextRetryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextRetryAt]);

  const dismiss = useCallback((id: string) => removeFromOutbox(id).catch(() => undefined), []);

  return { items, dismiss };
}
