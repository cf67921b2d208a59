import { useSyncExternalStore } from "react";
import { useOnDemand } from "../lib/use-on-demand";
import { subscribeToWaiting, waitedCount } from "./toast-queue";

export { toaster } from "./toast-queue";

const loadView = () => import("./toaster-view");

/**
 * Mounted once by the app shell; renders nothing until the first toast is asked for, then fetches
 * the Ark UI toaster (web/ui/toaster-view.tsx), which shows what waited (web/ui/toast-queue.ts).
 */
export function Toaster() {
  // Also while hydrating a drawn page: the view arrives after the first render either way.
  const requests = useSyncExternalStore(subscribeToWaiting, waitedCount, waitedCount);
  const view = useOnDemand(loadView, requests);
  return view ? <view.ToasterView /> : null;
}
