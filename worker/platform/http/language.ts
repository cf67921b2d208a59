/**
 * The language of an open-data file (calendar, CSV, feed): `?lang=el` or `?lang=en` when the
 * address says, else the API's one rule (schema/api-language.ts: the app's language cookie, then
 * Accept-Language), so a link from the app gets the visitor's language and a subscription URL
 * keeps the one it was made with.
 */
import type { Context } from "hono";
import { messageLocale } from "../../../schema/api-language";
import { API_MESSAGES_EL } from "../../../schema/generated/api-messages-el";
import type { PageLocale } from "../../../schema/page-contract";

export type Language = PageLocale;

export function fileLanguage(c: Context): Language {
  const asked = c.req.query("lang");
  if (asked === "el" || asked === "en") return asked;
  return messageLocale({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") });
}

/** A message of schema/open-data-messages.ts (or any of the API's) in the language. */
export const say = (language: Language, id: string): string => (language === "el" ? (API_MESSAGES_EL[id] ?? id) : id);

/** The language of the person making the request (the app's language cookie, then Accept-Language): a mail to them is written in it. */
export const requestLanguage = (c: Context): Language => messageLocale({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") });
