/** docs/benchmarks.md from one `npm run bench`: every figure below is measured, none is typed in. */
import type { BenchResults } from "../bench";
import { LOAD, READ_SHARE_TARGET } from "./api";
import { BUDGET_KIB, FIRST_VISIT_AIM_KIB, ISLANDS_BUDGET_KIB, kib, MEDIAN_BUDGET_KIB, type RouteBudget } from "./bundle";
import { ISSUE_25_TODAY, LANGUAGES, LIGHTHOUSE_TARGETS as T, meetsIssue25, meetsTargets, type LighthousePage } from "./lighthouse";
import { PAGES, PUBLIC_PAGE_NAMES } from "../../schema/pages";
import type { PageVisits } from "./offline";
import { ENGINE_TARGET_MS, FLAT_RATIO } from "./competitions";
import { REQUESTS_PER_ENDPOINT, SCALE, type QueryPlan } from "./scale";
import { MATCH_DAY, MATCH_DAY_TARGETS, type MatchDayRun } from "./match-day";
import { workerCostSection, workerCostSummary } from "./worker-cost";
import { ROUNDS, WRITES } from "./live";
import { SEARCH } from "../../schema/search";
import { SEARCH_SCALE, SEARCH_TARGETS } from "./search";
import { REGISTRATION_FLAT_RATIO, REGISTRATION_REQUESTS, REGISTRATION_SCALE, registrationEndpoints } from "./registrations";

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const pass = (ok: boolean, miss = "") => (ok ? "✅ pass" : `❌ miss${miss ? ` (${miss})` : ""}`);
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

/** Issue 25, target 2: what a drawn public page's islands cost, from the build (each page's own figure is in section 2). */
function islandsPart(bundle: NonNullable<BenchResults["bundle"]>): string {
  const islands = bundle.islands;
  if (!islands) return "_This build has no islands runtime (web/islands/start.tsx): every public page hydrates as the app._";
  const budget = ISLANDS_BUDGET_KIB * 1024;
  const [en, el] = ["en", "el"].map((locale) => islands.runtime.find((entry) => entry.locale === locale)!);
  const [allEn, allEl] = ["en", "el"].map((locale) => islands.all.find((entry) => entry.locale === locale)!);
  const over = (bytes: number) => pass(bytes <= budget, `+${kib(bytes - budget)} KiB`);
  return [
    `**Drawn public pages (islands).** Budget (issue 25): at most ${ISLANDS_BUDGET_KIB} KiB of script (gzip -9 of each chunk) before a public page is interactive, React included. A page the worker drew loads the entry chunk of index.html (web/main.tsx), the islands runtime (web/islands/start.tsx) and their static imports, and the islands catalog of its language; then the code of each island it shows (web/islands/registry.ts), with the page's query cache for the islands that read data and their on-demand catalogs. Which islands a page shows, and which of them hydrate before it is interactive, is known once it is drawn: section 2 measures each page's own figure.`,
    "",
    table(
      ["What", "en KiB", "el KiB", `≤ ${ISLANDS_BUDGET_KIB} KiB`],
      [
        ["Every drawn page: entry, React, the islands runtime, the islands catalog", `**${kib(en!.bytes)}**`, `**${kib(el!.bytes)}**`, over(Math.max(en!.bytes, el!.bytes))],
        ...islands.islands.map((island) => [`+ island \`${island.name}\`${island.pageData ? " (reads page data)" : ""}${island.catalogs.length ? ` (catalogs: ${island.catalogs.join(", ")})` : ""}`, kib(island.bytes.en ?? 0), kib(island.bytes.el ?? 0), ""]),
        ["The runtime and every island together (the most a page could load at start)", kib(allEn!.bytes), kib(allEl!.bytes), allEn!.bytes <= budget && allEl!.bytes <= budget ? "✅ every page within" : "(bound; each page's own in section 2)"],
      ],
    ),
    "",
    `- Files of the runtime (en): ${en!.files.map((file) => `\`${file.replace("assets/", "")}\``).join(", ")}. An island's figure is the code only it brings beyond the runtime; islands share chunks (the page's query cache among them), so a page with two of them loads less than their sum.`,
  ].join("\n");
}

function bundleSection(results: BenchResults): string {
  const bundle = results.bundle;
  if (!bundle) return "_Not measured in this run._";
  const budget = BUDGET_KIB * 1024;
  const row = (r: RouteBudget) => [
    `\`${r.route}\`${r.signIn ? " (sign-in)" : ""}`,
    r.locale,
    `**${kib(r.totalBytes)}**`,
    kib(r.shellBytes),
    kib(r.screenBytes),
    kib(r.catalogBytes),
    r.signIn ? "(not a public page)" : pass(r.totalBytes <= budget, `+${kib(r.totalBytes - budget)} KiB, ${Math.round((r.totalBytes / budget - 1) * 100)}% over`),
  ];
  const publicLoads = bundle.routes.filter((r) => !r.signIn);
  const over = publicLoads.filter((r) => r.totalBytes > budget);
  const medianOk = bundle.medianBytes <= MEDIAN_BUDGET_KIB * 1024;
  const react = bundle.largest.find((chunk) => /\/react-/.test(chunk.file));
  const precacheTotal = bundle.precache.reduce((sum, entry) => sum + entry.bytes, 0);
  const byKind = new Map<string, number>();
  for (const entry of bundle.precache) byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.bytes);
  return [
    islandsPart(bundle),
    "",
    `**The app (SPA).** Budget (issue 9): at most ${BUDGET_KIB} KiB of JavaScript (gzip -9 of each chunk) for the first load of each route and locale, and at most ${MEDIAN_BUDGET_KIB} KiB for the median one: what a public screen costs when the app draws it (reached inside the app, or offline from the service worker's shell), and the sign-in pages. A first load is the entry chunk of index.html, the SPA (web/app/start-app.tsx) and their static imports, the route's lazily loaded screen chunk and its static imports, and the translation catalogs it needs (the active locale's shared catalogs, and the screen's own, named by its page in schema/pages.ts). Chunks loaded after hydration (the PWA corner, the toaster, the mobile drawer, dialogs and their forms, a signed-in club's menu) are not in it. The public routes are the page registry's public pages (schema/pages.ts), each screen once (\`/home\` is \`/\`), mapped to their screens by web/routes.tsx; the sign-in pages \`/login\` and \`/register\` are measured too, outside the budget. Computed from the build's \`.vite/manifest.json\` (scripts/bench/bundle.ts).`,
    "",
    `Result: ${publicLoads.length - over.length} of ${publicLoads.length} public route × locale loads of the app within ${BUDGET_KIB} KiB (largest ${kib(bundle.maxBytes)} KiB); median ${kib(bundle.medianBytes)} KiB ${pass(medianOk, `+${kib(bundle.medianBytes - MEDIAN_BUDGET_KIB * 1024)} KiB`)}.`,
    "",
    table(["Route", "Locale", "Total KiB", "Shell KiB", "Screen KiB", "Catalogs KiB", "Budget"], bundle.routes.map(row)),
    "",
    `- Entry chunk: \`${bundle.entryFile}\`. Largest chunks of the build: ${bundle.largest.map((chunk) => `\`${chunk.file.replace("assets/", "")}\` ${kib(chunk.bytes)} KiB`).join(", ")}.`,
    `- Milkdown is only in ${bundle.milkdownChunks.map((file) => `\`${file}\``).join(", ") || "no chunk"}; public routes load ${bundle.milkdownInPublic.length ? bundle.milkdownInPublic.map((file) => `\`${file}\``).join(", ") : "none of them"}.`,
    `- Chunks only signed-in screens load (the dashboard, admin, a club's menu, a player's own screens), ${kib(bundle.dashboardChunks.reduce((sum, chunk) => sum + chunk.bytes, 0))} KiB in all: ${bundle.dashboardChunks.map((chunk) => `\`${chunk.file.replace("assets/", "")}\` ${kib(chunk.bytes)}${chunk.milkdown ? " (Milkdown)" : ""}`).join(", ")}.`,
    `- **Service worker precache** (what a first visit installs, in Greek: the shell and that language's shared catalog; the screens, islands and on-demand catalogs come when needed or ahead on an unmetered connection, web/sw.ts; as served: text gzipped, images as they are): ${kib(precacheTotal)} KiB in ${bundle.precache.length} files (${[...byKind].map(([kind, bytes]) => `${kind} ${kib(bytes)}`).join(", ")}). Signed-in-only chunks in it: ${bundle.privatePrecached.length ? bundle.privatePrecached.join(", ") : "none"}; the app's shell files it leaves out: ${bundle.notPrecached.length ? bundle.notPrecached.map((file) => `\`${file.replace("assets/", "")}\``).join(", ") : "none"} (web/pwa.config.ts leaves out every chunk only a signed-in screen reaches, computed from the build's chunk graph; scripts/check-chunks.test.ts holds it).`,
    "",
    `**What the budget is spent on.** React 19 and react-dom (${react ? kib(react.bytes) : "about 66"} KiB, the \`react\` chunk every route loads) are ${react ? Math.round((react.bytes / bundle.maxBytes) * 100) : "about 45"}% of the largest route. The rest of the shell is the app's frame (header, footer, i18n, the query client), TanStack Query and the session; the translations of the about, academy, admin, competitions, dashboard, legal, player and rugby-info features load with the screens that show them (schema/pages.ts), and Ark UI's dialogs, valibot, the PWA corner, the toaster, the mobile drawer and the dialogs with their forms load on first use.`,
    over.length || !medianOk
      ? `**Why the budget is missed.** ${over
          .map((r) => `\`${r.route}\` (${r.locale}) is ${kib(r.totalBytes - budget)} KiB over: shell ${kib(r.shellBytes)}, screen ${kib(r.screenBytes)}, catalogs ${kib(r.catalogBytes)} KiB`)
          .join("; ")}${medianOk ? "" : `; the median is ${kib(bundle.medianBytes - MEDIAN_BUDGET_KIB * 1024)} KiB over`}. The largest chunks above show what to cut next.`
      : "",
  ].join("\n");
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/assets\//, "") || url || "unattributed";
const KIB = 1024;
const pageName = (page: LighthousePage) => `\`${page.path.length > 36 ? `${page.path.slice(0, 36)}…` : page.path}\``;
/** A figure beside issue 25's "today" for that page, when the issue measured it. */
const beside = (value: string, today: number | undefined, unit = "") => (today === undefined ? value : `${value} (today ${today}${unit})`);

/** Issue 25, target 1: the longest task of home's start under the 4× CPU slowdown, and what it ran. */
function hydrationNote(pages: LighthousePage[]): string {
  const homePage = pages.find((page) => page.page === "/" && page.language === "en");
  if (!homePage) return "";
  const home = homePage.typical;
  const { scripts, islands, until } = homePage.interactiveScript;
  const tasks = home.longTasks.slice(0, 5).map((task) => `${ms(task.durationMs)} at ${ms(task.startMs)} (\`${shortUrl(task.url)}\`)`);
  const before = scripts.filter((load) => load.beforeInteractive);
  const after = scripts.filter((load) => !load.beforeInteractive);
  const list = (loads: typeof scripts) =>
    loads.length > 12
      ? `${loads.slice(0, 12).map((load) => `\`${shortUrl(load.url)}\` ${kib(load.bytes)}`).join(", ")} and ${loads.length - 12} more files of ${kib(loads.slice(12).reduce((total, load) => total + load.bytes, 0))} KiB`
      : loads.map((load) => `\`${shortUrl(load.url)}\` ${kib(load.bytes)}`).join(", ") || "none";
  return [
    `**Home's start under the 4× CPU slowdown** (its median-TBT run). Longest main-thread task: ${home.longTasks[0] ? `**${ms(home.longTasks[0].durationMs)}**` : "none of 50 ms or more"}${tasks.length ? `; the tasks of 50 ms or more, longest first, as Lighthouse's \`long-tasks\` audit reports them (simulated, with the script each is attributed to): ${tasks.join(", ")}` : ""}. TBT ${ms(home.tbtMs)}, Time to Interactive ${s(home.interactiveMs)}.`,
    "",
    `**Home's script** (KiB as transferred, compressed), ${until === "islands" ? `until the ${islands.atOnce} of its ${islands.total} islands a visitor can use at once had hydrated${islands.hydrated ? "" : " (they had not within 30 s)"}` : "until its network went quiet (no islands on the page)"}: ${kib(homePage.interactiveScript.bytes)} KiB: ${list(before)}. After: ${list(after)}.`,
  ].join("\n");
}

function lighthouseSection(pages: LighthousePage[] | undefined): string {
  if (!pages?.length) return "_Not measured in this run._";
  const targetRows = pages.map((page) => {
    const ok = meetsTargets(page);
    const m = page.median;
    const today = ISSUE_25_TODAY[page.page];
    return [
      pageName(page),
      page.language,
      `${beside(ms(m.tbtMs), today?.tbtMs, " ms")} ${ok.tbt ? "✅" : "❌"}`,
      `${ms(m.longestTaskMs)} ${ok.longestTask ? "✅" : "❌"}`,
      `${beside(String(m.performance), today?.performance)} ${ok.performance ? "✅" : "❌"}`,
      `${beside(kib(m.scriptBeforeInteractiveBytes), today?.scriptKib)} ${ok.script ? "✅" : "❌"}`,
      kib(m.scriptBytes),
      meetsIssue25(page) ? "✅ pass" : "❌ miss",
    ];
  });
  const otherRows = pages.map((page) => {
    const ok = meetsTargets(page);
    const run = page.typical;
    return [
      pageName(page),
      page.language,
      `${s(page.median.lcpMs)} ${ok.lcp ? "✅" : "❌"}`,
      `${page.median.cls.toFixed(3)} ${ok.cls ? "✅" : "❌"}`,
      s(page.median.fcpMs),
      s(page.median.interactiveMs),
      `${run.accessibility} ${ok.accessibility ? "✅" : "❌"}`,
      `${run.bestPractices} ${ok.bestPractices ? "✅" : "❌"}`,
      `${run.seo} ${ok.seo ? "✅" : "❌"}`,
      `${ms(run.observedFcpMs)} / ${ms(run.observedLcpMs)}`,
    ];
  });
  const missed = pages.filter((page) => !meetsIssue25(page));
  const indexes = pages.flatMap((page) => page.benchmarkIndexes);
  const slowCpu = indexes.filter((index) => index < 1000);
  // Audits below 90 in the median runs, each once with the pages it fails on.
  const failing = new Map<string, string[]>();
  for (const page of pages)
    for (const audit of page.typical.failing) {
      const key = `${audit.title}${audit.display && !/\d/.test(audit.display) ? ` (${audit.display})` : ""}`;
      failing.set(key, [...(failing.get(key) ?? []), `\`${page.path}\` ${page.language}${audit.display && /\d/.test(audit.display) ? ` ${audit.display}` : ""}`]);
    }
  // Why, once per target: where the long tasks run, and what the heaviest page's script is.
  const slow = pages.filter((page) => !meetsTargets(page).tbt || !meetsTargets(page).longestTask);
  const attributed = new Map<string, number>();
  for (const page of slow) {
    const task = page.typical.longTasks.find((candidate) => candidate.startMs < page.typical.interactiveMs);
    if (task) attributed.set(shortUrl(task.url), (attributed.get(shortUrl(task.url)) ?? 0) + 1);
  }
  const heavy = pages.filter((page) => !meetsTargets(page).script);
  const heaviest = [...heavy].sort((a, b) => b.median.scriptBeforeInteractiveBytes - a.median.scriptBeforeInteractiveBytes)[0];
  const weak = pages.filter((page) => !meetsTargets(page).performance);
  const why = [
    slow.length ? `TBT or the longest task on ${slow.length} of ${pages.length} loads; their longest task runs in ${[...attributed].sort((a, b) => b[1] - a[1]).map(([script, times]) => `\`${script}\` (${times})`).join(", ")}` : "",
    heaviest ? `script on ${heavy.length} of ${pages.length} loads; the heaviest, \`${heaviest.path}\` ${heaviest.language} (${kib(heaviest.median.scriptBeforeInteractiveBytes)} KiB), loads ${heaviest.interactiveScript.scripts.filter((load) => load.beforeInteractive).slice(0, 5).map((load) => `\`${shortUrl(load.url)}\` ${kib(load.bytes)}`).join(", ")} as its largest files` : "",
    weak.length ? `performance on ${weak.length} of ${pages.length} loads (the metrics that cost the points are among the audits above)` : "",
  ].filter(Boolean);
  const runs = Math.min(...pages.map((page) => page.runs));
  // Every public page of the registry in both languages, to say which this run left out.
  const absent = PUBLIC_PAGE_NAMES.filter((name) => !("aliasOf" in PAGES[name]))
    .flatMap((name) => LANGUAGES.map((language) => ({ pattern: PAGES[name].pattern as string, language })))
    .filter(({ pattern, language }) => !pages.some((page) => page.page === pattern && page.language === language));
  const failedRuns = pages.filter((page) => page.failedRuns.length);
  return [
    `Lighthouse ${pages[0]!.typical.lighthouseVersion} in Debian Chromium (headless), mobile defaults: Moto G Power viewport, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown. Every public page of the page registry (schema/pages.ts; a club, an article, a match and a competition of the seed), in English and in Greek (\`?lang=el\`), ${runs === 1 ? "one cold load each" : `${runs} cold loads each, round after round, each figure the median of its runs`} (storage and service worker cleared; \`npm run bench -- --only lighthouse --lighthouse-runs N\`). Against \`npm start\`'s server (wrangler dev serving the build, gzip on), warmed by one request per page so the worker has loaded its page renderer. Lighthouse's CPU benchmark index for this machine ranged ${Math.min(...indexes)}-${Math.max(...indexes)}.`,
    "",
    `**Script before interactive** is every script the page asked for until the islands a visitor can use at once had hydrated (those that hydrate at load, and those in view on the phone's screen; web/islands/start.tsx marks each one it runs), measured apart in the same Chromium with playwright-core under the phone's conditions applied for real (Lighthouse's Moto G Power viewport, its slow 4G and 4× CPU as its devtools mode applies them, no service worker), once per round and reported by the median, at the bytes each crossed the network with (compressed, headers included; scripts/bench/lighthouse.ts). A page without islands counts until its network went quiet. What a page starts "when idle" while its islands' code is still on its way is asked for before they run, and counted. Lighthouse's Time to Interactive cannot draw that line: a page whose islands hydrate in short tasks is "interactive" by its definition (after the last long task) before their code has arrived. "All script" is every script of Lighthouse's load until it went quiet (what the issue's "today" figures counted), what loads once the page is idle included. The longest task counts the tasks that start before Lighthouse's Time to Interactive.`,
    "",
    `Targets (issue 25, targets 1 and 2): TBT ≤ ${ms(T.tbtMs)}, no task over ${ms(T.longestTaskMs)} while the page starts, performance ≥ ${T.performance}, script before interactive ≤ ${T.scriptKib} KiB. "Today" is the issue's figure for that page, measured before this work (Lighthouse 13 mobile, medians of 3).`,
    "",
    `Result: ${pages.length - missed.length} of ${pages.length} page × language loads meet all four.${absent.length ? ` Not in this run: ${absent.map(({ pattern, language }) => `\`${pattern}\` ${language}`).join(", ")}.` : ""}${failedRuns.length ? ` Runs left out after three tries: ${failedRuns.map((page) => `\`${page.path}\` ${page.language} (${page.failedRuns.join("; ")})`).join(", ")}.` : ""}`,
    "",
    table(["Page", "Language", "TBT", "Longest task", "Performance", "Script before interactive, KiB", "All script, KiB", "Issue 25"], targetRows),
    "",
    `Issue 9's other targets: LCP ≤ ${s(T.lcpMs)}, CLS ≤ ${T.cls}, accessibility, best practices and SEO ${T.seo} (scores of each page's median-TBT run).`,
    "",
    table(["Page", "Language", "LCP", "CLS", "FCP", "Time to Interactive", "Accessibility", "Best practices", "SEO", "Observed FCP / LCP (unthrottled)"], otherRows),
    "",
    hydrationNote(pages),
    "",
    failing.size ? "Audits below 90 in the median runs (what costs the points), with the pages they fail on:" : "No audit below 90 in the median runs.",
    "",
    ...[...failing].map(([title, on]) => `- ${title}: ${on.length} of ${pages.length} (${on.slice(0, 6).join(", ")}${on.length > 6 ? ", …" : ""}).`),
    "",
    missed.length ? `**Why a target is missed in this run.** ${why.join("; ")}. What varies from run to run on this shared 2-core machine is CPU time (TBT, the longest task, performance); the script figure does not vary.` : "",
    slowCpu.length ? `Lighthouse measured this machine's CPU at a benchmark index under 1,000 in ${slowCpu.length} of ${indexes.length} runs (a quiet run measures about 2,000-2,400): other work was running, and TBT, FCP and LCP are inflated by it.` : "",
  ].join("\n");
}

