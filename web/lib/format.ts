import { i18n } from "@lingui/core";
import { TIME_ZONE } from "../../schema/constants";

const intlLocale = () => (i18n.locale === "el" ? "el-GR" : "en-GB");

/** A calendar date (YYYY-MM-DD or ISO timestamp) in the active language, e.g. "21 Nov 2026". */
export function formatDate(value: string, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" }) {
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: value.length === 10 ? "UTC" : TIME_ZONE, ...options }).format(date);
}

export const formatLongDate = (value: string) =>
  formatDate(value, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** A relative time such as "5 minutes ago", for "Last updated" notes. */
export function formatRelative(timestamp: number, now = Date.now()) {
  const seconds = Math.round((timestamp - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(intlLocale(), { numeric: "auto" });
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

/** UTC offset of Europe/Athens at a given instant, in minutes (120 or 180). */
function athensOffsetMinutes(at: Date) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT+02:00";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 120;
}

/** The instant a match kicks off: its stored local date and time, read in Europe/Athens. */
export function kickoff(date: string, time: string): Date {
  const naive = new Date(`${date}T${time}:00Z`);
  return new Date(naive.getTime() - athensOffsetMinutes(naive) * 60_000);
}

/** SPEC: a match is 'Completed' when its date and time are in the past. */
export const isCompleted = (match: { date: string; time: string }, now = new Date()) => kickoff(match.date, match.time) < now;

/** SPEC initials helper: one word gives two letters; more give the first letters of the first and last words. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/** SPEC: an opponent's abbreviation is the first two letters of its name, uppercased. */
export const opponentAbbreviation = (name: string) => name.trim().slice(0, 2).toUpperCase();
