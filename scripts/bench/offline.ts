/**
 * First and repeat visits of public pages (issue 9, "Budgets"), in Chromium via playwright-core
 * with Lighthouse's mobile conditions applied for real: its 4× CPU slowdown and its slow-4G link
 * (the "devtools" values Lighthouse applies: 562.5 ms round trip, 1,474.56 kbit/s down).
 *
 * For each page, in a fresh browser context (no cache, no service worker):
 *  1. the first visit: the page's Largest Contentful Paint, and every byte the browser received
 *     until it loaded, then until the service worker installed and had precached the app;
 *  2. a repeat visit online (a reload, the service worker controlling the page): its LCP, and
 *     whether the document came from the service worker;
 *  3. the same repeat visit offline (`context.setOffline(true)`): its LCP, whether the page's
 *     heading showed, and which API reads were asked for.
 * Bytes are as transferred (compressed, headers included), the service worker's own requests
 * (its script and the precache) included.
 */
import { chromium, type BrowserContext, type Page, type Request } from "playwright-core";
import { CHROME_PATH } from "./lighthouse";

const ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile slow 4G as it applies it in "devtools" throttling mode. */
export const NETWORK = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

export type PageVisits = {
  page: string;
  /** Bytes received by the time the page's load event fired. */
  bytesAtLoad: number;
  /** ... and once the service worker had installed (precache included). */
  bytesTotal: number;
  /** What the service worker's own requests (its script, the precache) brought of that. */
  bytesByServiceWorker: number;
  firstLcpMs: number;
  repeatOnlineLcpMs: number;
  repeatOfflineLcpMs: number;
  /** The element the offline repeat visit's LCP was (tag and text). */
  offlineLcpElement: string;
  repeatFromServiceWorker: boolean;
  offlineFromServiceWorker: boolean;
  offlineStatus: number;
  /** The page's own level-1 heading showed offline. */
  offlineContentShown: boolean;
  /** API requests during the offline visit, and how many of them the service worker answered. */
  offlineApiRequests: number;
  offlineApiFromServiceWorker: number;
};

/** The last LCP entry of this page load (buffered), once its heading has rendered and the page settled. */
async function largestContentfulPaint(page: Page): Promise<{ ms: number; element: string }> {
  await page
    .getByRole("heading", { level: 1 })
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
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
        setTimeout(() => resolve(last), 1000);
      }),
  );
}

/** Counts the bytes a context receives, its service worker's included. */
function countBytes(context: BrowserContext) {
  const counter = { total: 0, serviceWorker: 0, pending: 0, lastActivity: Date.now() };
  context.on("request", () => {
    counter.pending += 1;
    counter.lastActivity = Date.now();
  });
  const settle = async (request: Request) => {
    const response = await request.response().catch(() => null);
    // Answered by the service worker from its cache: nothing crossed the network.
    const sizes = response && !response.fromServiceWorker() ? await request.sizes().catch(() => null) : null;
    const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    counter.total += bytes;
    if (request.serviceWorker()) counter.serviceWorker += bytes;
    counter.pending -= 1;
    counter.lastActivity = Date.now();
  };
  context.on("requestfinished", (request) => void settle(request));
  context.on("requestfailed", () => {
    counter.pending -= 1;
    counter.lastActivity = Date.now();
  });
  return counter;
}

/** Waits until no request has started or finished for `quietMs`. */
async function networkQuiet(counter: { pending: number; lastActivity: number }, quietMs = 2000, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (counter.pending > 0 || Date.now() - counter.lastActivity < quietMs)) await new Promise((resolve) => setTimeout(resolve, 250));
}

async function visitPage(context: BrowserContext, url: string, page: string): Promise<PageVisits> {
  const counter = countBytes(context);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
  });

  await tab.goto(url, { waitUntil: "load" });
  await networkQuiet(counter, 500);
  const bytesAtLoad = counter.total;
  const first = await largestContentfulPaint(tab);
  // Installed and controlling (clientsClaim), and the precache fetched: the network falls quiet.
  await tab.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
  await networkQuiet(counter);
  const bytesTotal = counter.total;
  const bytesByServiceWorker = counter.serviceWorker;

  const repeat = await tab.reload({ waitUntil: "load" });
  const repeatOnline = await largestContentfulPaint(tab);
  await networkQuiet(counter, 1000);

  let apiRequests = 0;
  let apiFromServiceWorker = 0;
  tab.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    apiRequests += 1;
    if (response.fromServiceWorker()) apiFromServiceWorker += 1;
  });
  await context.setOffline(true);
  const offline = await tab.reload({ waitUntil: "load" });
  const offlineContentShown = await tab
    .getByRole("heading", { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const repeatOffline = await largestContentfulPaint(tab);
  return {
    page,
    bytesAtLoad,
    bytesTotal,
    bytesByServiceWorker,
    firstLcpMs: first.ms,
    repeatOnlineLcpMs: repeatOnline.ms,
    repeatOfflineLcpMs: repeatOffline.ms,
    offlineLcpElement: repeatOffline.element,
    repeatFromServiceWorker: repeat?.fromServiceWorker() ?? false,
    offlineFromServiceWorker: offline?.fromServiceWorker() ?? false,
    offlineStatus: offline?.status() ?? 0,
    offlineContentShown,
    offlineApiRequests: apiRequests,
    offlineApiFromServiceWorker: apiFromServiceWorker,
  };
}

export type Visits = { pages: PageVisits[]; cpuSlowdown: number; network: typeof NETWORK };

/** Each page's first, repeat and offline visits, one fresh mobile browser context per page. */
export async function measureVisits(baseUrl: string, pages: { page: string; path: string }[]): Promise<Visits> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
  const results: PageVisits[] = [];
  try {
    for (const { page, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      try {
        results.push(await visitPage(context, `${baseUrl}${path}`, page));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { pages: results, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK };
}
