/**
 * The installable PWA: manifest and icons, Chromium's install offer, the update prompt after a
 * rebuild, idempotent public submissions, and no private call ever answered from a cache.
 */
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { baseURL } from "../playwright.config";
import { academyRowsFor, CLUB, launchWithProfile, serviceWorkerBuild, signInAsAdmin, waitForServiceWorker } from "./pwa-helpers";

test("the web manifest, icons and Apple meta tags make the app installable", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    name: "Rugby Hellas — Hellenic Rugby Federation",
    short_name: "Rugby Hellas",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#06315f",
    background_color: "#ffffff",
  });
  expect(manifest.description).toBeTruthy();
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const src of [...icons.map((icon) => icon.src), "/icons/apple-touch-icon.png"]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/png");
  }

  const html = await (await request.get("/")).text();
  expect(html).toContain('rel="manifest"');
  expect(html).toContain('rel="apple-touch-icon"');
  expect(html).toContain('name="apple-mobile-web-app-capable"');
  expect(html).toContain('name="theme-color"');
});

test("Chromium offers installation and the app shows an Install app button, in both languages", async () => {
  const context = await launchWithProfile().open();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      (window as unknown as { offered: boolean }).offered = false;
      window.addEventListener("beforeinstallprompt", () => ((window as unknown as { offered: boolean }).offered = true));
    });
    await page.goto("/");
    await waitForServiceWorker(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { offered: boolean }).offered)).toBe(true);
    await expect(page.getByRole("button", { name: "Install app" })).toBeVisible();

    await page.evaluate(() => localStorage.setItem("language", "el"));
    await page.reload();
    await expect(page.getByRole("button", { name: "Εγκατάσταση εφαρμογής" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("sending the same Idempotency-Key twice stores one registration", async ({ request }) => {
  const email = `twice-${Date.now()}@example.com`;
  const key = crypto.randomUUID();
  const body = { parentName: "Eleni Papadopoulou", email, phone: "6912345678", childrenDetails: "Nikos, 9; Maria, 12", consent: true };
  const first = await request.post("/api/academy-registration", { data: body, headers: { "Idempotency-Key": key } });
  const second = await request.post("/api/academy-registration", { data: body, headers: { "Idempotency-Key": key } });
  expect(first.status()).toBe(201);
  expect(second.status()).toBe(201);
  expect(await second.json()).toEqual(await first.json());

  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  expect(await academyRowsFor(admin, email)).toHaveLength(1);
  await admin.dispose();
});

test("a private call is never served from a cache after logout", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);

  // Sign in through the login page, so the session also reaches the saved query cache.
  await page.goto("/login");
  await page.getByLabel("Email").first().fill(CLUB.email);
  await page.getByLabel("Password").first().fill(CLUB.password);
  await page.getByRole("button", { name: "Login", exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  const me = () => page.evaluate(() => fetch("/api/auth/me").then((response) => response.status));
  expect(await me()).toBe(200);
  // What the saved query cache holds of the signed-in club: its session and its dashboard data.
  const savedPrivate = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("rugby-hellas-cache") ?? "{}");
      const queries: { queryKey: unknown[]; state: { data: unknown } }[] = saved.clientState?.queries ?? [];
      return queries
        .filter((query) => (query.queryKey[0] === "session" && query.state.data !== null) || ["dashboard", "admin"].includes(String(query.queryKey[0])))
        .map((query) => query.queryKey.join("/"));
    });
  await expect.poll(savedPrivate).toContain("session/club");

  await page.getByTestId("club-menu").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await me()).toBe(401);
  await expect.poll(savedPrivate).toEqual([]);

  // No service worker cache holds a private answer, and offline the call fails instead of
  // coming back as a stale 200.
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
  await page.evaluate(() => fetch("/api/clubs"));
  await expect.poll(cachedPaths).toContain("/api/clubs"); // public reads are cached…
  const privatePaths = (await cachedPaths()).filter((path) => /^\/api\/(auth|users|admin)(\/|$)/.test(path) || /^\/api\/clubs\/[a-z]/.test(path));
  expect(privatePaths).toEqual([]); // …private ones never
  await context.setOffline(true);
  expect(await page.evaluate(() => fetch("/api/auth/me").then((response) => response.status, () => "network error"))).toBe("network error");
  await context.setOffline(false);
});

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain",
};

/**
 * After a rebuild, the update prompt appears. The test rebuilds the app for real (a new
 * VITE_BUILD_ID, as every build has) into a temporary folder. A small proxy in front of the
 * running portal serves the first build, then, like a deploy, the rebuilt files (the API stays
 * the portal's).
 */
test("after a rebuild, the open app offers the new version and reloads into it", async ({ browser }) => {
  test.setTimeout(240_000);
  const buildDir = mkdtempSync(join(tmpdir(), "rugby-hellas-rebuild-"));
  const outDir = join(buildDir, "client");
  let deployed = false;
  const upstream = new URL(baseURL);
  const proxy: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://proxy").pathname;
    if (deployed && req.method === "GET" && !path.startsWith("/api/")) {
      // The rebuilt app: its files, and its index.html for every page of the SPA.
      const file = join(outDir, path);
      const found = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile() ? file : join(outDir, "index.html");
      res.writeHead(200, { "Content-Type": CONTENT_TYPES[extname(found)] ?? "application/octet-stream", "Cache-Control": "no-cache" });
      res.end(readFileSync(found));
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "localhost", resolve));
  const origin = `http://localhost:${(proxy.address() as AddressInfo).port}`;

  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await waitForServiceWorker(page);
    const before = await serviceWorkerBuild(page);
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);

    // The whole app (client and page renderer) into its own folder, beside the running one's dist.
    const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "error"], {
      env: { ...process.env, BUILD_DIR: buildDir, VITE_BUILD_ID: `e2e-rebuild-${Date.now()}` },
      encoding: "utf8",
    });
    expect(build.status, build.stderr).toBe(0);
    deployed = true;

    // The browser checks for a new service worker on navigation (and the app hourly).
    await page.reload();
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText("New version available");

    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
    await expect.poll(() => serviceWorkerBuild(page)).not.toBe(before);
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
  } finally {
    await context.close();
    proxy.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
});
