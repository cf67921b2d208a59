/**
 * The islands runtime. A public page the worker drew is plain HTML: its links are full page loads
 * (answered by the edge cache and the service worker), its filters and pagers links or GET forms.
 * Only its islands (web/islands/island.tsx) run code, each loaded from the registry
 * (web/islands/registry.ts) and hydrated on its own:
 * - when it comes into view, or at the first touch or focus inside it (whichever is first);
 *   "load" islands at once, "session" islands at once for a signed-in visitor;
 * - in a transition (`startTransition`), one island per task, so React yields to the browser
 *   and no long task blocks a tap (Lighthouse's total blocking time);
 * - a tap that came while its code was on its way is held, then given to the island once it runs;
 * - inside the island providers: the page's translations (their own small catalogs: what islands
 *   draw as they start, then what they load later, web/lib/i18n.ts), a router whose
 *   every navigation is a full page load, and (for islands that read data) the page's query cache
 *   holding what the page was drawn from (web/islands/page-data.tsx).
 * The SPA is not loaded at all (web/main.tsx chooses).
 */
import { I18nProvider } from "@lingui/react";
import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import { Router, type BaseLocationHook } from "wouter";
import { SESSION_HINT_COOKIES } from "../../schema/constants";
import type { PageData } from "../../schema/page-contract";
import { activateLocale, i18n, stringsForLaterParts } from "../lib/i18n";
import { setDrawnAt } from "../lib/now";
import { OLD_COPY_MS } from "../lib/saved-copy";
import { drawnPage, setDrawnPage } from "./drawn-page";
import { insideOf, ISLAND_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE, OnDrawnPageProvider, type HydrateWhen } from "./island";
import { startCornerWhenNeeded } from "./page-corner";
import { ISLANDS, type IslandComponent } from "./registry";

/** Set on an island once React runs it (tests wait for it; CSS may use it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** React's recoverable errors (a hydration mismatch among them) are reported, never hidden. */
const onRecoverableError: RootOptions["onRecoverableError"] = (error, info) =>
  console.error("React recovered from an error in an island", error, (error as { cause?: unknown }).cause, info.componentStack);

/** Every address is a full page load: nothing outside the islands could draw another page. */
const useFullLoadLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string | URL, options?: { replace?: boolean }) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
];

/** What surrounds each island in the browser, as web/entry-server.tsx surrounds it on the server. */
function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <OnDrawnPageProvider value={true}>
      <I18nProvider i18n={i18n}>
        <Router hook={useFullLoadLocation}>{children}</Router>
      </I18nProvider>
    </OnDrawnPageProvider>
  );
}

function MarkHydrated({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [element]);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Islands woken whose code has not run yet; and who waits for there to be none. */
let starting = 0;
const waitingForIslands: (() => void)[] = [];
function islandStarted() {
  starting -= 1;
  if (starting === 0) for (const resume of waitingForIslands.splice(0)) resume();
}
const islandsSettled = () => new Promise<void>((resolve) => (starting === 0 ? resolve() : waitingForIslands.push(resolve)));

/** Hydrations one at a time, each in a task of its own. */
let turns = Promise.resolve();
function inTurn(work: () => void) {
  turns = turns.then(nextTask).then(work).catch((error: unknown) => console.error("Starting an island failed", error));
}

function hydrateIsland(element: HTMLElement, component: IslandComponent) {
  const Inside: ComponentType<object> = insideOf(component);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
  // The same prefix as the server's render of this island: React's ids (useId) match.
  const identifierPrefix = element.getAttribute(ISLAND_KEY_ATTRIBUTE) ?? undefined;
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandProviders>
        <Inside {...props} />
        <MarkHydrated element={element} />
      </IslandProviders>,
      { identifierPrefix, onRecoverableError },
    );
  });
}

const hasSession = () => Object.values(SESSION_HINT_COOKIES).some((name) => document.cookie.split("; ").some((pair) => pair.startsWith(`${name}=`)));

/** Wakes "visible" islands as they come near the screen. */
const wakeWhenSeen = new Map<Element, () => void>();
const observer =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) wakeWhenSeen.get(entry.target)?.();
        },
        { rootMargin: "200px" },
      )
    : undefined;

const whenIdle = (work: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200));

