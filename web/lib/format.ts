import { i18n } from "@lingui/core";
import { TIME_ZONE } from "../../schema/constants";

const intlLocaleOf = (locale: string) => (locale === "el" ? "el-GR" : "en-GB");
const intlLocale = () => intlLocaleOf(i18n.locale);

/**
 * One formatter per locale and options: building an Intl formatter costs far more than using
 * one, and a page of fixtures formats hundreds of dates (on a slow phone that was a tenth of a
 * second of the page's start).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })));
  return format;
}

/**
 * The first date formatter of a visit loads the browser's locale data: on a slow phone that is a
 * task of its own (tens of milliseconds), better run while the app waits for the network than
 * inside the long task of its first render.
 */
export function prepareDateFormats(locale: string) {
  dateFormat(intlLocaleOf(locale), { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
}

/** Formatted dates by locale, options and value: lists repeat the same few dates many times. */
const formattedDates = new Map<string, string>();

/** A calendar date (YYYY-MM-DD or ISO timestamp) in the active language, e.g. "21 Nov 2026". */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" }) {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)} ${value}`;
  const known = formattedDates.get(key);
  if (known !== undefined) return known;
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const text = dateFormat(locale, { timeZone: value.length === 10 ? "UTC" : TIME_ZONE, ...options }).format(date);
  if (formattedDates.size > 5000) formattedDates.clear();
  formattedDates.set(key, text);
  return text;
}

export const formatLongDate = (value: string) =>
  formatDate(value, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** A relative time such as "5 minutes ago", for "Last updated" notes. */
export function formatRelative(timestamp: number, now = Date.now()) {
  const seconds = Math.round((timestamp - now) / 1000);
  const rtf = relativeFormat(intlLocale());
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(seconds, "second");
}

/** SPEC initials helper: one word gives two letters; more give the first letters of the first and last words. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/** SPEC: an opponent's abbreviation is the first two letters of its name, uppercased. */
export const opponentAbbreviation = (name: string) => name.trim().slice(0, 2).toUpperCase();
