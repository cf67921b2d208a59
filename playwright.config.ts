import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests in Debian's Chromium, against the portal exactly as `npm start` serves it
 * (its own port and its own local database, so a developer's data is never touched).
 */
const port = Number(process.env.E2E_PORT ?? 8790);
export const baseURL = `http://localhost:${port}`;
/** A fresh database per port, so e2e runs never touch the developer's local data. */
export const E2E_STATE = `.wrangler/e2e-state-${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // `npm test` has just built the app (scripts/test.ts); on its own, the server builds it first.
    command: process.env.E2E_BUILT ? "tsx scripts/start.ts --no-build" : "tsx scripts/start.ts",
    env: { PORT: String(port), PERSIST_TO: E2E_STATE, E2E: "true" },
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // wrangler logs every request on stdout: shown only when asked (E2E_SERVER_LOG=1); errors always.
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    stderr: "pipe",
  },
});
