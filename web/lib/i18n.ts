import { i18n, type Messages } from "@lingui/core";
import { chosenLanguage, firstPreferredLanguage } from "../../schema/api-language";
import { LANGUAGE_COOKIE } from "../../schema/page-contract";
import type { OnDemandCatalog } from "../../schema/pages";
import { isOnDemandCatalog } from "./catalogs";

export const LOCALES = ["en", "el"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The SPEC's browser-storage key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = "language";
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

// Every feature's catalog, compiled from PO by @lingui/vite-plugin (chunks grouped in vite.config.ts).
const catalogs = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

const catalogName = (path: string) => /\/([\w-]+)\.po$/.exec(path)?.[1] ?? "";

/** The on-demand catalogs asked for so far (schema/pages.ts names them per page): a change of language loads them too. */
const onDemandLoaded = new Set<OnDemandCatalog>();

async function loadCatalogFiles(locale: Locale, wanted: (name: string) => boolean): Promise<Messages> {
  const loaders = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`) && wanted(catalogName(path)));
  const modules = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

/** Every catalog of a locale (the server's page renderer draws any page). */
export const loadMessages = (locale: Locale) => loadCatalogFiles(locale, () => true);

/** Loads on-demand catalogs (a screen's, before it shows) into the active locale. */
export async function loadCatalogs(names: readonly OnDemandCatalog[]): Promise<void> {
  const missing = names.filter((name) => !onDemandLoaded.has(name));
  if (missing.length === 0) return;
  // Noted first: a change of language meanwhile loads them in the new language as well.
  for (const name of missing) onDemandLoaded.add(name);
  const locale = (i18n.locale || startLocale().locale) as Locale;
  i18n.load(locale, await loadCatalogFiles(locale, (name) => (missing as string[]).includes(name)));
}

/** The language the visitor chose (the toggle, or an address in one language), if any. */
function chosenLocale(): Locale | undefined {
  // An address in one language (`?lang=el`, the sitemap's alternates) opens in it, and keeps it.
  const asked = new URLSearchParams(globalThis.location?.search).get("lang");
  if (isLocale(asked)) return asked;
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // Storage refused (private mode): the cookie may still hold the choice.
  }
  // The cookie alone (storage cleared, or never written): the worker drew the page in it.
  return chosenLanguage(globalThis.document?.cookie);
}

/** The browser's own preference (navigator.languages), read as the worker reads Accept-Language. */
function browserLocale(): Locale {
  return firstPreferredLanguage(globalThis.navigator?.languages?.join(",")) === "el" ? "el" : DEFAULT_LOCALE;
}

/**
 * The language the app starts in (issue 21, point 7): the one chosen, else the one the worker
 * drew the page in (it followed the browser's Accept-Language, worker/modules/pages/pages.ts), else the
 * browser's. `chosen` says whether it is the visitor's choice, the only kind remembered.
 */
export function startLocale(drawn?: Locale): { locale: Locale; chosen: boolean } {
  const chosen = chosenLocale();
  if (chosen) return { locale: chosen, chosen: true };
  return { locale: drawn ?? browserLocale(), chosen: false };
}

/**
 * The catalog of a drawn public page's islands (web/islands): the few strings they show, kept
 * apart (lingui.config.ts) so such a page loads them instead of the app's shared catalogs.
 */
export const ISLANDS_CATALOG = "islands" satisfies OnDemandCatalog;

let laterStrings: Promise<void> | undefined;

/**
 * The strings of a part of the page loaded after it started (a drawer, a dialog, a menu:
 * web/lib/use-on-demand.ts waits for them with its code). On a drawn public page they are the
 * islands' later catalog, fetched with the first such part; the SPA has them already.
 */
export function stringsForLaterParts(): Promise<void> {
  if (!onDemandLoaded.has(ISLANDS_CATALOG)) return Promise.resolve();
  laterStrings ??= loadCatalogs(["islands-later"]).catch((error: unknown) => {
    laterStrings = undefined;
    onDemandLoaded.delete("islands-later");
    throw error;
  });
  return laterStrings;
}

/**
 * Loads and activates a locale and sets `<html lang>`. A language the visitor chose is remembered;
 * one that only follows the browser is not, so the browser's language keeps deciding until a choice.
 * `islands`: a drawn public page's islands (web/islands/start.tsx), which load their own catalog
 * (and the on-demand ones they ask for) instead of the app's shared ones.
 */
export async function activateLocale(locale: Locale, { remember = true, islands = false }: { remember?: boolean; islands?: boolean } = {}): Promise<void> {
  if (islands) onDemandLoaded.add(ISLANDS_CATALOG);
  const wanted = islands ? (name: string) => onDemandLoaded.has(name as OnDemandCatalog) : (name: string) => !isOnDemandCatalog(name) || onDemandLoaded.has(name);
  const messages = await loadCatalogFiles(locale, wanted);
  // Merged into what is already loaded, never replacing it: a screen's on-demand catalog may
  // have arrived meanwhile (at start both load at once, web/main.tsx).
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (remember) rememberLocale(locale);
}

/** Remembers the visitor's choice of language: in storage, and as a cookie so pages the worker draws come in it (worker/modules/pages/pages.ts). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

export { i18n };
