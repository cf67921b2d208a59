/**
 * The SPA: the app's own screens (sign-in, accounts, dashboards, the back office, search), a
 * public page reached inside the app, and the shell the service worker answers offline with. A
 * public page the worker drew starts its islands instead (web/main.tsx, web/islands/start.tsx)
 * and never loads this module.
 */
import { StrictMode } from "react";
import { createRoot, type RootOptions } from "react-dom/client";
import { SERVER_PAGE_ATTRIBUTE } from "../../schema/page-contract";
import { prepareDateFormats } from "../lib/format";
import { activateLocale, type Locale } from "../lib/i18n";
import { preloadScreen } from "../routes";
import { App } from "./app";
import { refetchWhenServiceWorkerHasFreshData } from "./query-defaults";
import { queryClient, saveCacheWhenLeaving } from "./query-client";

/** React's recoverable errors are reported, never hidden. */
const rootOptions: RootOptions = {
  onRecoverableError: (error, info) => console.error("React recovered from an error", error, (error as { cause?: unknown }).cause, info.componentStack),
};

/**
 * Draws the app in `locale` (`remember`: the visitor chose it). A page the worker drew in the
 * other language (a choice made since it was kept) is drawn anew.
 */
export async function startApp(locale: Locale, { remember }: { remember: boolean }) {
  refetchWhenServiceWorkerHasFreshData(queryClient);
  saveCacheWhenLeaving();
  const root = document.getElementById("root")!;
  setTimeout(() => prepareDateFormats(locale));
  // The screen's code and the translations arrive together, before the first render.
  await Promise.all([activateLocale(locale, { remember }), preloadScreen(window.location.pathname)]);
  root.removeAttribute(SERVER_PAGE_ATTRIBUTE);
  createRoot(root, rootOptions).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
