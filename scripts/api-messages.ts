/**
 * The Greek of the API's messages for the worker (schema/api-language.ts says when it answers in
 * Greek), taken from the Lingui catalog and never written twice: `npm run i18n:api` writes
 * schema/generated/api-messages-el.ts from locales/el/common.po, every translated message whose
 * source is in schema/ (the worker's messages all live there). The worker imports the module
 * (wrangler, Vite and the worker tests bundle it like any other); api-messages.test.ts fails when
 * it is out of date with the catalog. `npm run i18n:extract`, `i18n:fill` and `i18n:harmonize`
 * and `npm run build` write it again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { readCatalog } from "./po";

const root = resolve(import.meta.dirname, "..");
export const API_MESSAGES_CATALOG = resolve(root, "locales/el/common.po");
export const API_MESSAGES_MODULE = resolve(root, "schema/generated/api-messages-el.ts");

/** Id → Greek of the messages of schema/, translated and in use, in id order. */
export function greekApiMessages(catalogFile: string = API_MESSAGES_CATALOG): [string, string][] {
  return Object.entries(readCatalog(catalogFile))
    .filter(([, message]) => !message.obsolete && !message.context && message.translation)
    .filter(([, message]) => (message.origin ?? []).some(([file]) => file.startsWith("schema/")))
    .map(([id, message]): [string, string] => [id, message.translation!])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The module's text for a catalog. */
export function apiMessagesModule(catalogFile: string = API_MESSAGES_CATALOG): string {
  const lines = greekApiMessages(catalogFile).map(([id, greek]) => `  ${JSON.stringify(id)}: ${JSON.stringify(greek)},`);
  return [
    "// Written by `npm run i18n:api` (scripts/api-messages.ts) from locales/el/common.po: do not edit.",
    "// The Greek of the API's messages, by their id (the English text).",
    "export const API_MESSAGES_EL: Readonly<Record<string, string>> = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

/** Writes the module when it differs from the catalog; says whether it did. */
export function writeApiMessages(): boolean {
  const text = apiMessagesModule();
  let current = "";
  try {
    current = readFileSync(API_MESSAGES_MODULE, "utf8");
  } catch {
    // not written yet
  }
  if (current === text) return false;
  writeFileSync(API_MESSAGES_MODULE, text);
  return true;
}
