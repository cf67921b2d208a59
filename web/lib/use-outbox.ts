import { useCallback, useEffect, useState } from "react";
import { listOutbox, removeFromOutbox, replayOutbox, subscribeOutbox, type OutboxItem } from "./outbox";

/**
 * The outbox as the page sees it: its items, kept current across tabs and the service worker,
 * and replayed on app start and whenever the browser comes back online. (Background Sync does the
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

  const dismiss = useCallback((id: string) => removeFromOutbox(id).catch(() => undefined), []);

  return { items, dismiss };
}
