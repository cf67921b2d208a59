import "./ui/global.css";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { queryClient, refetchWhenServiceWorkerHasFreshData, saveCacheWhenLeaving } from "./app/query-client";
import { activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { takeServerData } from "./lib/server-page";
import { preloadScreen } from "./routes";

// Before the first await: Chromium may offer installation while the catalogs are still loading.
listenForInstallPrompt();
refetchWhenServiceWorkerHasFreshData();
saveCacheWhenLeaving();

async function start() {
  // A page the worker rendered (web/entry-server.tsx) comes with the data it was drawn with.
  const serverData = takeServerData();
  if (serverData) hydrate(queryClient, serverData);
  const screen = preloadScreen(window.location.pathname);
  await activateLocale(storedLocale());
  // Take a server-rendered page over only once its screen's code is here, so it never blinks to a spinner.
  if (serverData) await screen;
  const root = document.getElementById("root")!;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The page is the app's now: its buttons take taps (web/ui/global.css.ts).
  root.removeAttribute("data-server-page");
}

void start();
