import { useLingui } from "@lingui/react/macro";
import type { UseMutationResult } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";

type DeleteTexts = { success: { title: string; description: string }; fallback: string };

/**
 * Which item is waiting for confirmation, and the delete itself: toast on success and the dialog
 * closes; on failure a toast and the reason inside the still-open dialog.
 */
export function useDeleteFlow<T extends { id: number }>(mutation: UseMutationResult<unknown, Error, number>, texts: DeleteTexts) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [target, setTarget] = useState<T>();
  const [error, setError] = useState<string>();
  // A retried delete's outcome replaces the toast of the failed try.
  const about = useId();

  const close = () => {
    setTarget(undefined);
    setError(undefined);
  };

  return {
    target,
    ask: (item: T) => {
      setError(undefined);
      setTarget(item);
    },
    dialog: {
      open: target !== undefined,
      onOpenChange: (open: boolean) => {
        if (!open) close();
      },
      pending: mutation.isPending,
      error,
      onConfirm: () => {
        if (!target) return;
        setError(undefined);
        mutation.mutate(target.id, {
          onSuccess: () => {
            toaster.success({ ...texts.success, about });
            close();
          },
          onError: (failure) => {
            const message = errorText(failure, texts.fallback);
            setError(message);
            toaster.error({ about, title: t`Error`, description: message });
          },
        });
      },
    },
  };
}
