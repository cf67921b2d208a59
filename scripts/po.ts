/**
 * The Lingui catalogs (locales/<locale>/<name>.po), read and written by Lingui's own PO formatter,
 * the one lingui.config.ts configures: what a script writes is byte for byte what
 * `lingui extract` would write, and no script or test parses PO by hand.
 */
import type { CatalogFormatter, CatalogType, MessageType } from "@lingui/conf";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import config from "../lingui.config";

const root = resolve(import.meta.dirname, "..");
const format: CatalogFormatter = (() => {
  if (!config.format || typeof config.format === "string") throw new Error("lingui.config.ts must set its PO formatter");
  return config.format;
})();
const sourceLocale = config.sourceLocale ?? "en";

export type Catalog = CatalogType;
/** One message of a catalog: its Lingui id, its source text (msgid) and the rest Lingui keeps. */
export type CatalogEntry = MessageType & { id: string; source: string; file: string };

/** The catalog files of a locale, by name (`common.po`, `home.po`, …), `common.po` first. */
export function catalogFiles(locale: string): string[] {
  const dir = join(root, "locales", locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .sort((a, b) => (a === "common.po" ? -1 : b === "common.po" ? 1 : a.localeCompare(b)))
    .map((name) => join(dir, name));
}

const localeOf = (file: string) => resolve(file).split("/").at(-2);

/** One catalog as Lingui reads it: { [id]: { message, context, translation, obsolete, … } }. */
export function readCatalog(file: string): Catalog {
  const parsed = format.parse(readFileSync(file, "utf8"), { locale: localeOf(file), sourceLocale, filename: file });
  // Lingui's PO formatter parses synchronously; the interface also allows other formats not to.
  if (parsed instanceof Promise) throw new Error("Lingui's PO formatter is expected to parse synchronously");
  return parsed;
}

/** Writes a catalog as `lingui extract` would, keeping the file's header. */
export async function writeCatalog(file: string, catalog: Catalog) {
  const existing = readFileSync(file, "utf8");
  writeFileSync(file, await format.serialize(catalog, { locale: localeOf(file), sourceLocale, filename: file, existing }));
}

/** Every message of every catalog of a locale, obsolete ones (`#~`) included. */
export function catalogEntries(locale: string): CatalogEntry[] {
  return catalogFiles(locale).flatMap((file) =>
    Object.entries(readCatalog(file)).map(([id, message]) => ({ ...message, id, source: message.message ?? id, file })),
  );
}
