import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { SERVER_PAGE_ATTRIBUTE } from "../../schema/page-contract";
import { i18n } from "../lib/i18n";
import { useOnDemand } from "../lib/use-on-demand";
import { useScrollOnNavigate } from "../lib/use-scroll-on-navigate";
import { AppRoutes } from "../routes";
import { Toaster } from "../ui/toaster";
import { Footer } from "./footer";
import { Header } from "./header";
import { ImpersonationBannerIsland } from "./session-islands";
import { NotSavedOfflineCard, useNotSavedOffline } from "./not-saved-offline";
import { RouteErrorBoundary } from "./route-error-boundary";
import { cacheRestored, persistOptions, queryClient } from "./query-client";
import * as s from "./shell.css";

function ScrollOnNavigate() {
  useScrollOnNavigate();
  return null;
}

const loadPwaDock = () => import("./pwa-dock");

/**
 * The PWA corner (offline state, queued forms, update prompt, install offer) arrives just after
 * the first render: it is not what a visitor came to see, and the service worker it registers
 * should not compete with the page's first load. Offline, its chunk comes from the precache; if
 * it could not be fetched, the return of the connection tries again.
 */
function DeferredPwaDock() {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const ask = () => setRequests((count) => count + 1);
    const idle = window.requestIdleCallback?.(ask, { timeout: 1500 }) ?? window.setTimeout(ask, 200);
    window.addEventListener("online", ask);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      window.removeEventListener("online", ask);
    };
  }, []);
  const dock = useOnDemand(loadPwaDock, requests);
  return dock ? <dock.PwaDock /> : null;
}

/** A screen that fails (offline: its code was never downloaded) shows a message, not a blank app. */
function Screens() {
  const [location] = useLocation();
  // Offline, a page never saved says so; its screen stays mounted (hidden), so it shows as soon
  // as the connection is back and its data arrives.
  const notSaved = useNotSavedOffline();
  return (
    <>
      {notSaved ? <NotSavedOfflineCard /> : null}
      <div style={{ display: notSaved ? "none" : "contents" }}>
        <RouteErrorBoundary resetKey={location}>
          <AppRoutes />
        </RouteErrorBoundary>
      </div>
    </>
  );
}

/**
 * The page around every screen: skip link, header, the screen, footer. The browser's `App` and the
 * server's renderer (web/entry-server.tsx) draw the same layout, so a drawn page (where only its
 * islands run, web/islands) and the SPA look alike.
 */
export function AppLayout() {
  return (
    <div className={s.page}>
      <a href="#main" className={s.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <ImpersonationBannerIsland />
      <Header />
      <main id="main" className={s.main} tabIndex={-1}>
        <Screens />
      </main>
      <Footer />
    </div>
  );
}

/** Once the SPA runs, its buttons take taps (web/ui/global.css.ts): a drawn page it replaced no longer holds them. */
function useHydrated() {
  useEffect(() => {
    document.getElementById("root")?.removeAttribute(SERVER_PAGE_ATTRIBUTE);
  }, []);
}

export function App() {
  useHydrated();
  return (
    <I18nProvider i18n={i18n}>
      {/* The last data is saved on the device, so a reopened app shows it at once, even offline. */}
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={cacheRestored}>
        <AppLayout />
        <ScrollOnNavigate />
        <Toaster />
        <DeferredPwaDock />
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
