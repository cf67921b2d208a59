/**
 * The `test` of the portal's browser specs:
 * - every page must stay free of console errors and uncaught exceptions;
 * - `seed` holds the demo data, read once per worker through the public API.
 *
 * The one expected console error is Chromium's log line for a signed-out session check:
 * SPEC section 7 has GET /api/auth/me and /api/users/me answer 401 for "signed out", and the
 * browser logs every 4xx resource as an error.
 */
import { expect, request as requestContext, test as base, type ConsoleMessage, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { loadSeed, type Seed } from "./seed";

const SESSION_CHECKS = /^\/api\/(auth|users)\/me$/;

function isExpected(message: ConsoleMessage) {
  const { url } = message.location();
  return /status of 401/.test(message.text()) && SESSION_CHECKS.test(new URL(url, baseURL).pathname);
}

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpected(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

export const test = base.extend<{ pageErrors: string[] }, { seed: Seed }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = collectPageErrors(page);
      await use(errors);
      expect(errors, "errors logged by the page").toEqual([]);
    },
    { auto: true },
  ],
  seed: [
    async ({}, use) => {
      const api = await requestContext.newContext({ baseURL });
      await use(await loadSeed(api));
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect };
