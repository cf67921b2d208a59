/**
 * First and repeat visits of public pages (issue 9, "Budgets"; issue 25, targets 3 and 4), in
 * Chromium via playwright-core with Lighthouse's mobile conditions applied for real: its 4× CPU
 * slowdown and its slow-4G link (the "devtools" values Lighthouse applies: 562.5 ms round trip,
 * 1,474.56 kbit/s down), on a cellular connection (CDP's `connectionType: "cellular4g"`, with the
 * connection's type exposed as a phone's Chrome exposes it), so the service worker does not fetch
 * ahead as it would on Wi-Fi.
 *
 * For each page, in each language (a browser set to English, one set to Greek), in a fresh browser
 * context (no cache, no service worker):
 *  1. the first visit: the page's Largest Contentful Paint, and every byte the browser received
 *     until it loaded, then until the service worker had installed (its precache included) and
 *     the network fell quiet;
 *  2. the repeat visit online, as when the browser is closed and opened again: the tab closed, the
 *     service worker stopped, the address opened in a new tab: its LCP, whether the service worker
 *     answered, and whether it answered with the page drawn in the visitor's language (not the
 *     empty app shell);
 *  3. the same repeat visit offline (`context.setOffline(true)`): its LCP, whether the page's
 *     heading showed, and which API reads were asked for.
 * Each repeat visit is made REPEATS times, its LCP their median (this machine is shared and the
 * CPU 4× slowed: one visit varies by half).
 * Bytes are as transferred (compressed, headers included), counted by a proxy in front of the app,
 * the service worker's own requests (its script, the precache) included.
 */
import { createServer, request as forward, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type BrowserContext, type Page, type Response } from "playwright-core";
import { SERVER_PAGE_ATTRIBUTE } from "../../schema/page-contract";
import { CHROME_PATH } from "./lighthouse";

/**
 * `NetInfoDownlinkMax` exposes `navigator.connection.type` as Chrome on a phone does (desktop
 * Chromium leaves it out), so the emulated cellular connection reaches the service worker.
 */
const ARGS = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--enable-blink-features=NetInfoDownlinkMax",
];
export const CPU_SLOWDOWN = 4;
/** Repeat visits online, and as many offline, per page and language: each LCP is their median. */
export const REPEATS = 3;
/** Lighthouse's mobile slow 4G as it applies it in "devtools" throttling mode, on a cellular connection. */
export const NETWORK = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, connectionType: "cellular4g" } as const;

/** The two languages, each as a browser set to it would ask (Accept-Language, navigator.languages). */
export const VISIT_LANGUAGES = [
  { language: "en", browserLocale: "en-US" },
  { language: "el", browserLocale: "el-GR" },
] as const;
export type VisitLanguage = (typeof VISIT_LANGUAGES)[number]["language"];

export type PageVisits = {
  page: string;
  language: VisitLanguage;
  /** Bytes received by the time the page's load event fired. */
  bytesAtLoad: number;
  /** ... and once the service worker had installed (precache included) and the network fell quiet. */
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
  /** The service worker answered the repeat visits with this page drawn, in this language (not the app shell). */
  repeatDrawnPage: boolean;
  offlineDrawnPage: boolean;
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

/** An answer's bytes on the wire: its status line and headers as sent, and its body as sent (compressed). */
const headerBytes = (status: number, headers: IncomingHttpHeaders) =>
  `HTTP/1.1 ${status}\r\n`.length + Object.entries(headers).reduce((sum, [name, value]) => sum + [value ?? ""].flat().reduce((line, item) => line + name.length + 4 + String(item).length, 0), 2);

/**
 * Counts every byte the browser receives, in front of the app: a proxy the browser visits instead
 * (DevTools' per-request sizes miss some of a service worker's requests, and attribute a redirect's
 * second answer to the page's). The service worker's own requests are the ones it sends with its
 * script as the referrer, and its script itself.
 */
async function countingProxy(baseUrl: string) {
  const upstream = new URL(baseUrl);
  const counter = { total: 0, serviceWorker: 0, pending: 0, lastActivity: Date.now() };
  const server = createServer((incoming, outgoing) => {
    counter.pending += 1;
    counter.lastActivity = Date.now();
    const bySw = incoming.headers["service-worker"] === "script" || /\/sw\.js$/.test(incoming.headers.referer ?? "");
    const count = (bytes: number) => {
      counter.total += bytes;
      if (bySw) counter.serviceWorker += bytes;
      counter.lastActivity = Date.now();
    };
    const onward = forward({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: upstream.host } }, (answer) => {
      count(headerBytes(answer.statusCode ?? 502, answer.headers));
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on("data", (chunk: Buffer) => count(chunk.length));
      answer.pipe(outgoing);
    });
    outgoing.on("close", () => {
      counter.pending -= 1;
      counter.lastActivity = Date.now();
    });
    onward.on("error", () => outgoing.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    counter,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Counter = Awaited<ReturnType<typeof countingProxy>>["counter"];

/** Waits until no request has started or finished for `quietMs`. */
async function networkQuiet(counter: Counter, quietMs = 2000, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (counter.pending > 0 || Date.now() - counter.lastActivity < quietMs)) await new Promise((resolve) => setTimeout(resolve, 250));
}

/** A new tab on a phone: 4× slower CPU, slow 4G over a cellular connection. */
async function phoneTab(context: BrowserContext, { offline = false } = {}) {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1024) / 8,
    connectionType: NETWORK.connectionType,
  });
  return { tab, cdp };
}

/**
 * The browser closed and opened again, as far as the page can tell: the service worker stopped (it
 * starts anew for the next visit) and the tab closed, the HTTP and service worker caches kept; then
 * a new tab.
 */
async function reopen(context: BrowserContext, previous: Page, { offline = false } = {}) {
  const browser = await context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await browser.send("Target.getTargets");
  for (const target of targetInfos) if (target.type === "service_worker") await browser.send("Target.closeTarget", { targetId: target.targetId });
  await browser.detach();
  await previous.close();
  return (await phoneTab(context, { offline })).tab;
}

/** The answer is this page as the worker drew it, in this language: not the app shell. */
async function isDrawnPage(answer: Response | null, path: string, language: VisitLanguage): Promise<boolean> {
  const html = await answer?.text().catch(() => "");
  const pathname = new URL(path, "http://page").pathname;
  return Boolean(html?.includes(`${SERVER_PAGE_ATTRIBUTE}="${pathname}"`) && new RegExp(`<html[^>]*\\blang="${language}"`).test(html));
}

async function visitPage(context: BrowserContext, baseUrl: string, counter: Counter, path: string, page: string, language: VisitLanguage): Promise<PageVisits> {
  const url = `${baseUrl}${path}`;
  counter.total = 0;
  counter.serviceWorker = 0;
  const { tab: first } = await phoneTab(context);
  await first.goto(url, { waitUntil: "load" });
  await networkQuiet(counter, 500);
  const bytesAtLoad = counter.total;
  const firstLcp = await largestContentfulPaint(first);
  // Installed and controlling (clientsClaim), its precache fetched: the network falls quiet.
  await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
  await networkQuiet(counter);
  const bytesTotal = counter.total;
  const bytesByServiceWorker = counter.serviceWorker;

  // Repeat visits, each after the browser reopens: online, then offline (offline before the new
  // tab opens, so the service worker has no network either). Each LCP the median of REPEATS.
  let tab = first;
  const repeatVisit = async (offline: boolean) => {
    tab = await reopen(context, tab, { offline });
    const api = { requests: 0, fromServiceWorker: 0 };
    tab.on("response", (response) => {
      if (!new URL(response.url()).pathname.startsWith("/api/")) return;
      api.requests += 1;
      if (response.fromServiceWorker()) api.fromServiceWorker += 1;
    });
    const answer = await tab.goto(url, { waitUntil: "load" });
    // Read while the tab is open: its answer's body goes with it.
    const drawn = await isDrawnPage(answer, path, language);
    const headingShown = await tab
      .getByRole("heading", { level: 1 })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const lcp = await largestContentfulPaint(tab);
    if (!offline) await networkQuiet(counter, 1000);
    return { answer, drawn, headingShown, lcp, api };
  };
  const online = [];
  for (let round = 0; round < REPEATS; round++) online.push(await repeatVisit(false));
  await context.setOffline(true);
  const offline = [];
  for (let round = 0; round < REPEATS; round++) offline.push(await repeatVisit(true));
  const medianLcp = (visits: { lcp: { ms: number; element: string } }[]) => [...visits].sort((a, b) => a.lcp.ms - b.lcp.ms)[Math.floor(visits.length / 2)]!.lcp;
  const all = <T>(visits: T[], holds: (visit: T) => boolean) => visits.every(holds);
  const lastOffline = offline.at(-1)!;
  return {
    page,
    language,
    bytesAtLoad,
    bytesTotal,
    bytesByServiceWorker,
    firstLcpMs: firstLcp.ms,
    repeatOnlineLcpMs: medianLcp(online).ms,
    repeatOfflineLcpMs: medianLcp(offline).ms,
    offlineLcpElement: medianLcp(offline).element,
    repeatFromServiceWorker: all(online, (visit) => visit.answer?.fromServiceWorker() ?? false),
    offlineFromServiceWorker: all(offline, (visit) => visit.answer?.fromServiceWorker() ?? false),
    repeatDrawnPage: all(online, (visit) => visit.drawn),
    offlineDrawnPage: all(offline, (visit) => visit.drawn),
    offlineStatus: lastOffline.answer?.status() ?? 0,
    offlineContentShown: all(offline, (visit) => visit.headingShown),
    offlineApiRequests: lastOffline.api.requests,
    offlineApiFromServiceWorker: lastOffline.api.fromServiceWorker,
  };
}

export type Visits = { pages: PageVisits[]; cpuSlowdown: number; network: typeof NETWORK };

/** Each page's first, repeat and offline visits in each language, one fresh mobile browser context per page and language. */
export async function measureVisits(baseUrl: string, pages: { page: string; path: string }[], languages = VISIT_LANGUAGES): Promise<Visits> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
  const proxy = await countingProxy(baseUrl);
  const results: PageVisits[] = [];
  try {
    for (const { page, path } of pages)
      for (const { language, browserLocale } of languages) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: browserLocale });
        try {
          results.push(await visitPage(context, proxy.url, proxy.counter, path, page, language));
        } finally {
          await context.close().catch(() => undefined);
        }
      }
  } finally {
    await browser.close();
    await proxy.close();
  }
  return { pages: results, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK };
}
