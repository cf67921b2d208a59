/**
 * The `test` of the portal's browser specs:
 * - every page must stay free of console errors and uncaught exceptions;
 * - `seed` holds the demo data, read once per worker through the public API.
 *
 * Chromium logs every 4xx answer as a console error. Expected are the signed-out session checks
 * (SPEC section 7: GET /api/auth/me and /api/users/me answer 401 for "signed out") and whatever
 * a test declares with `test.use({ expectedResponses })`.
 */
import { expect, request as requestContext, test as base, type ConsoleMessage, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { loadSeed, type Seed } from "./seed";

/** An API answer a test expects, which Chromium still logs as an error: a status and a path. */
export type ExpectedResponse = { status: number; path: RegExp };

const SIGNED_OUT: ExpectedResponse[] = [
  { status: 401, path: /^\/api\/(auth|users)\/me$/ },
  // A page for something that does not exist (an unknown address, club or article) answers 404 by design.
  { status: 404, path: /^\/(?!api\/|assets\/)/ },
];

function isExpected(message: ConsoleMessage, expected: ExpectedResponse[]) {
  const status = /the server responded with a status of (\d+)/.exec(message.text())?.[1];
  const path = new URL(message.location().url, baseURL).pathname;
  return expected.some((answer) => String(answer.status) === status && answer.path.test(path));
}

export function collectPageErrors(page: Page, expected: ExpectedResponse[] = SIGNED_OUT): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpected(message, expected)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

export const test = base.extend<{ expectedResponses: ExpectedResponse[]; pageErrors: string[] }, { seed: Seed }>({
  /** Error answers this test provokes on purpose (e.g. a 404 for an unknown article), besides signed-out checks. */
  expectedResponses: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedResponses }, use) => {
      const errors = collectPageErrors(page, [...SIGNED_OUT, ...expectedResponses]);
      await use(errors);
      expect(errors, "errors logged by the page").toEqual([]);
    },
    { auto: true },
  ],
  seed: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const api = await requestContext.newContext({ baseURL });
      await use(await loadSeed(api));
      await api.dispose();
    },
    { scope: "worker" },
  ],
});

export { expect };
