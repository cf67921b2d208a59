/**
 * The language the API answers its messages in (`message` and each `fields` value), the one rule:
 *   1. a client that shows the messages itself sends MESSAGE_IDS_HEADER and gets the English
 *      texts, which are the Lingui ids: the web app does, and translates them with its catalogs
 *      in whatever language it shows at that moment;
 *   2. otherwise the `language` cookie the app sets (LANGUAGE_COOKIE), when it is `el` or `en`;
 *   3. otherwise Greek when the first preferred language of `Accept-Language` is Greek (`el`,
 *      `el-GR`, …);
 *   4. otherwise English, the default and the fallback of every text not translated.
 * The error `code` never changes with the language.
 */
import { LANGUAGE_COOKIE, type PageLocale } from "./page-contract";

/** `X-Message-Ids: 1` asks for the messages as their ids (the English texts), whatever the language. */
export const MESSAGE_IDS_HEADER = "X-Message-Ids";

const LANGUAGE_CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(el|en)(?:;|$)`);

/** The primary language of the most preferred entry of an Accept-Language header (lower case), if any. */
export function firstPreferredLanguage(acceptLanguage: string | null | undefined): string | undefined {
  let best: { language: string; quality: number } | undefined;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...parameters] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!language || language === "*") continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (!(quality > 0)) continue;
    // The first of equal quality wins: the header lists them in order of preference.
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language;
}

/** The language the visitor chose in the app (its `language` cookie), if any. */
export function chosenLanguage(cookie: string | null | undefined): PageLocale | undefined {
  const chosen = LANGUAGE_CHOSEN.exec(cookie ?? "")?.[1];
  return chosen === "el" || chosen === "en" ? chosen : undefined;
}

export type MessageRequest = { cookie?: string | null; acceptLanguage?: string | null; messageIds?: string | null };

/** The language of a request's messages by the rule above. */
export function messageLocale({ cookie, acceptLanguage, messageIds }: MessageRequest): PageLocale {
  if (messageIds) return "en";
  const chosen = chosenLanguage(cookie);
  if (chosen) return chosen;
  return firstPreferredLanguage(acceptLanguage) === "el" ? "el" : "en";
}