/** Issue 25's "today" for the visits (before its work): a first visit's bytes, the service worker's share, a repeat visit's LCP ÷ the first's. */
const VISITS_TODAY = { firstVisitKib: "456-462", serviceWorkerKib: "220-266", repeatPercent: "65-119 %" } as const;

/** A repeat visit paints from the device: the service worker answered it, online and offline, with the page drawn in the visitor's language, in at most half the first visit's LCP. */
const repeatRatio = (visit: PageVisits) => Math.max(visit.repeatOnlineLcpMs, visit.repeatOfflineLcpMs) / visit.firstLcpMs;
const paintsFromDevice = (visit: PageVisits) =>
  visit.repeatFromServiceWorker && visit.offlineFromServiceWorker && visit.repeatDrawnPage && visit.offlineDrawnPage && visit.offlineContentShown;

function offlineSection(results: BenchResults): string {
  const visits = results.offline;
  if (!visits?.pages.length) return "_Not measured in this run._";
  const aim = FIRST_VISIT_AIM_KIB * 1024;
  const halves = (visit: PageVisits) => repeatRatio(visit) <= 0.5;
  const answered = (fromServiceWorker: boolean, drawn: boolean) => (!fromServiceWorker ? "not from the service worker" : drawn ? "the drawn page" : "the app shell");
  const rows = visits.pages.map((visit) => [
    `\`${visit.page}\``,
    visit.language,
    kib(visit.bytesAtLoad),
    `**${kib(visit.bytesTotal)}** ${visit.bytesTotal <= aim ? "✅" : `❌ (+${kib(visit.bytesTotal - aim)})`}`,
    kib(visit.bytesByServiceWorker),
    ms(visit.firstLcpMs),
    ms(visit.repeatOnlineLcpMs),
    `${ms(visit.repeatOfflineLcpMs)}${visit.offlineContentShown ? "" : ", heading not shown"}`,
    `${Math.round(repeatRatio(visit) * 100)}% ${halves(visit) && paintsFromDevice(visit) ? "✅" : "❌"}`,
    `${answered(visit.repeatFromServiceWorker, visit.repeatDrawnPage)} / ${answered(visit.offlineFromServiceWorker, visit.offlineDrawnPage)}`,
    `${visit.offlineApiRequests} (${visit.offlineApiFromServiceWorker})`,
  ]);
  const overAim = visits.pages.filter((visit) => visit.bytesTotal > aim);
  const slowRepeat = visits.pages.filter((visit) => !halves(visit) || !paintsFromDevice(visit));
  const range = (values: number[], show: (value: number) => string) => `${show(Math.min(...values))}-${show(Math.max(...values))}`;
  const home = visits.pages.find((visit) => visit.page === "/");
  const name = (visit: PageVisits) => `\`${visit.page}\` ${visit.language}`;
  return [
    `Each public page of the page registry (a club, an article, a match and a competition of the seed), in English and in Greek (a browser set to each language: its Accept-Language and \`navigator.languages\`), in a fresh mobile browser context (Chromium via playwright-core, 412×823, no cache, no service worker), with Lighthouse's mobile conditions applied for real: ${visits.cpuSlowdown}× CPU slowdown and its slow 4G (${visits.network.latencyMs} ms round trip, ${visits.network.downloadKbps} kbit/s down), on a cellular connection (CDP's \`connectionType: "${visits.network.connectionType}"\`, with \`navigator.connection.type\` exposed as Chrome on a phone exposes it), so the service worker does not fetch ahead as it does on Wi-Fi (scripts/bench/offline.ts).`,
    "",
    "First visit: bytes received by the load event, then once the service worker has installed (its precache and the visitor's language) and the network has been quiet for 2 s; counted by a proxy in front of the app, compressed, headers included, the service worker's own requests (its script, its precache) included. Then the browser closed and opened again, as far as a page can tell (the service worker stopped, the tab closed, the caches kept): the address in a new tab online (repeat visit online), then the same offline (`context.setOffline(true)`). LCP is the browser's own `largest-contentful-paint` entry. \"Answered with\" says what the service worker answered each repeat visit with: the page as the worker drew it, in the visitor's language, or the app shell.",
    "",
    `Targets (issue 25, targets 3 and 4): a first visit costs at most ${FIRST_VISIT_AIM_KIB} KiB in all, the service worker's precache included; a repeat visit paints from the device, its LCP at most half the first visit's, online and offline. Today (the issue's figures, before this work): ${VISITS_TODAY.firstVisitKib} KiB, of which the service worker ${VISITS_TODAY.serviceWorkerKib} KiB; a repeat visit at ${VISITS_TODAY.repeatPercent} of the first visit's LCP.`,
    "",
    `Result: ${visits.pages.length - overAim.length} of ${visits.pages.length} page × language visits within ${FIRST_VISIT_AIM_KIB} KiB (${range(visits.pages.map((visit) => visit.bytesTotal), kib)} KiB, today ${VISITS_TODAY.firstVisitKib}; the service worker's share ${range(visits.pages.map((visit) => visit.bytesByServiceWorker), kib)} KiB, today ${VISITS_TODAY.serviceWorkerKib}); ${visits.pages.length - slowRepeat.length} of ${visits.pages.length} repeat visits painted from the device in at most half the first visit's LCP (${range(visits.pages.map(repeatRatio), (ratio) => `${Math.round(ratio * 100)}`)} %, today ${VISITS_TODAY.repeatPercent}).`,
    "",
    table(
      ["Page", "Language", "KiB at load", `KiB with precache (today ${VISITS_TODAY.firstVisitKib})`, `of which service worker (today ${VISITS_TODAY.serviceWorkerKib})`, "LCP first visit", "LCP repeat online", "LCP repeat offline", `Repeat ÷ first, worse of the two (today ${VISITS_TODAY.repeatPercent})`, "Answered with, online / offline", "API requests offline (answered by the service worker)"],
      rows,
    ),
    "",
    home ? `LCP element of home's offline repeat visit: \`${home.offlineLcpElement.replace(/\|/g, "/")}\`.` : "",
    "",
    "**How a repeat visit paints from the device.** The service worker (web/sw.ts) keeps each public page the worker drew, as drawn, under its address and the language it was drawn in (the page this first visit drew is taken from the browser's HTTP cache as the service worker installs, with no second download; later ones as they are visited). A repeat visit gets that copy at once, in the visitor's language (the address's `?lang=`, else the `language` cookie, else the language the worker last drew in, else the browser's), while the network's copy replaces it for next time (stale-while-revalidate): the page paints as soon as the HTML is parsed, with its stylesheet and its islands' code from the device, online or offline. A page never seen gets the network online and the app shell offline.",
    "",
    "**What a first visit downloads.** The page itself (its HTML, its stylesheet, its islands' script), then the service worker's install: its script, the app shell (index.html, the entry, the islands runtime and the SPA's start, for a page never seen offline) and the shared catalog of the visitor's language only. The screens, the islands and the on-demand catalogs are kept as they are fetched (what the first page already loaded is taken from the HTTP cache), or fetched ahead when the device is idle on Wi-Fi or another unmetered connection (never with Save-Data or on a cellular one): the rest of the public screens and the main public pages, in the visitor's language.",
    overAim.length
      ? `**Why the ${FIRST_VISIT_AIM_KIB} KiB aim is missed** on ${overAim.map(name).join(", ")} (by up to ${kib(Math.max(...overAim.map((visit) => visit.bytesTotal - aim)))} KiB): the page itself brings ${range(overAim.map((visit) => visit.bytesTotal - visit.bytesByServiceWorker), kib)} KiB and the service worker ${range(overAim.map((visit) => visit.bytesByServiceWorker), kib)} KiB (its script, the SPA's start that a page never seen needs offline, and the language's shared catalog, larger in Greek).`
      : "",
    slowRepeat.length
      ? `**Where a repeat visit does not paint from the device in half the time**: ${slowRepeat.map((visit) => `${name(visit)} (${Math.round(repeatRatio(visit) * 100)}%${paintsFromDevice(visit) ? "" : `, answered with ${answered(visit.repeatFromServiceWorker, visit.repeatDrawnPage)} / ${answered(visit.offlineFromServiceWorker, visit.offlineDrawnPage)}${visit.offlineContentShown ? "" : ", heading not shown offline"}`})`).join(", ")}.`
      : "",
  ].join("\n");
}

