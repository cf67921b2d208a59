/**
 * Every sentence the worker answers with is a shared message (worker/request-bodies.test.ts
 * checks the answers); here, every shared message has its Greek in the catalog every page loads
 * at start (locales/el/common.po), so a Greek reader sees each of them in Greek.
 */
import { getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";
import { accountMessages, apiMessages, messages, uploadMessages } from "./messages";

/** The Greek common catalog: msgid to its entry. */
async function greekCatalog() {
  const config = getConfig({ cwd: process.cwd() });
  const found = getCatalogForFile("locales/el/common.po", await getCatalogs(config));
  return (await found!.catalog.read("el")) ?? {};
}

describe("the shared messages", () => {
  it("each have a Greek translation in the common catalog", async () => {
    const greek = await greekCatalog();
    const shared = [messages, accountMessages, apiMessages, uploadMessages].flatMap((group) => Object.values(group));
    const untranslated = shared.filter((id) => !greek[id]?.translation || greek[id].translation === id);
    expect(untranslated).toEqual([]);
  });

  it("include the answers Greek readers used to get in English, now in Greek", async () => {
    const greek = await greekCatalog();
    expect(apiMessages.clubAlreadyClaimed).toBe("This club has already been claimed");
    expect(greek[apiMessages.clubAlreadyClaimed]?.translation).toBe("Αυτός ο σύλλογος έχει ήδη διεκδικηθεί");
    expect(greek[apiMessages.clubNotFound]?.translation).toBe("Ο σύλλογος δεν βρέθηκε");
  });
});
