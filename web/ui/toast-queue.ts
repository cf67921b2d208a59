import type { CreateToasterReturn } from "@ark-ui/react/toast";

/**
 * The app's one toaster. Screens call `toaster.success({ title, description, about })` or
 * `toaster.error(...)` (re-exported by web/ui/toaster.tsx); `about` names the action, so a later
 * outcome of it replaces an earlier one (issue 19).
 *
 * Why a queue: the Ark UI toaster (state machines, layers, timers: ~15 KiB gzip) is only needed
 * once something is said, so it is not part of the first load. The first toast makes the shell's
 * `Toaster` fetch it (web/ui/toaster-view.tsx); toasts asked for meanwhile wait here and are then
 * shown in order. Both sides import this module, so neither imports the other.
 */
type ArkToastOptions = Parameters<CreateToasterReturn["create"]>[0];
export type ToastOptions = Omit<ArkToastOptions, "id"> & {
  /**
   * The action the toast reports ("login", "password-change"): a newer toast about the same action
   * takes the place of the one still shown, so "Login Failed" never stays beside "Login Successful".
   */
  about?: string;
};
export type ToastRequest = { type: "success" | "error"; options: ArkToastOptions };

let waiting: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | undefined;
/** How many toasts have waited for the toaster: each one is a new reason to fetch it. */
let waited = 0;
const listeners = new Set<() => void>();

function show(type: ToastRequest["type"], { about, ...options }: ToastOptions) {
  // One id per action: the Ark toaster updates the toast it already shows with that id.
  const request: ToastRequest = { type, options: about ? { ...options, id: `about:${about}` } : options };
  if (deliver) return deliver(request);
  waiting = waiting.filter((earlier) => !about || earlier.options.id !== request.options.id);
  waiting.push(request);
  waited += 1;
  for (const listener of listeners) listener();
}

export const toaster = {
  success: (options: ToastOptions) => show("success", options),
  error: (options: ToastOptions) => show("error", options),
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
