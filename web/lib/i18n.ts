import { i18n, type Messages } from "@lingui/core";

export const LOCALES = ["en", "el"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The SPEC's browser-storage key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = "language";
/** The chosen language, also as a cookie, so pages rendered by the server come in it (worker/pages.ts). */
export const LANGUAGE_COOKIE = "language";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

// Every feature's catalog, compiled from PO by @lingui/vite-plugin; each locale is its own chunk.
const catalogs = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaders = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`));
  const modules = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

/** Loads and activates a locale, remembers it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}

export { i18n };
