/**
 * Chromium's install offer. The browser fires `beforeinstallprompt` once, possibly before the app
 * has rendered, so it is caught at boot (main.tsx) and kept
 * here until the user asks to install.
 * Safari and Firefox never fire it: there the "Install app" button simply does not appear.
 */

/** Not in TypeScript's DOM types. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
};

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's own mini-infobar quiet; our button makes the offer instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const canInstall = () => deferred !== null;

/** Shows the browser's install dialog. The event can be used once, whatever the answer. */
export async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const event = deferred;
  if (!event) return "unavailable";
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
