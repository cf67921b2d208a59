import "./ui/global.css";
import { hydrate } from "@tanstack/react-query";
import { render as renderOver, type ComponentChild } from "preact";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SERVER_PAGE_ATTRIBUTE } from "../worker/page-contract";
import { App } from "./app/app";
import { queryClient, refetchWhenServiceWorkerHasFreshData, saveCacheWhenLeaving } from "./app/query-client";
import { prepareDateFormats } from "./lib/format";
import { activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { askApiAgain, takeServerData } from "./lib/server-page";
import { preloadScreen } from "./routes";

// Before the first await: Chromium may offer installation while the catalogs are still loading.
listenForInstallPrompt();
refetchWhenServiceWorkerHasFreshData();
saveCacheWhenLeaving();

/** How long a ready app waits for the API to confirm the server's page before loading it itself. */
const CONFIRM_WAIT_MS = 150;

const wait = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

async function start() {
  const root = document.getElementById("root")!;
  // A page the worker drew (web/entry-server.tsx), and for this address?
  const serverData = takeServerData();
  const drawnHere = serverData && root.getAttribute(SERVER_PAGE_ATTRIBUTE) === window.location.pathname;
  const confirmed = drawnHere ? askApiAgain(serverData.answers) : Promise.resolve(false);
  const serverLocale = document.documentElement.lang;
  const screen = preloadScreen(window.location.pathname);
  const locale = storedLocale();
  setTimeout(() => prepareDateFormats(locale));
  await Promise.all([activateLocale(locale), screen]);

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The data the page was drawn with, if the API answers this browser the same (and soon):
  // otherwise (it fails, or is slow, for this visitor) the app loads the page itself.
  const useServerData = serverData && (await Promise.race([confirmed, wait(CONFIRM_WAIT_MS)]));
  if (useServerData) hydrate(queryClient, serverData.state);
  if (useServerData && serverLocale === locale) {
    // Take the page over where it is (never a spinner). Preact's own render over existing
    // children reuses the server's elements and corrects every attribute that differs (hydrate
    // would keep the server's); React's API has no such call.
    renderOver(app as unknown as ComponentChild, root);
  } else {
    // No page from the server, or one for another address or in the other language: draw anew.
    createRoot(root).render(app);
  }
  // The page is the app's now: its buttons take taps (web/ui/global.css.ts).
  root.removeAttribute(SERVER_PAGE_ATTRIBUTE);
}

void start();