function watchIsland(element: HTMLElement, translations: Promise<void>) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = ISLANDS[name];
  if (!load) {
    console.error(`An island "${name}" is on the page, but not in web/islands/registry.ts`);
    return;
  }
  const when = (element.getAttribute(ISLAND_WHEN_ATTRIBUTE) ?? "visible") as HydrateWhen;
  // The box an island takes is its children's (it is `display: contents` itself).
  const boxes = [...element.children];
  let heldTap: Element | undefined;
  const holdTap = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // The element under the finger: a button's icon (an SVG) as often as the button.
    if (event.target instanceof Element) heldTap = event.target;
  };
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const box of boxes) {
      observer?.unobserve(box);
      wakeWhenSeen.delete(box);
    }
    element.removeEventListener("pointerdown", wake);
    element.removeEventListener("focusin", wake);
    element.addEventListener("click", holdTap, true);
    starting += 1;
    Promise.all([load(), translations]).then(
      ([component]) =>
        inTurn(() => {
          element.removeEventListener("click", holdTap, true);
          try {
            hydrateIsland(element, component);
          } finally {
            islandStarted();
          }
          // React hydrates at once for a tap on a part not yet hydrated, then delivers it.
          if (heldTap?.isConnected) heldTap.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
        }),
      (error: unknown) => {
        // Offline before its code was kept: the island stays as drawn; a later touch tries again.
        console.error(`Loading the island "${name}" failed`, error);
        islandStarted();
        element.removeEventListener("click", holdTap, true);
        woken = false;
        element.addEventListener("pointerdown", wake);
        element.addEventListener("focusin", wake);
      },
    );
  };
  if (when === "load" || (when === "session" && hasSession())) return wake();
  if (when === "session") return; // drawn signed out, as the visitor is: links only
  element.addEventListener("pointerdown", wake);
  element.addEventListener("focusin", wake);
  if (!observer || boxes.length === 0) return whenIdle(wake);
  for (const box of boxes) {
    wakeWhenSeen.set(box, wake);
    observer.observe(box);
  }
}

/** How long after the page's islands run the PWA's corner is considered: their code has the line to itself first. */
const PAGE_CORNER_DELAY_MS = 1000;

/**
 * The PWA's corner (offline state, queued forms, the update prompt, the install offer, the age of
 * a page kept on the device) and the toasts islands may show: considered once the page has loaded, its islands in view run, and the
 * browser is idle, and loaded only when it has something to say (web/islands/page-corner.ts).
 * (A toast asked for before then waits for it, web/ui/toast-queue.ts.)
 */
function startPageCornerWhenIdle() {
  const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  const aWhile = () => new Promise((resolve) => setTimeout(resolve, PAGE_CORNER_DELAY_MS));
  void loaded.then(() => whenIdle(() => void islandsSettled().then(aWhile).then(() => whenIdle(() => startCornerWhenNeeded(startPageCorner, { pageIsOld: Date.now() - (drawnPage()?.drawnAt ?? Date.now()) >= OLD_COPY_MS })))));
}

function startPageCorner() {
  void Promise.all([import("../app/pwa-dock"), import("../ui/toaster"), import("./page-age"), stringsForLaterParts()]).then(
    ([{ PwaDock }, { Toaster }, { PageAge }]) => {
      const container = document.createElement("div");
      document.body.appendChild(container);
      const root = createRoot(container, { onRecoverableError });
      // In a transition: React yields to the browser while it draws, so this never blocks a tap.
      startTransition(() =>
        root.render(
          <IslandProviders>
            <PwaDock />
            <Toaster />
            <PageAge />
          </IslandProviders>,
        ),
      );
    },
    () => {
      // Offline before it was kept: the page works without it.
    },
  );
}

/**
 * Starts the islands of the page the worker drew, in the language it was drawn in (the visitor's:
 * web/main.tsx checked). `remember`: that language is the visitor's own choice (`?lang=`), kept.
 */
export function startIslands(page: PageData, { remember }: { remember: boolean }) {
  setDrawnPage(page);
  // The same "now" the server drew with, while hydrating (web/lib/now.ts).
  setDrawnAt(page.drawnAt);
  const translations = activateLocale(page.locale, { remember, islands: true });
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) watchIsland(element, translations);
  startPageCornerWhenIdle();
}
