import type { CreateToasterReturn } from "@ark-ui/react/toast";

/**
 * The app's one toaster. Screens call `toaster.success({ title, description })` or
 * `toaster.error(...)` (re-exported by web/ui/toaster.tsx).
 *
 * Why a queue: the Ark UI toaster (state machines, layers, timers: ~15 KiB gzip) is only needed
 * once something is said, so it is not part of the first load. The first toast makes the shell's
 * `Toaster` fetch it (web/ui/toaster-view.tsx); toasts asked for meanwhile wait here and are then
 * shown in order. Both sides import this module, so neither imports the other.
 */
export type ToastOptions = Parameters<CreateToasterReturn["create"]>[0];
export type ToastRequest = { type: "success" | "error"; options: ToastOptions };

let waiting: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | undefined;
/** How many toasts have waited for the toaster: each one is a new reason to fetch it. */
let waited = 0;
const listeners = new Set<() => void>();

function show(request: ToastRequest) {
  if (deliver) return deliver(request);
  waiting.push(request);
  waited += 1;
  for (const listener of listeners) listener();
}

export const toaster = {
  success: (options: ToastOptions) => show({ type: "success", options }),
  error: (options: ToastOptions) => show({ type: "error", options }),
};

/** Called by the loaded toaster: it shows what waited and takes every later request itself. */
export function connectToaster(next: (request: ToastRequest) => void) {
  deliver = next;
  const earlier = waiting;
  waiting = [];
  for (const request of earlier) next(request);
}

export const subscribeToWaiting = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const waitedCount = () => waited;
