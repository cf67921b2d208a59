import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Runs a dialog's close a moment after a save (SPEC: news dialogs close about 1 s later), so the
 * official sees the saved state; the timer is dropped if the dialog goes away first.
 */
export function useDelayedClose(delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(
    (close: () => void) => {
      clearTimeout(timer.current);
      setPending(true);
      timer.current = setTimeout(() => {
        setPending(false);
        close();
      }, delayMs);
    },
    [delayMs],
  );
  return { start, pending };
}
