import { useEffect, useState, type ComponentType } from "react";
import { useOnDemand } from "../lib/use-on-demand";

/**
 * A component (typically a dialog with its form) whose code is fetched the first time it is
 * wanted, e.g. opened, instead of with the page: the dialog machinery, the form library and the
 * validation schema stay out of the page's first load.
 *
 *   const ClaimDialog = onDemand(() => import("./claim-dialog").then((m) => m.ClaimDialog), (p) => p.club !== null);
 *
 * Once loaded it stays mounted, so it closes with its usual transition. The service worker
 * precaches public chunks, so it opens offline too.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, isWanted: (props: P) => boolean) {
  return function OnDemand(props: P) {
    const wanted = isWanted(props);
    const [requests, setRequests] = useState(0);
    useEffect(() => {
      if (wanted) setRequests((count) => count + 1);
    }, [wanted]);
    const Component = useOnDemand(load, requests);
    return Component ? <Component {...props} /> : null;
  };
}
