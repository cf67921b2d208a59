/**
 * Public forms (academy registration, club claim) that must not be lost without signal.
 *
 *   const { submit, queued, reset } = useQueuedSubmission("academy");
 *   useMutation({ mutationFn: submit, onSuccess: (result) => result.queued ? ... : ... })
 *
 * Online, `submit` sends at once (with an `Idempotency-Key`) and answers like any call: the data,
 * or an `ApiError` the form shows. Offline, when the request never reaches the server, or when the
 * server cannot take it now (a storage fault's 503, a 429: `asksToRetryLater`), it keeps the
 * submission in the outbox and answers `{ queued: true }`; the outbox sends it later (after the
 * server's Retry-After, `item.retryAt`).
 */
import type { ClientResponse } from "hono/client";
import { useCallback, useState } from "react";
import { unwrap } from "./api";
import { asksToRetryLater, enqueue, newIdempotencyKey, OUTBOX_SYNC_TAG, retryAtOf, sendSubmission, type OutboxItem, type OutboxKind, type OutboxPayloads } from "./outbox";

export type SubmissionResult = { queued: false } | { queued: true; item: OutboxItem };

/** The part of Background Sync we use (Chromium only; not in TypeScript's DOM types). */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the service worker to send the outbox as soon as the connection is back, even if the tab
 * is closed by then. Safari and Firefox have no Background Sync: there the app replays on start
 * and on `online` instead (see useOutbox).
 */
function requestBackgroundSync() {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((registration) =>
    (registration as SyncRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG).catch(() => {
      // Permission refused or not supported: the page's own replay still runs.
    }),
  );
}

export function useQueuedSubmission<K extends OutboxKind>(kind: K) {
  const [queuedItem, setQueuedItem] = useState<OutboxItem | null>(null);

  const submit = useCallback(
    async (payload: OutboxPayloads[K]): Promise<SubmissionResult> => {
      const key = newIdempotencyKey();
      const queue = async (retryAt?: number): Promise<SubmissionResult> => {
        const item = await enqueue(kind, payload, key, retryAt);
        setQueuedItem(item);
        requestBackgroundSync();
        return { queued: true, item };
      };
      if (!navigator.onLine) return queue();
      let response: ClientResponse<unknown>;
      try {
        response = await sendSubmission(kind, payload, key);
      } catch (error) {
        // No network (fetch's TypeError). The request may have reached the server before the
        // signal dropped: the same key makes the later replay land only once.
        if (error instanceof TypeError) return queue();
        throw error;
      }
      if (asksToRetryLater(response.status)) return queue(retryAtOf(response));
      await unwrap(Promise.resolve(response));
      return { queued: false };
    },
    [kind],
  );

  const reset = useCallback(() => setQueuedItem(null), []);

  return { submit, queued: queuedItem !== null, queuedItem, reset };
}