function apiSection(results: BenchResults["api"]): string {
  if (!results?.length) return "_Not measured in this run._";
  const noisy = results.some((r) => (r.shareOfHealth ?? 0) > 1);
  return [
    `autocannon, ${LOAD.connections} connections for ${LOAD.durationS} s per endpoint, against \`wrangler dev\` (the server \`npm start\` runs: local workerd and D1 on SQLite, the Workers Cache API in Miniflare) on loopback, on the same 2-core machine as the load generator. \`/api/health\` answers 204 with no database work: it is the local runtime's own ceiling, measured in turns with each read (two runs of ${LOAD.durationS / 2} s each, the machine being shared and its ceiling moving), and each read's share of that ceiling says how much its own work costs (target: at least ${READ_SHARE_TARGET * 100}% for every public read, issue 25). These are local figures: on Cloudflare each request is spread over the edge, and D1 runs remotely.`,
    "",
    table(
      ["Endpoint", "Requests/s", "/api/health in turns with it", "p50", "p99", "Share of /api/health", "Requests", "Non-2xx", "Errors"],
      results.map((r) => [
        `\`${r.path}\``,
        Math.round(r.requestsPerSecond).toLocaleString("en-US"),
        r.ceilingRequestsPerSecond === undefined ? "" : Math.round(r.ceilingRequestsPerSecond).toLocaleString("en-US"),
        ms(r.p50Ms),
        ms(r.p99Ms),
        r.shareOfHealth === undefined ? "(ceiling)" : `${Math.round(r.shareOfHealth * 100)}%`,
        r.requests.toLocaleString("en-US"),
        r.non2xx,
        r.errors + r.timeouts,
      ]),
    ),
    noisy
      ? "\nAn endpoint above 100% of the empty `/api/health` means the machine was busy with other work while the ceiling was measured: the load generator and workerd share its 2 cores, so these figures are only indicative in this run."
      : "",
  ].join("\n");
}

/** What scripts/bench/query-plan.ts flags in a plan (issue 25), said once above each list of plans. */
const PLAN_CHECK =
  "Each plan is checked by scripts/bench/query-plan.ts: an automatic index (built on every run), a bloom filter over a table that grows (the whole table read on every run), a temporary B-tree (every matching row sorted before the first answer), a correlated subquery that scans (once per outer row), or a full scan (any scan but the outer loop of a paged query walking in the page's order) is a finding.";

/** A plan as a list item: its findings (or none), then its rows, nested as SQLite nests them. */
const planLines = (plan: QueryPlan) => [
  `- **${plan.label}**: ${plan.problems.length ? `❌ ${plan.problems.join("; ")}` : "✅ reads only what it answers"}`,
  ...plan.plan.map((line) => `${"  ".repeat(1 + (line.length - line.trimStart().length) / 2)}- \`${line.trim()}\``),
];
const withProblems = (plans: QueryPlan[]) => plans.filter((plan) => plan.problems.length).map((plan) => plan.label).join(", ") || "none";

