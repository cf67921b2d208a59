import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_MESSAGES_EL } from "../schema/generated/api-messages-el";
import { accountMessages, apiMessages, messages } from "../schema/messages";
import { API_MESSAGES_MODULE, apiMessagesModule, greekApiMessages } from "./api-messages";

describe("the Greek of the API's messages (schema/generated/api-messages-el.ts)", () => {
  it("is the catalog's, up to date: run `npm run i18n:api` after changing locales/el/common.po", () => {
    expect(readFileSync(API_MESSAGES_MODULE, "utf8")).toBe(apiMessagesModule());
  });

  it("has every shared message of the worker", () => {
    for (const id of [...Object.values(messages), ...Object.values(accountMessages), ...Object.values(apiMessages)]) {
      expect(API_MESSAGES_EL[id], id).toMatch(/\p{Script=Greek}/u);
    }
  });

  it("takes each text literally: none has ICU syntax the worker would have to render", () => {
    for (const [id, greek] of greekApiMessages()) {
      expect(greek, id).not.toMatch(/[{}]|''/);
    }
  });
});
