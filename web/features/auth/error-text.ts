import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { messageForPeople, OFFLINE_MESSAGE, OfflineError } from "../../lib/api";

/**
 * The text a toast shows for a failed call, in the reader's language. The server answers with
 * English message ids (schema/messages.ts and this feature's known answers), so they translate;
 * the status code prefix of `ApiError.message` is for logs, not for people.
 */
export function useErrorText() {
  const { i18n, t } = useLingui();
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (error instanceof OfflineError) return i18n._(OFFLINE_MESSAGE);
      const message = messageForPeople(error);
      if (message) return i18n._(message);
      return fallback ?? t`Something went wrong. Please try again.`;
    },
    [i18n, t],
  );
}
