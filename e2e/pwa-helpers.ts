/** Shared steps of the offline and PWA browser tests. */
import { chromium, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { baseURL } from "../playwright.config";

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

/**
 * A browser with a real profile on disk. Playwright's usual contexts are incognito, where Chromium
 * never offers installation; a profile directory is also what survives a "browser restart".
 */
export function launchWithProfile(userDataDir = mkdtempSync(join(tmpdir(), "rugby-hellas-profile-"))) {
  return {
    userDataDir,
    /** `offline` starts the browser without network, service worker included. */
    open: ({ offline = false } = {}) =>
      chromium.launchPersistentContext(userDataDir, {
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
        baseURL,
        offline,
      }),
  };
}

/** Waits until the service worker is active and controls the page (installed = app shell precached). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The build the controlling service worker belongs to. */
export function serviceWorkerBuild(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        navigator.serviceWorker.controller!.postMessage({ type: "GET_VERSION" }, [channel.port2]);
      }),
  );
}

export const ADMIN = { email: "admin@rugbyhellas.gr", password: "AdminDemo2026!" };
export const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" };

/** Signs an API context in as the seeded federation admin. */
export async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", { data: ADMIN });
  expect(response.status()).toBe(200);
}

/** Academy registrations the admin read-back holds for one parent's e-mail. */
export async function academyRowsFor(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/admin/academy-registrations?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as { email: string }[];
  return rows.filter((row) => row.email === email);
}

/** Turns the network off and waits until the page has noticed. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Opens the academy registration dialog and fills it in. */
export async function fillAcademyForm(page: Page, email: string) {
  await page.getByRole("button", { name: "Register your child" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Parent or guardian name").fill("Eleni Papadopoulou");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("6912345678");
  await dialog.getByLabel("Children's details").fill("Nikos, 9; Maria, 12");
  await dialog.getByRole("checkbox").check();
  return dialog;
}
