import { useLingui } from "@lingui/react/macro";
import type { AnyFormApi } from "@tanstack/react-form";
import { useCallback, useId, useState } from "react";
import { showServerErrors } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";

type Texts = {
  /** Success toast title and description (SPEC section 8). */
  success: { title: string; description: string };
  /** The text when the server gives no usable message, e.g. 'An error occurred while creating news'. */
  fallback: string;
  /** Failure toast title; 'Error' unless the SPEC names another (e.g. 'Update Failed'). */
  failureTitle?: string;
};

/**
 * A dialog's or form's save: toast on success; on failure a toast, the same text inside the
 * dialog (so an official offline pitch-side sees why nothing happened) and the server's field
 * messages under their fields. The input is never cleared on failure.
 */
export function useDialogSave() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  // Each save's outcome replaces the toast of the one before (a failure, then the success).
  const about = useId();

  const save = useCallback(
    async (form: AnyFormApi, action: () => Promise<unknown>, texts: Texts): Promise<boolean> => {
      setError(undefined);
      try {
        await action();
        toaster.success({ ...texts.success, about });
        return true;
      } catch (failure) {
        const message = errorText(failure, texts.fallback);
        setError(message);
        showServerErrors(form, failure);
        toaster.error({ about, title: texts.failureTitle ?? t`Error`, description: message });
        return false;
      }
    },
    [about, errorText, t],
  );

  return { error, save, clearError: useCallback(() => setError(undefined), []) };
}
