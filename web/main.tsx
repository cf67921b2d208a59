import "./ui/global.css";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import { PAGE_DATA_ELEMENT_ID, SERVER_PAGE_ATTRIBUTE, type PageData } from "../schema/page-contract";
import { App } from "./app/app";
import { queryClient, refetchWhenServiceWorkerHasFreshData, saveCacheWhenLeaving } from "./app/query-client";
import { reviveApiError } from "./lib/api";
import { prepareDateFormats } from "./lib/format";
import { activateLocale, startLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { setDrawnAt } from "./lib/now";
import { preloadScreen } from "./routes";

// Before the first await: Chromium may offer installation while the catalogs are still loading.
listenForInstallPrompt();
refetchWhenServiceWorkerHasFreshData();
saveCacheWhenLeaving();

/** What the worker drew this page from (worker/modules/pages/pages.ts), if it drew this page. */
function takePageData(root: HTMLElement): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  element?.remove();
  if (!element || root.getAttribute(SERVER_PAGE_ATTRIBUTE) !== window.location.pathname) return undefined;
  try {
    return JSON.parse(element.textContent ?? "") as PageData;
  } catch {
    return undefined;
  }
}

/** React's recoverable errors (a hydration mismatch among them) are reported, never hidden. */
const rootOptions: RootOptions = {
  onRecoverableError: (error, info) => console.error("React recovered from an error", error, (error as { cause?: unknown }).cause, info.componentStack),
};

async function start() {
  const root = document.getElementById("root")!;
  const page = takePageData(root);
  // The language chosen, else the one the page was drawn in (a first visit: the browser's).
  const { locale, chosen } = startLocale(page?.locale);
  setTimeout(() => prepareDateFormats(locale));
  // The screen's code and the translations arrive together, before the first render.
  await Promise.all([activateLocale(locale, { remember: chosen }), preloadScreen(window.location.pathname)]);

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (page && page.locale === locale) {
    // The same data and the same "now" the server drew with: React adopts the markup as it is,
    // and TanStack Query asks the API for none of it until it goes stale.
    for (const query of page.state.queries) query.state.error = reviveApiError(query.state.error) as Error | null;
    hydrate(queryClient, page.state);
    setDrawnAt(page.drawnAt);
    hydrateRoot(root, app, rootOptions);
  } else {
    // No drawn page, or one drawn in the other language (a choice made since): draw anew.
    root.removeAttribute(SERVER_PAGE_ATTRIBUTE);
    createRoot(root, rootOptions).render(app);
  }
}

void start();
