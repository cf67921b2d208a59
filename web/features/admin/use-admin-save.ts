import { useLingui } from "@lingui/react/macro";
import type { AnyFormApi } from "@tanstack/react-form";
import { useCallback, useId, useState } from "react";
import { showServerErrors } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";

/**
 * A save of the competitions admin: a toast on success; on failure a toast, the same text beside
 * the form, and the server's field messages under their fields. The input is kept on failure.
 * A dialog's failure is told in the dialog only: on a phone a toast lies over the dialog's
 * buttons, and the corrected form could not be sent again until it went (issue 19, point 6).
 */
export function useAdminSave({ inDialog = false }: { inDialog?: boolean } = {}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  // Each save's outcome replaces the toast of the one before (a failure, then the success).
  const about = useId();
  const save = useCallback(
    async (form: AnyFormApi | null, action: () => Promise<unknown>, success: string): Promise<boolean> => {
      setError(undefined);
      try {
        await action();
        toaster.success({ about, title: success });
        return true;
      } catch (failure) {
        const message = errorText(failure);
        setError(message);
        if (form) showServerErrors(form, failure);
        if (!inDialog) toaster.error({ about, title: t`Error`, description: message });
        return false;
      }
    },
    [about, errorText, inDialog, t],
  );
  return { error, save, clearError: useCallback(() => setError(undefined), []) };
}
