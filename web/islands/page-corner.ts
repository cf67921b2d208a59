/**
 * When a drawn page needs the PWA's corner (web/app/pwa-dock.tsx with the toaster): only once it
 * has something to say. Its code (about 17 KiB) is not what a visitor came for, so a page that
 * has nothing to say never loads it (issue 25: only what a visitor can use ships code).
 *
 * It has something to say when:
 * - the browser is offline ("You are offline", and how old the page is), now or later;
 * - the page is a copy kept on the device, older than a few minutes ("Last updated 2 hours ago");
 * - Chromium offers installation ("Install app");
 * - forms wait in the outbox, from an earlier page or queued by an island now (they are replayed
 *   and shown);
 * - a new version of the service worker waits ("New version available");
 * - an island asks for a toast.
 *
 * This module registers the service worker itself (so a first visit installs it and the next one
 * paints from the device), and checks for a new version every hour while the page stays open.
 */
import { canInstall, subscribeInstallPrompt } from "../lib/install-prompt";
import { OUTBOX_CHANNEL, outboxHasItems } from "../lib/outbox-store";
import { subscribeToWaiting, waitedCount } from "../ui/toast-queue";

/** The built service worker (web/pwa.config.ts: web/sw.ts, scope "/"). */
const SERVICE_WORKER_URL = "/sw.js";
/** A page left open all day (a fan's tab at the ground) still learns about new versions. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker; `onWaiting` when a new version waits to take over this page. */
function registerServiceWorker(onWaiting: () => void) {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Undefined where registration is stubbed out (a test browser blocking service workers).
      if (!registration) return;
      const waits = () => Boolean(registration.waiting && navigator.serviceWorker.controller);
      if (waits()) return onWaiting();
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && waits()) onWaiting();
        });
      });
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    () => undefined, // no service worker (a private mode): the page works as drawn
  );
}

/** Calls `start` once, as soon as the page's corner has something to say. */
export function startCornerWhenNeeded(start: () => void, { pageIsOld }: { pageIsOld: boolean }) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  registerServiceWorker(once);
  window.addEventListener("offline", once, { once: true });
  subscribeInstallPrompt(once);
  subscribeToWaiting(once);
  if (typeof BroadcastChannel !== "undefined") new BroadcastChannel(OUTBOX_CHANNEL).addEventListener("message", once, { once: true });
  if (pageIsOld || !navigator.onLine || canInstall() || waitedCount() > 0) return once();
  void outboxHasItems().then((waiting) => waiting && once(), () => undefined);
}
