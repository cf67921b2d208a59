import "./ui/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { refetchWhenServiceWorkerHasFreshData, saveCacheWhenLeaving } from "./app/query-client";
import { activateLocale, storedLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { preloadScreen } from "./routes";

// Before the first await: Chromium may offer installation while the catalogs are still loading.
listenForInstallPrompt();
refetchWhenServiceWorkerHasFreshData();
saveCacheWhenLeaving();

async function start() {
  preloadScreen(window.location.pathname);
  await activateLocale(storedLocale());
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
