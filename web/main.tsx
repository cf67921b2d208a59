/**
 * The one entry point, kept tiny: it chooses how this page runs.
 * - A public page the worker drew, in the visitor's language: only its islands run
 *   (web/islands/start.tsx); the rest of the page is HTML, and the SPA's code is never loaded.
 * - Anything else (the app's own screens, the dashboard, the shell the service worker answers
 *   with offline, a page drawn in a language the visitor has since left): the SPA
 *   (web/app/start-app.tsx), loaded now.
 */
import "./ui/global.css";
import { PAGE_DATA_ELEMENT_ID, SERVER_PAGE_ATTRIBUTE, type PageData } from "../schema/page-contract";
import { startLocale } from "./lib/i18n";
import { listenForInstallPrompt } from "./lib/install-prompt";

// Before the first await: Chromium may offer installation while the rest is still loading.
listenForInstallPrompt();

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

async function start() {
  const root = document.getElementById("root")!;
  const page = takePageData(root);
  // The language chosen, else the one the page was drawn in (a first visit: the browser's).
  const { locale, chosen } = startLocale(page?.locale);
  if (page && page.locale === locale) {
    const { startIslands } = await import("./islands/start");
    startIslands(page, { remember: chosen });
    // Its islands now take taps (a tap on one whose code is still on its way is held for it).
    root.removeAttribute(SERVER_PAGE_ATTRIBUTE);
    return;
  }
  const { startApp } = await import("./app/start-app");
  await startApp(locale, { remember: chosen });
}

void start();