function scaleSection(scale: BenchResults["scale"]): string {
  if (!scale) return "_Not measured in this run._";
  const rows = scale.small.map((small, index) => {
    const large = scale.large[index];
    return [
      small.label,
      `${ms(small.p50Ms)} / ${ms(small.p95Ms)}`,
      large ? `${ms(large.p50Ms)} / ${ms(large.p95Ms)}` : "–",
      large ? `${(large.p50Ms / small.p50Ms).toFixed(2)}×` : "–",
      `${small.rows} / ${large?.rows ?? "–"}`,
    ];
  });
  const notPaged = scale.large.find((latency) => /club's matches/.test(latency.label));
  return [
    `A separate local database (its own \`--persist-to\` directory), migrated and seeded, then ${SCALE.news.toLocaleString("en-US")} news rows and ${SCALE.matches.toLocaleString("en-US")} matches inserted with \`wrangler d1 execute --local --file\` (20,000 rows a file). ${REQUESTS_PER_ENDPOINT} sequential requests per list on each database, after a warm-up.`,
    "",
    table(
      ["Database", "News", "Matches"],
      [
        ["seeded (small)", scale.smallRows.news.toLocaleString("en-US"), scale.smallRows.matches.toLocaleString("en-US")],
        ["scale", scale.largeRows.news.toLocaleString("en-US"), scale.largeRows.matches.toLocaleString("en-US")],
      ],
    ),
    "",
    table(["List", "Small p50 / p95", "Scale p50 / p95", "Scale ÷ small (p50)", "Items small / scale"], rows),
    "",
    notPaged
      ? `The news and upcoming-match lists are paged and walk an index, so their latency stays flat. \`/api/clubs/{id}/matches\` is the exception by design of the SPEC's call (it answers every match of the club, unpaged: ${notPaged.rows} rows here), so it grows with one club's fixture list; its plan below says whether it reads only that club's teams' fixtures or walks every fixture.`
      : "",
    "",
    "`EXPLAIN QUERY PLAN` on the scale database, for the SQL the worker's own query builders produce:",
    "",
    PLAN_CHECK,
    "",
    ...scale.plans.flatMap(planLines),
  ].join("\n");
}

/** Issue 14's aims: the product within 1.2× of the floor; the official's write p99 under 100 ms at 1,000 watchers. */
const FLOOR_FACTOR = 1.2;
const WRITE_P99_MS = 100;

function liveSection(live: BenchResults["live"]): string {
  if (!live) return "_Not measured in this run._";
  const fanRows = live.fanOut.map((row) => [
    row.watchers.toLocaleString("en-US"),
    `${ms(row.product.p50Ms)} / ${ms(row.product.p99Ms)}`,
    `${ms(row.floor.p50Ms)} / ${ms(row.floor.p99Ms)}`,
    `${(row.product.p50Ms / Math.max(row.floor.p50Ms, 1)).toFixed(2)}× / ${(row.product.p99Ms / Math.max(row.floor.p99Ms, 1)).toFixed(2)}×`,
    pass(row.product.p99Ms <= row.floor.p99Ms * FLOOR_FACTOR, `over ${FLOOR_FACTOR}× the floor`),
  ]);
  const writeRows = live.writes.map((row) => [row.watchers.toLocaleString("en-US"), ms(row.trip.p50Ms), ms(row.trip.p99Ms), row.watchers >= 1_000 ? pass(row.trip.p99Ms < WRITE_P99_MS) : ""]);
  return [
    `One event on one fixture, with every watcher's WebSocket open on the fixture's Durable Object (scripts/bench/live.ts): the time from the official's POST until each watcher has the new state, every watcher of ${ROUNDS} events. Beside it, in the same run, a bare Durable Object that only broadcasts a POSTed message to the same number of sockets (scripts/bench/live-floor), this machine's floor under \`wrangler dev\`. The write round trip is the official's POST until its answer (the event stored; the broadcast follows the answer), ${WRITES} events in a row.`,
    "",
    table(["Watchers", "Product p50 / p99", "Floor p50 / p99", "Product ÷ floor", `Within ${FLOOR_FACTOR}× (p99)`], fanRows),
    "",
    table(["Watchers", "Write p50", "Write p99", `p99 < ${WRITE_P99_MS} ms`], writeRows),
  ].join("\n");
}

/** Issue 25's targets over every public page and language: how many meet each, and the worst beside the issue's figure. */
function lighthouseRows(pages: LighthousePage[]): string[][] {
  const rows: string[][] = [];
  const count = `${pages.length} page × language loads (medians)`;
  const judged = (name: string, goal: string, value: (page: LighthousePage) => number, show: (value: number) => string, ok: (page: LighthousePage) => boolean, today?: (page: LighthousePage) => number | undefined) => {
    const worst = [...pages].sort((a, b) => (goal.startsWith("≥") ? value(a) - value(b) : value(b) - value(a)))[0]!;
    const within = pages.filter(ok).length;
    const was = today?.(worst);
    rows.push([`Lighthouse, every public page: ${name}`, goal, `${within} of ${count}; worst \`${worst.path}\` ${worst.language} ${show(value(worst))}${was === undefined ? "" : ` (today ${show(was)})`}`, pass(within === pages.length)]);
  };
  judged("TBT", `≤ ${ms(T.tbtMs)}`, (page) => page.median.tbtMs, ms, (page) => meetsTargets(page).tbt, (page) => ISSUE_25_TODAY[page.page]?.tbtMs);
  judged("longest task while starting", `≤ ${ms(T.longestTaskMs)}`, (page) => page.median.longestTaskMs, ms, (page) => meetsTargets(page).longestTask);
  judged("performance", `≥ ${T.performance}`, (page) => page.median.performance, String, (page) => meetsTargets(page).performance, (page) => ISSUE_25_TODAY[page.page]?.performance);
  judged("script before interactive", `≤ ${T.scriptKib} KiB`, (page) => page.median.scriptBeforeInteractiveBytes, (bytes) => `${kib(bytes)} KiB`, (page) => meetsTargets(page).script, (page) => (ISSUE_25_TODAY[page.page] ? ISSUE_25_TODAY[page.page]!.scriptKib * KIB : undefined));
  judged("LCP", `≤ ${s(T.lcpMs)}`, (page) => page.median.lcpMs, s, (page) => meetsTargets(page).lcp);
  judged("CLS", `≤ ${T.cls}`, (page) => page.median.cls, (value) => value.toFixed(3), (page) => meetsTargets(page).cls);
  const scores = pages.filter((page) => { const ok = meetsTargets(page); return ok.accessibility && ok.bestPractices && ok.seo; });
  rows.push([`Lighthouse, every public page: a11y / best practices / SEO`, `${T.accessibility} / ${T.bestPractices} / ${T.seo}`, `${scores.length} of ${pages.length}`, pass(scores.length === pages.length)]);
  const home = pages.find((page) => page.page === "/" && page.language === "en");
  if (home) rows.push(["Lighthouse, home's longest task while starting (4× CPU)", "reported", home.typical.longTasks[0] ? ms(home.typical.longTasks[0].durationMs) : "none ≥ 50 ms", "recorded"]);
  return rows;
}

function summary(results: BenchResults): string {
  const rows: string[][] = [];
  if (results.bundle) {
    const bundle = results.bundle;
    const publicLoads = bundle.routes.filter((r) => !r.signIn);
    const worst = [...publicLoads].sort((a, b) => b.totalBytes - a.totalBytes)[0]!;
    const best = [...publicLoads].sort((a, b) => a.totalBytes - b.totalBytes)[0]!;
    const budget = BUDGET_KIB * 1024;
    if (bundle.islands) {
      const runtime = Math.max(...bundle.islands.runtime.map((entry) => entry.bytes));
      const all = Math.max(...bundle.islands.all.map((entry) => entry.bytes));
      const islandsBudget = ISLANDS_BUDGET_KIB * 1024;
      rows.push(["Islands: what every drawn public page loads (entry, React, runtime, catalog)", `≤ ${ISLANDS_BUDGET_KIB} KiB`, `${kib(runtime)} KiB`, pass(runtime <= islandsBudget, `+${kib(runtime - islandsBudget)} KiB`)]);
      rows.push(["Islands: the runtime and every island together (bound)", "reported", `${kib(all)} KiB`, all <= islandsBudget ? "✅ every page within" : "recorded"]);
    }
    rows.push([
      "App (SPA) first-load JS per route and locale",
      `≤ ${BUDGET_KIB} KiB`,
      `${kib(best.totalBytes)} (\`${best.route}\`, ${best.locale}) to ${kib(worst.totalBytes)} KiB (\`${worst.route}\`, ${worst.locale})`,
      pass(worst.totalBytes <= budget, `up to +${kib(worst.totalBytes - budget)} KiB`),
    ]);
    rows.push(["App (SPA) first-load JS, median route", `≤ ${MEDIAN_BUDGET_KIB} KiB`, `${kib(bundle.medianBytes)} KiB`, pass(bundle.medianBytes <= MEDIAN_BUDGET_KIB * 1024, `+${kib(bundle.medianBytes - MEDIAN_BUDGET_KIB * 1024)} KiB`)]);
    rows.push(["Milkdown only in lazy dashboard chunks", "yes", bundle.milkdownInPublic.length ? "no" : "yes", pass(!bundle.milkdownInPublic.length)]);
    rows.push(["Signed-in-only code precached", "none", bundle.privatePrecached.join(", ") || "none", pass(!bundle.privatePrecached.length)]);
  }
  if (results.lighthouse?.length) rows.push(...lighthouseRows(results.lighthouse));
  if (results.offline?.pages.length) {
    const pages = results.offline.pages;
    const aim = FIRST_VISIT_AIM_KIB * 1024;
    const heaviest = [...pages].sort((a, b) => b.bytesTotal - a.bytesTotal)[0]!;
    const lightest = [...pages].sort((a, b) => a.bytesTotal - b.bytesTotal)[0]!;
    rows.push([
      "First visit's bytes with the precache",
      `≤ ${FIRST_VISIT_AIM_KIB} KiB`,
      `${kib(lightest.bytesTotal)} (\`${lightest.page}\` ${lightest.language}) to ${kib(heaviest.bytesTotal)} KiB (\`${heaviest.page}\` ${heaviest.language}); today ${VISITS_TODAY.firstVisitKib}`,
      pass(heaviest.bytesTotal <= aim, `up to +${kib(heaviest.bytesTotal - aim)} KiB`),
    ]);
    const worst = [...pages].sort((a, b) => repeatRatio(b) - repeatRatio(a))[0]!;
    const fromDevice = pages.every(paintsFromDevice);
    rows.push([
      "Repeat visit LCP, online and offline",
      "≤ ½ first visit's, the drawn page from the service worker",
      `${pages.filter((visit) => repeatRatio(visit) <= 0.5).length} of ${pages.length} page × language visits; worst \`${worst.page}\` ${worst.language} ${Math.round(repeatRatio(worst) * 100)}% (${ms(Math.max(worst.repeatOnlineLcpMs, worst.repeatOfflineLcpMs))} vs ${ms(worst.firstLcpMs)}); today ${VISITS_TODAY.repeatPercent}${fromDevice ? "" : "; NOT all the drawn page from the service worker"}`,
      pass(repeatRatio(worst) <= 0.5 && fromDevice),
    ]);
  }
  if (results.api) {
    const reads = results.api.filter((r) => r.shareOfHealth !== undefined);
    const below = reads.filter((r) => r.shareOfHealth! < READ_SHARE_TARGET);
    const worst = [...reads].sort((a, b) => a.shareOfHealth! - b.shareOfHealth!)[0];
    rows.push([
      "API reads' throughput, share of the empty /api/health",
      `each ≥ ${READ_SHARE_TARGET * 100}%`,
      worst ? `${reads.length - below.length} of ${reads.length}; lowest ${Math.round(worst.shareOfHealth! * 100)}% (\`${worst.path}\`)` : "–",
      pass(!below.length && reads.length > 0, below.map((r) => `${r.path} ${Math.round(r.shareOfHealth! * 100)}%`).join(", ")),
    ]);
  }
  if (results.scale?.plans.length) {
    const flat = results.scale.large.filter((large, index) => !/club's matches/.test(large.label) && large.p50Ms <= Math.max(results.scale!.small[index]!.p50Ms * 1.5, results.scale!.small[index]!.p50Ms + 2));
    const paged = results.scale.large.filter((large) => !/club's matches/.test(large.label));
    rows.push(["Scale: paged lists stay flat at 100k news / 10k matches", "p50 within 1.5× (or +2 ms)", `${flat.length} of ${paged.length}`, pass(flat.length === paged.length)]);
    rows.push(["Scale: plans read only what they answer", "no full scan, automatic index, bloom filter over a big table, temporary B-tree or scanning correlated subquery", withProblems(results.scale.plans), pass(!results.scale.plans.some((plan) => plan.problems.length))]);
  }
  if (results.search) {
    const { large, small } = results.search;
    const ratio = large.p50Ms / small.p50Ms;
    rows.push(["Search p50, 100k articles / 2,000 clubs", `< ${SEARCH_TARGETS.p50Ms} ms`, `${large.p50Ms.toFixed(1)} ms`, pass(large.p50Ms < SEARCH_TARGETS.p50Ms)]);
    rows.push(["Search p99, 100k articles / 2,000 clubs", `< ${SEARCH_TARGETS.p99Ms} ms`, `${large.p99Ms.toFixed(1)} ms`, pass(large.p99Ms < SEARCH_TARGETS.p99Ms)]);
    rows.push(["Search p50, 100k ÷ 1k articles", `≤ ${SEARCH_TARGETS.ratio}×`, `${ratio.toFixed(2)}×`, pass(ratio <= SEARCH_TARGETS.ratio)]);
  }
  if (results.registrations) {
    const { small, large, plans } = results.registrations;
    const targeted = registrationEndpoints(0).map((endpoint, index) => ({ ...endpoint, ratio: large[index]!.p50Ms / small[index]!.p50Ms })).filter((endpoint) => endpoint.target);
    const worst = [...targeted].sort((a, b) => b.ratio - a.ratio)[0]!;
    const within = targeted.filter((endpoint) => endpoint.ratio <= REGISTRATION_FLAT_RATIO);
    rows.push([
      "Registrar's list, 10,000 ÷ 100 registrations (first page, filtered)",
      `p50 within ${REGISTRATION_FLAT_RATIO}×`,
      `${within.length} of ${targeted.length}; worst ${worst.ratio.toFixed(2)}× (${worst.label})`,
      pass(within.length === targeted.length),
    ]);
    const listPlans = plans.filter((plan) => !plan.label.startsWith("a page 90% deep"));
    rows.push(["Registrar's list: plans read only what they answer", "no full scan, automatic index, temporary B-tree…", withProblems(listPlans), pass(!listPlans.some((plan) => plan.problems.length))]);
  }
  if (results.matchday) rows.push(...matchDaySummary(results.matchday));
  if (results.worker) rows.push(...workerCostSummary(results.worker));
  return table(["Target", "Goal", "Measured", "Result"], rows);
}

export function renderReport(results: BenchResults): string {
  const m = results.machine;
  return [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (scripts/bench.ts) on ${results.date.toISOString().replace("T", " ").slice(0, 16)} UTC, in ${results.durationS ?? "?"} s. Every figure comes from that run; rerun it to refresh this page. These are benchmarks, not timed tests: a target that is missed is reported here with by how much and why.`,
    "",
    "## Machine",
    "",
    table(
      ["", ""],
      [
        ["CPU", m.cpu],
        ["Cores", String(m.cores)],
        ["Memory", `${m.memoryGiB} GiB`],
        ["OS", m.os],
        ["Node", m.node],
        ["Browser", m.chromium],
      ],
    ),
    "",
    `The machine is shared (other processes may run during the benchmark), so CPU-bound figures (Lighthouse's TBT and LCP, throughput) vary from run to run. Its 1-minute load average as each step began (${m.cores} cores): ${results.load.map((entry) => `${entry.step} ${entry.load1}`).join(", ") || "–"}.`,
    "",
    ...(results.failures.length ? ["## Steps that could not run", "", ...results.failures.map((failure) => `- ${failure.step}: ${failure.error}`), ""] : []),
    "## Summary",
    "",
    summary(results),
    "",
    "## 1. JavaScript budget: drawn public pages (islands) and the app",
    "",
    bundleSection(results),
    "",
    "## 2. Lighthouse (mobile)",
    "",
    lighthouseSection(results.lighthouse),
    "",
    "## 3. First and repeat visits (bytes, precache, paint from the device)",
    "",
    offlineSection(results),
    "",
    "## 4. API throughput",
    "",
    apiSection(results.api),
    "",
    "## 5. Scale run",
    "",
    scaleSection(results.scale),
    "",
    "## 6. Competitions: the standings engine and table reads",
    "",
    competitionsSection(results.competitions),
    "",
    "## 7. Live scoring fan-out",
    "",
    liveSection(results.live),
    "",
    "## 8. Search (bilingual, issue 13)",
    "",
    searchSection(results),
    "",
    "## 9. Registrations at scale (issue 24)",
    "",
    registrationsSection(results),
    "",
    "## 10. Match day at the edge (issue 25)",
    "",
    matchDaySection(results.matchday),
    "",
    "## 11. The worker's own cost (issue 25)",
    "",
    workerCostSection(results.worker),
    "",
  ].join("\n");
}

const share = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : "–");
const perThousandViews = (run: MatchDayRun) => (run.d1 ? (run.d1.read / run.pageViews) * 1000 : undefined);

/** Issue 25, point 8 (scripts/bench/match-day.ts): this code beside the code before issue 25. */
function matchDaySection(bench: BenchResults["matchday"]): string {
  if (!bench) return "_Not measured in this run._";
  const runs = [bench.now, ...(bench.before ? [bench.before] : [])];
  const d1 = (run: MatchDayRun) =>
    run.d1
      ? `${perThousandViews(run)!.toFixed(1)} (${run.d1.read.toLocaleString("en-US")} in all, of which ${run.d1.versionReads.toLocaleString("en-US")} reads of the edge cache's versions; the writes ran ${run.d1.write.toLocaleString("en-US")})`
      : "not counted";
  return [
    `${MATCH_DAY.connections} readers at once view the 20 busiest public pages (each in English and in Greek, picked by Zipf's law: the first page most), while an official scores a live match (a penalty goal a write) and, every fifth write, the federation corrects a played fixture's result, one write every ${MATCH_DAY.writeEveryMs / 1000} s, through the API, signed in. Against the server \`npm start\` runs, after one unmeasured view of each page in each language. A page view is the page's document (what the edge cache keeps); its script and styles are static files. D1 statements are counted by the worker itself on a bench server (BENCH_COUNTERS, worker/platform/d1-count.ts), under the kind of request that ran them; the edge cache's reads of its versions count with the page views. Freshness: each view of a page that shows a written fixture (in its drawn data) is checked against every write answered before the view began; a view missing one answered more than ${MATCH_DAY.freshWithinMs / 1000} s before is stale.`,
    "",
    bench.beforeError
      ? `The code before issue 25 (${bench.beforeCommit}) could not be measured in this run: ${bench.beforeError}.`
      : `The code before issue 25 (${bench.beforeCommit}, a git worktree built on its own, its D1 statements counted the same way) ran the same day with ${MATCH_DAY.beforePageViews.toLocaleString("en-US")} views instead of ${MATCH_DAY.pageViews.toLocaleString("en-US")}: it draws every page, and 20,000 would take most of an hour on this machine.`,
    "",
    table(
      ["Code", "Page views", "Views/s", "p50", "p99", "From the edge cache", "D1 statements per 1,000 views", "Writes (live / results)", "Write p50 / p99", "Views checked for freshness", `Stale (> ${MATCH_DAY.freshWithinMs / 1000} s)`, "Worst lag seen", "Non-200"],
      runs.map((run) => [
        run.label,
        run.pageViews.toLocaleString("en-US"),
        Math.round(run.pageViews / run.durationS).toLocaleString("en-US"),
        ms(run.view.p50Ms),
        ms(run.view.p99Ms),
        run.edge.none === run.pageViews ? "no edge cache" : `${share(run.edge.hit, run.pageViews)} (hit ${run.edge.hit}, miss ${run.edge.miss}, pass ${run.edge.pass})`,
        d1(run),
        `${run.writes.live} / ${run.writes.results}${run.writes.failed ? ` (${run.writes.failed} failed)` : ""}`,
        `${ms(run.writes.trip.p50Ms)} / ${ms(run.writes.trip.p99Ms)}`,
        run.freshness.checked.toLocaleString("en-US"),
        String(run.freshness.stale),
        ms(run.freshness.worstLagMs),
        String(run.failed),
      ]),
    ),
    "",
    `Pages: ${bench.now.pages.map((page) => `\`${page}\``).join(", ")}.`,
    "",
    `Drawn again most often (this code; misses and passes of all its views): ${
      Object.entries(bench.now.byPage)
        .map(([page, states]) => ({ page, drawn: states.miss + states.pass, views: states.hit + states.miss + states.pass + states.none }))
        .filter((entry) => entry.drawn > 0)
        .sort((a, b) => b.drawn - a.drawn)
        .slice(0, 8)
        .map((entry) => `\`${entry.page}\` ${entry.drawn} of ${entry.views}`)
        .join(", ") || "none"
    }. A live score raises the versions of the match lists, its match page and its competition's page (worker/platform/edge-cache/tags.ts), so each of those, in each language, is drawn again once after every write; a result also raises the tables'.`,
  ].join("\n");
}

function matchDaySummary(bench: NonNullable<BenchResults["matchday"]>): string[][] {
  const { now, before } = bench;
  const hits = now.edge.hit / now.pageViews;
  const d1 = perThousandViews(now);
  const against = (value: number, old: number | undefined) => (old === undefined ? "" : ` (before issue 25: ${ms(old)}; ${(value / old).toFixed(2)}×)`);
  return [
    ["Match day: page views from the edge cache", `≥ ${MATCH_DAY_TARGETS.cacheShare * 100}%`, share(now.edge.hit, now.pageViews), pass(hits >= MATCH_DAY_TARGETS.cacheShare)],
    [
      "Match day: D1 statements per 1,000 page views",
      `≤ ${MATCH_DAY_TARGETS.d1PerThousandViews}`,
      `${d1 === undefined ? "not counted" : d1.toFixed(1)}${before && perThousandViews(before) !== undefined ? ` (before issue 25: ${perThousandViews(before)!.toFixed(0)})` : ""}`,
      d1 === undefined ? "❌ not measured" : pass(d1 <= MATCH_DAY_TARGETS.d1PerThousandViews),
    ],
    ["Match day: page view p50", "reported beside today's", `${ms(now.view.p50Ms)}${against(now.view.p50Ms, before?.view.p50Ms)}`, "recorded"],
    ["Match day: page view p99", "reported beside today's", `${ms(now.view.p99Ms)}${against(now.view.p99Ms, before?.view.p99Ms)}`, "recorded"],
    [`Match day: no view stale more than ${MATCH_DAY.freshWithinMs / 1000} s after a write`, "none", `${now.freshness.stale} of ${now.freshness.checked.toLocaleString("en-US")} checked (worst lag ${ms(now.freshness.worstLagMs)})`, pass(now.freshness.stale === 0 && now.freshness.checked > 0)],
  ];
}

function competitionsSection(competitions: BenchResults["competitions"]): string {
  if (!competitions) return "_Not measured in this run._";
  const { engine, smallScale, largeScale, small, large } = competitions;
  const [a, b] = [small[0]!, large[0]!];
  const ratio = b.p50Ms / a.p50Ms;
  return [
    `Measured ${competitions.date.toISOString().replace("T", " ").slice(0, 16)} UTC (scripts/bench/competitions.ts).`,
    "",
    `**computeTable** (domain/standings), ${engine.teams} teams, double round robin, ${engine.fixtures} fixtures, head-to-head among the tie-breaks, run inside workerd (Miniflare): median **${engine.medianMs.toFixed(3)} ms** over ${engine.samples} samples of ${engine.runsPerSample} runs. Target under ${ENGINE_TARGET_MS} ms: ${pass(engine.medianMs < ENGINE_TARGET_MS)}.`,
    "",
    `**A table read** (\`GET /api/competitions/{slug}/table\`, the same 10-team competition with 90 played fixtures in both databases; ${REQUESTS_PER_ENDPOINT} requests each, alternating between the two servers). The worker caches each table by the competition's version, which every write that changes it raises (worker/modules/competitions/competitions.ts; a worker test reads the table straight after a result).`,
    "",
    table(
      ["Database", "Competitions", "Fixtures", "p50", "p95", "mean"],
      [
        ["small", smallScale.competitions, smallScale.fixtures, `${a.p50Ms.toFixed(1)} ms`, `${a.p95Ms.toFixed(1)} ms`, `${a.meanMs.toFixed(1)} ms`],
        ["large", largeScale.competitions, largeScale.fixtures, `${b.p50Ms.toFixed(1)} ms`, `${b.p95Ms.toFixed(1)} ms`, `${b.meanMs.toFixed(1)} ms`],
      ],
    ),
    "",
    `p50 ratio large/small: **${ratio.toFixed(2)}**. Target at most ${FLAT_RATIO}: ${pass(ratio <= FLAT_RATIO)}.`,
  ].join("\n");
}

/** Each step's section of docs/benchmarks.md, by the start of its heading. */
export const STEP_SECTIONS = { bundle: "## 1.", lighthouse: "## 2.", offline: "## 3.", api: "## 4.", scale: "## 5.", competitions: "## 6.", live: "## 7.", search: "## 8.", registrations: "## 9.", matchday: "## 10.", worker: "## 11." } as const;

const sectionsOf = (doc: string) => doc.split(/^(?=## )/m);

/**
 * A partial run (`--only`) refreshes only its own sections of the page the last full run wrote;
 * the others keep their figures (and the page says when each was measured).
 */
export function mergeSections(previous: string, fresh: string, headings: string[], when?: Date): string {
  const freshSections = sectionsOf(fresh);
  const merged = sectionsOf(previous);
  const summaryIndex = merged.findIndex((part) => part.startsWith("## Summary"));
  const freshSummary = freshSections.find((part) => part.startsWith("## Summary"));
  if (summaryIndex >= 0 && freshSummary) merged[summaryIndex] = mergeSummary(merged[summaryIndex]!, freshSummary, headings, when);
  for (const heading of headings) {
    const section = freshSections.find((part) => part.startsWith(heading));
    if (!section) continue;
    const index = merged.findIndex((part) => part.startsWith(heading));
    if (index >= 0) merged[index] = section;
    else merged.push(section.endsWith("\n") ? section : `${section}\n`);
  }
  return merged.join("");
}

function searchSection(results: BenchResults): string {
  const search = results.search;
  if (!search) return "_Not measured in this run._";
  const { small, large, baselines, plan } = search;
  const f = (value: number) => `${value.toFixed(1)} ms`;
  const load = results.load.find((entry) => entry.step === "search")?.load1;
  const ratio = large.p50Ms / small.p50Ms;
  const ok = { p50: large.p50Ms < SEARCH_TARGETS.p50Ms, p99: large.p99Ms < SEARCH_TARGETS.p99Ms, ratio: ratio <= SEARCH_TARGETS.ratio };
  const n = (value: number) => value.toLocaleString("en-US");
  const dbRow = (name: string, side: typeof small) => [
    name,
    `${n(side.rows.news)} (${n(side.rows.translations)} of them translations)`,
    `${n(side.rows.clubs)} (${n(side.rows.publicClubs)} public)`,
    n(side.rows.indexed),
    `${s(side.firstSearch.ms)} for ${n(side.firstSearch.pendingBefore)} documents${side.firstSearch.requests > 1 ? ` (${side.firstSearch.requests} requests)` : ""}`,
  ];
  const queryRows = small.latencies.map((a, index) => {
    const b = large.latencies[index]!;
    return [a.label, `\`${a.q}\``, a.lang, `${f(a.p50Ms)} / ${f(a.p99Ms)}`, `${f(b.p50Ms)} / ${f(b.p99Ms)}`, `${(b.p50Ms / a.p50Ms).toFixed(2)}×`, `${a.results}${a.hasMore ? "+" : ""} / ${b.results}${b.hasMore ? "+" : ""}`];
  });
  const fullPage = small.latencies.filter((latency) => latency.results === 20);
  const nothing = baselines.find((baseline) => /finds nothing/.test(baseline.label));
  return [
    `Measured ${search.date.toISOString().replace("T", " ").slice(0, 16)} UTC (scripts/bench/search.ts)${load === undefined ? "" : `; the machine's 1-minute load average as the step began: ${load} (${results.machine.cores} cores)`}.`,
    "",
    `Two databases, each migrated and seeded, then filled with \`wrangler d1 execute --local --file\`: the small one with ${n(SEARCH_SCALE.small.articles)} articles, the large one with ${n(SEARCH_SCALE.large.articles)} articles and clubs up to ${n(SEARCH_SCALE.large.clubs)}. The articles are rugby stories made from paired Greek and English templates (results, coaches, tournaments, the national team; about 110 words each), written in Greek, in English or in both (a translated pair, \`translation_of\`), 1% unpublished; the clubs have a Greek name (nickname and town, "Αετοί Καβάλας Ρ.Σ.") and a Latin one (ELOT 743, "Aetoi Kavalas R.C.", or the English form, "Kavala Eagles RFC"), 5% of them waiting for approval. Each database is served as \`npm start\` serves it (wrangler dev, the bench's build). The rows arrive as a bulk import does, every one left pending by the triggers: the first search indexes them all (timed below on its own), and only then are searches timed: each query ${search.requests} times on each database, requests alternating between the two servers, one at a time, after 10 unmeasured ones.`,
    "",
    table(["Database", "Articles", "Clubs", "Documents indexed", "First search (indexes everything pending)"], [dbRow("small", small), dbRow("large", large)]),
    "",
    table(["Query", "Typed", "lang", "Small p50 / p99", "Large p50 / p99", "Large ÷ small (p50)", "Results small / large (+: more pages)"], queryRows),
    "",
    `Over the whole mix (${n(small.latencies.length * search.requests)} requests on each database): small p50 **${f(small.p50Ms)}**, p99 **${f(small.p99Ms)}**; large p50 **${f(large.p50Ms)}**, p99 **${f(large.p99Ms)}**.`,
    "",
    table(
      ["Target (issue 13, large database)", "Goal", "Measured", "Result"],
      [
        ["p50 over the mix", `< ${SEARCH_TARGETS.p50Ms} ms`, f(large.p50Ms), pass(ok.p50, `+${f(large.p50Ms - SEARCH_TARGETS.p50Ms)}`)],
        ["p99 over the mix", `< ${SEARCH_TARGETS.p99Ms} ms`, f(large.p99Ms), pass(ok.p99, `+${f(large.p99Ms - SEARCH_TARGETS.p99Ms)}`)],
        ["p50 large ÷ small", `≤ ${SEARCH_TARGETS.ratio}×`, `${ratio.toFixed(2)}×`, pass(ok.ratio)],
      ],
    ),
    "",
    `Beside the mix, on the same servers (p50, small / large): ${baselines.map((baseline) => `${baseline.label} ${f(baseline.smallP50Ms)} / ${f(baseline.largeP50Ms)}`).join("; ")}. Marking the words found on a page of 20 articles (\`highlight\` and \`excerpt\`, schema/text-search.ts, as worker/modules/search/search-results.ts calls them) costs ${f(search.markingMs)} of CPU, measured in Node.`,
    "",
    `**How it stays flat.** Only keys go into FTS5, and a query is a prefix match on each word's key, so typing with or without accents, in capitals or in Greeklish costs the same. A search ranks every document whose name matches, and of the other matches the newest ${n(SEARCH.maxPage * SEARCH.pageSize)} (as many as the ${SEARCH.maxPage} pages a search can show; \`RANKED_MATCHES\` in worker/modules/search/search-index.ts): before that cap, a word in half the articles had every one of its matches scored by bm25, checked against the public rules and sorted for one page. The first search after a bulk import pays for indexing everything pending (the table above); after that each search indexes only what was written since.`,
    "",
    `\`EXPLAIN QUERY PLAN\` on the large database of the query \`searchIndex\` runs for \`${plan.query}\`${plan.problems ? `, checked by scripts/bench/query-plan.ts: ${plan.problems.length ? `❌ ${plan.problems.join("; ")}` : "✅ it reads only what it answers"}` : ""}:`,
    "",
    ...plan.plan.map((line) => `${"  ".repeat((line.length - line.trimStart().length) / 2)}- \`${line.trim()}\``),
    ...(ok.p50 && ok.p99
      ? []
      : [
          "",
          `**Why a target is missed.** ${[
            ok.p50
              ? ""
              : ok.ratio
                ? `Most of a search's time is the same at ${n(SEARCH_SCALE.small.articles)} articles as at ${n(SEARCH_SCALE.large.articles)} (large ÷ small ${ratio.toFixed(2)}×), so p50 is this setup's floor rather than the index: under \`wrangler dev\` on this 2-core machine a search that finds nothing already takes ${nothing ? f(nothing.largeP50Ms) : "–"} (the pending check, the index query, the reads of the results), and a full page of 20 results adds the marking of its words (${f(search.markingMs)} in Node)${fullPage.length ? `: the queries with a full page have a p50 of ${f(Math.min(...fullPage.map((latency) => latency.p50Ms)))} to ${f(Math.max(...fullPage.map((latency) => latency.p50Ms)))} on the small database already` : ""}.`
                : `The large database's p50 is ${ratio.toFixed(2)}× the small one's: the queries that grow most are ${[...large.latencies]
                    .map((latency, index) => ({ latency, growth: latency.p50Ms / small.latencies[index]!.p50Ms }))
                    .sort((a, b) => b.growth - a.growth)
                    .slice(0, 2)
                    .map(({ latency, growth }) => `${latency.label} (${growth.toFixed(2)}×, ${latency.results} results)`)
                    .join(" and ")}.`,
            ok.p99
              ? ""
              : `p99 over the mix is ${f(large.p99Ms)} (the slowest queries ${[...large.latencies]
                  .sort((a, b) => b.p99Ms - a.p99Ms)
                  .slice(0, 2)
                  .map((latency) => `${latency.label}, p99 ${f(latency.p99Ms)}`)
                  .join("; ")})${
                  small.p99Ms >= SEARCH_TARGETS.p99Ms
                    ? `, and the small database's is ${f(small.p99Ms)}: with a p50 near ${f(small.p50Ms)} there, the slowest 1% of requests come from waiting for this shared 2-core machine${load === undefined ? "" : ` (load average ${load} as the step began)`}, not from the size of the index.`
                    : `, against ${f(small.p99Ms)} on the small database.`
                }`,
          ]
            .filter(Boolean)
            .join(" ")}`,
        ]),
  ].join("\n");
}

const summaryRows = (section: string) => section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Target") && !line.startsWith("| ---"));
const targetOf = (row: string) => row.split(" | ")[0]!;

/**
 * The summary after a partial run: each row the run measured replaces the row of the same target,
 * and a line under the heading says which sections are newer than the last full run.
 */
/** The summary rows a section writes, by their target's start: a measured section's old rows it no longer writes are dropped. */
const SECTION_ROWS: Record<string, RegExp> = { "## 1.": /^\| (First-load JS|App \(SPA\)|Islands:|Milkdown|Signed-in-only)/, "## 2.": /^\| (Lighthouse|Hydration of home)/, "## 11.": /^\| Worker/ };

function mergeSummary(previous: string, fresh: string, headings: string[], when?: Date): string {
  const freshRows = new Map(summaryRows(fresh).map((row) => [targetOf(row), row]));
  const used = new Set<string>();
  const stale = (line: string) => !freshRows.has(targetOf(line)) && headings.some((heading) => SECTION_ROWS[heading]?.test(line));
  const lines = previous.split("\n").filter((line) => !line.startsWith("_Sections ") && !stale(line));
  const merged = lines.map((line) => {
    if (!line.startsWith("| ") || !freshRows.has(targetOf(line))) return line;
    used.add(targetOf(line));
    return freshRows.get(targetOf(line))!;
  });
  const lastRow = merged.findLastIndex((line) => line.startsWith("| "));
  merged.splice(lastRow + 1, 0, ...[...freshRows].filter(([target]) => !used.has(target)).map(([, row]) => row));
  const note = `_Sections ${headings.map((heading) => heading.replace("## ", "").replace(".", "")).join(", ")} and their rows here were measured again${when ? ` on ${when.toISOString().replace("T", " ").slice(0, 16)} UTC` : ""} by \`npm run bench -- --only …\`; the rest are from the full run named at the top._`;
  const headingEnd = merged.findIndex((line) => line.startsWith("## Summary"));
  merged.splice(headingEnd + 1, 0, "", note);
  return merged.join("\n").replace(/\n{3,}/g, "\n\n");
}

function registrationsSection(results: BenchResults): string {
  const bench = results.registrations;
  if (!bench) return "_Not measured in this run._";
  const load = results.load.find((entry) => entry.step === "registrations")?.load1;
  const f = (value: number) => `${value.toFixed(1)} ms`;
  const endpoints = registrationEndpoints(0);
  return [
    `Measured ${bench.date.toISOString().replace("T", " ").slice(0, 16)} UTC (scripts/bench/registrations.ts)${load === undefined ? "" : `; the machine's 1-minute load average as the step began: ${load} (${results.machine.cores} cores)`}.`,
    "",
    `Two databases, each migrated and seeded, then filled with \`wrangler d1 execute --local --file\` up to ${REGISTRATION_SCALE.small} and to ${REGISTRATION_SCALE.large.toLocaleString("en")} registrations (${bench.rows.small} and ${bench.rows.large.toLocaleString("en")} counted after the seed's own), a person each; 70% licensed, the rest waiting for the registrar or the club, or declined; this season and the three before; union, league and sevens; the seeded clubs in turn. Each is served as \`npm start\` serves it, the demo registrar signs in on each, and \`GET /api/admin/registrations\` is timed on both: ${REGISTRATION_REQUESTS} requests per list on each database, alternating between the two servers, one at a time, after 10 unmeasured ones.`,
    "",
    table(
      ["List", "100 p50 / p95", "10,000 p50 / p95", "10,000 ÷ 100 (p50)", "Items 100 / 10,000", `Within ${REGISTRATION_FLAT_RATIO}×`],
      bench.small.map((small, index) => {
        const large = bench.large[index]!;
        const ratio = large.p50Ms / small.p50Ms;
        return [
          `${small.label} \`${large.path.replace("/api/admin/registrations", "")}\``,
          `${f(small.p50Ms)} / ${f(small.p95Ms)}`,
          `${f(large.p50Ms)} / ${f(large.p95Ms)}`,
          `**${ratio.toFixed(2)}×**`,
          `${small.rows} / ${large.rows}`,
          endpoints[index]?.target ? pass(ratio <= REGISTRATION_FLAT_RATIO) : "reported",
        ];
      }),
    ),
    "",
    "**How it stays flat.** The filters are on the registrations' own columns (status, season, code, club), which the indexes of schema/tables/registrations.ts serve (`registrations_status_idx`, `registrations_season_idx`, `registrations_club_idx`); the page is read newest first by id, 25 at a time, each row joined to its person, club and team by their keys; the count of the filter's matches is read from an index in the same D1 batch. The page 90% deep and the name search are reported beside the target: an offset page steps over the rows before it (in the index, not the table), and a search for part of a name looks at every person's name.",
    "",
    "`EXPLAIN QUERY PLAN` on the 10,000 database, for the SQL the worker's own builders write (worker/modules/registrations/registration-views.ts and registration-filters.ts):",
    "",
    PLAN_CHECK,
    "",
    ...bench.plans.flatMap(planLines),
  ].join("\n");
}
