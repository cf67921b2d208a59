/**
 * Offline repeat visit to home: load it online until the service worker controls the page, go
 * offline (`context.setOffline(true)`), reload, and record the Largest Contentful Paint and
 * whether the document came from the service worker. Chromium via playwright-core, with
 * Lighthouse's mobile CPU slowdown (4x) so the figure speaks for a mid-range phone.
 */
import { chromium, type Page } from "playwright-core";
import { CHROME_PATH } from "./lighthouse";

const ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
const CPU_SLOWDOWN = 4;

export type OfflineVisit = {
  onlineLcpMs: number;
  offlineLcpMs: number;
  lcpElement: string;
  documentFromServiceWorker: boolean;
  documentStatus: number;
  /** The page's own content rendered offline (the hero heading of home). */
  contentShown: boolean;
  /** API requests during the offline reload, and how many of them the service worker answered. */
  apiRequests: number;
  apiFromServiceWorker: number;
  cpuSlowdown: number;
};

/** The last LCP entry of this page load (buffered), once the page has settled. */
async function largestContentfulPaint(page: Page): Promise<{ ms: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        let last: { ms: number; element: string } = { ms: Number.NaN, element: "" };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            const element = entry.element;
            last = { ms: entry.startTime, element: element ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 60)}` : "" };
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(last), 1500);
      }),
  );
}

export async function offlineRepeatVisit(baseUrl: string): Promise<OfflineVisit> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await page.goto(baseUrl, { waitUntil: "networkidle" });
    const online = await largestContentfulPaint(page);
    // Installed and controlling: the precache (app shell, public chunks) is complete.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload({ waitUntil: "networkidle" });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
    // The runtime caches of the public reads fill on this online visit.
    await page.reload({ waitUntil: "networkidle" });

    let apiRequests = 0;
    let apiFromServiceWorker = 0;
    page.on("response", (response) => {
      if (!new URL(response.url()).pathname.startsWith("/api/")) return;
      apiRequests += 1;
      if (response.fromServiceWorker()) apiFromServiceWorker += 1;
    });
    await context.setOffline(true);
    const response = await page.reload({ waitUntil: "load" });
    const contentShown = await page
      .getByRole("heading", { level: 1 })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const offline = await largestContentfulPaint(page);
    return {
      onlineLcpMs: online.ms,
      offlineLcpMs: offline.ms,
      lcpElement: offline.element,
      documentFromServiceWorker: response?.fromServiceWorker() ?? false,
      documentStatus: response?.status() ?? 0,
      contentShown,
      apiRequests,
      apiFromServiceWorker,
      cpuSlowdown: CPU_SLOWDOWN,
    };
  } finally {
    await browser.close();
  }
}
