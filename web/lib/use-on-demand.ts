import { useEffect, useState } from "react";
import { stringsForLaterParts } from "./i18n";

/**
 * A piece of optional UI (the mobile drawer, the toaster, the club menu) whose code is fetched
 * only when it is first wanted, so it stays out of every page's first load.
 *
 * `request` is 0 while the piece is not wanted; each new positive value asks for it (again).
 * Unlike `React.lazy`, a failed fetch (offline, before the service worker has cached the chunk)
 * does not throw into the page: the piece simply stays away, and the next request tries again.
 * Its strings arrive with it (on a drawn public page they are a catalog of their own, web/lib/i18n.ts).
 */
export function useOnDemand<T>(load: () => Promise<T>, request: number, onFailure?: () => void): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    if (request === 0 || loaded) return;
    let current = true;
    Promise.all([load(), stringsForLaterParts()]).then(
      ([module]) => {
        // A function (a component) would be taken for a state updater: wrap it.
        if (current) setLoaded(() => module);
      },
      () => {
        if (current) onFailure?.();
      },
    );
    return () => {
      current = false;
    };
    // `load` and `onFailure` are fixed per caller; only a new request starts a new attempt.
  }, [request, loaded]);
  return loaded;
}
