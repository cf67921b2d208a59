/** docs/benchmarks.md from one `npm run bench`: every figure below is measured, none is typed in. */
import type { BenchResults } from "../bench";
import { LOAD } from "./api";
import { BUDGET_KIB, kib, type RouteBudget } from "./bundle";
import { LIGHTHOUSE_TARGETS as T, meetsTargets, type LighthouseRun } from "./lighthouse";
import { REQUESTS_PER_ENDPOINT, SCALE } from "./scale";

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const pass = (ok: boolean, miss = "") => (ok ? "✅ pass" : `❌ miss${miss ? ` (${miss})` : ""}`);
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

function bundleSection(results: BenchResults): string {
  const bundle = results.bundle;
  if (!bundle) return "_Not measured in this run._";
  const budget = BUDGET_KIB * 1024;
  const row = (r: RouteBudget) => [
    `\`${r.route}\``,
    r.locale,
    `**${kib(r.totalBytes)}**`,
    kib(r.shellBytes),
    kib(r.screenBytes),
    kib(r.catalogBytes),
    pass(r.totalBytes <= budget, `+${kib(r.totalBytes - budget)} KiB, ${Math.round((r.totalBytes / budget - 1) * 100)}% over`),
  ];
  const preact = bundle.largest.find((chunk) => /\/preact-/.test(chunk.file));
  const within = bundle.routes.filter((r) => r.totalBytes <= budget).length;
  return [
    `Budget: at most ${BUDGET_KIB} KiB of JavaScript (gzip -9 of each chunk) for the first load of each public route: the entry chunk of index.html and its static imports, the route's lazily loaded screen chunk and its static imports, and the translation catalogs it needs (the active locale's shared catalogs, and the screen's own, web/lib/catalogs.ts). Chunks loaded after the first render (the PWA corner, the toaster, the mobile drawer, dialogs and their forms, the club menu) are not in it. Computed from the build's \`.vite/manifest.json\` (scripts/bench/bundle.ts).`,
    "",
    `Result: ${within} of ${bundle.routes.length} route × locale loads within budget.`,
    "",
    table(["Route", "Locale", "Total KiB", "Shell KiB", "Screen KiB", "Catalogs KiB", "Budget"], bundle.routes.map(row)),
    "",
    `- Entry chunk: \`${bundle.entryFile}\`. Largest chunks of the build: ${bundle.largest.map((chunk) => `\`${chunk.file.replace("assets/", "")}\` ${kib(chunk.bytes)} KiB`).join(", ")}.`,
    `- Milkdown is only in ${bundle.milkdownChunks.map((file) => `\`${file}\``).join(", ") || "no chunk"}; public routes load ${bundle.milkdownInPublic.length ? bundle.milkdownInPublic.map((file) => `\`${file}\``).join(", ") : "none of them"}.`,
    `- Dashboard-only chunks (loaded by /dashboard and /admin, never by a public route), ${kib(bundle.dashboardChunks.reduce((sum, chunk) => sum + chunk.bytes, 0))} KiB in all: ${bundle.dashboardChunks.map((chunk) => `\`${chunk.file.replace("assets/", "")}\` ${kib(chunk.bytes)}${chunk.milkdown ? " (Milkdown)" : ""}`).join(", ")}.`,
    "",
    `**How the budget is met.** The app runs on Preact with its React compatibility layer (${preact ? kib(preact.bytes) : "about 10"} KiB, where React 19 and react-dom took 66), the translations of the about, academy, admin, dashboard, player and rugby-info features load with the screens that show them (web/lib/catalogs.ts), and Ark UI, valibot, the PWA corner and the dialogs with their forms load on first use.`,
    within < bundle.routes.length
      ? `**Why the budget is missed.** ${bundle.routes
          .filter((r) => r.totalBytes > budget)
          .map((r) => `\`${r.route}\` (${r.locale}) is ${kib(r.totalBytes - budget)} KiB over: shell ${kib(r.shellBytes)}, screen ${kib(r.screenBytes)}, catalogs ${kib(r.catalogBytes)} KiB`)
          .join("; ")}. The largest chunks above show what to cut next.`
      : "",
  ].join("\n");
}

function lighthouseSection(runs: LighthouseRun[] | undefined): string {
  if (!runs?.length) return "_Not measured in this run._";
  const rows = runs.map((run) => {
    const ok = meetsTargets(run);
    return [
      `\`${run.page.length > 40 ? `${run.page.slice(0, 40)}…` : run.page}\``,
      `${run.performance} ${ok.performance ? "✅" : `❌ (−${T.performance - run.performance})`}`,
      `${s(run.lcpMs)} ${ok.lcp ? "✅" : `❌ (+${s(run.lcpMs - T.lcpMs)})`}`,
      `${run.cls.toFixed(3)} ${ok.cls ? "✅" : `❌ (+${(run.cls - T.cls).toFixed(3)})`}`,
      `${run.accessibility} ${ok.accessibility ? "✅" : "❌"}`,
      `${run.bestPractices} ${ok.bestPractices ? "✅" : "❌"}`,
      `${run.seo} ${ok.seo ? "✅" : "❌"}`,
      s(run.fcpMs),
      ms(run.tbtMs),
      s(run.speedIndexMs),
      `${ms(run.observedFcpMs)} / ${ms(run.observedLcpMs)}`,
    ];
  });
  const missed = runs.filter((run) => !Object.values(meetsTargets(run)).every(Boolean));
  const slowCpu = runs.filter((run) => run.benchmarkIndex < 1000);
  const why = [
    `**Why a target is missed in this run.** ${missed
      .map((run) => {
        const ok = meetsTargets(run);
        const parts = [
          ok.performance ? "" : `performance ${run.performance} (TBT ${ms(run.tbtMs)}, FCP ${s(run.fcpMs)})`,
          ok.lcp ? "" : `LCP ${s(run.lcpMs)} (observed ${ms(run.observedLcpMs)} unthrottled)`,
          ok.cls ? "" : `CLS ${run.cls.toFixed(3)}`,
        ].filter(Boolean);
        return `\`${run.page}\`: ${parts.join(", ") || "a category score"}`;
      })
      .join("; ")}. The page itself is drawn by the worker and painted before any script is asked for, so LCP and FCP depend on the HTML and the stylesheet only; what varies from run to run is the CPU time of the app taking the page over (TBT, under a 4× slowdown on a shared 2-core machine). Audits below 90 are listed above.`,
    slowCpu.length
      ? `Lighthouse measured this machine's CPU at a benchmark index of ${slowCpu.map((run) => run.benchmarkIndex).join(", ")} during ${slowCpu.length === runs.length ? "all runs" : "some runs"} (a quiet run of this machine measures about 2,000-2,400): other work was running, and TBT, FCP and LCP are inflated by it.`
      : "",
  ];
  const failing = runs
    .filter((run) => run.failing.length)
    .map((run) => `- \`${run.page}\`: ${run.failing.map((audit) => `${audit.title}${audit.display ? ` (${audit.display})` : ""}`).join("; ")}.`);
  return [
    `Lighthouse ${runs[0]!.lighthouseVersion} in ${"Debian Chromium"} (headless), mobile defaults: Moto G Power viewport, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown. One cold load per page (storage and service worker cleared), against \`npm start\`'s server (wrangler dev serving the build, gzip on). Lighthouse's CPU benchmark index for this machine: ${runs.map((run) => run.benchmarkIndex).join(", ")}.`,
    "",
    `Targets: performance ≥ ${T.performance}, LCP ≤ ${s(T.lcpMs)}, CLS ≤ ${T.cls}, accessibility ${T.accessibility}, best practices ${T.bestPractices}, SEO ≥ ${T.seo}.`,
    "",
    table(["Page", "Performance", "LCP", "CLS", "Accessibility", "Best practices", "SEO", "FCP", "TBT", "Speed Index", "Observed FCP / LCP (unthrottled)"], rows),
    "",
    "**How the targets are met.** Each public page arrives drawn by the worker with its data (web/entry-server.tsx rendered by Preact, worker/pages.ts), styled by one stylesheet, and the app's code is asked for only once that page has painted (public/start-app.js): Lighthouse's simulation charges the largest paint with the document and the stylesheet only. The app then takes the page over in place, from the data it was drawn with.",
    "",
    "Audits below 90 (what costs the points):",
    "",
    ...failing,
    "",
    ...(missed.length ? why : []),
  ].join("\n");
}

function offlineSection(visit: BenchResults["offline"]): string {
  if (!visit) return "_Not measured in this run._";
  return [
    `Home loaded online until the service worker controlled it, then \`context.setOffline(true)\` and a reload (Chromium via playwright-core, 412×823 mobile viewport, ${visit.cpuSlowdown}× CPU slowdown, no network throttling needed: nothing goes to the network).`,
    "",
    table(
      ["Measure", "Value"],
      [
        ["LCP, first visit online (cold, loopback)", ms(visit.onlineLcpMs)],
        ["**LCP, offline repeat visit**", `**${ms(visit.offlineLcpMs)}**`],
        ["LCP element offline", visit.lcpElement ? `\`${visit.lcpElement.replace(/\|/g, "/")}\`` : "–"],
        ["Document served by the service worker", visit.documentFromServiceWorker ? `yes (status ${visit.documentStatus})` : "no"],
        [
          "API requests offline (answered by the service worker)",
          `${visit.apiRequests} (${visit.apiFromServiceWorker})${visit.apiRequests === 0 ? ": the lists come from the persisted query cache" : ""}`,
        ],
        ["Page content (h1) shown offline", visit.contentShown ? "yes" : "no"],
      ],
    ),
  ].join("\n");
}

function apiSection(results: BenchResults["api"]): string {
  if (!results?.length) return "_Not measured in this run._";
  const noisy = results.some((r) => (r.shareOfHealth ?? 0) > 1);
  return [
    `autocannon, ${LOAD.connections} connections for ${LOAD.durationS} s per endpoint, against \`wrangler dev\` (the server \`npm start\` runs: local workerd and D1 on SQLite) on loopback, on the same 2-core machine as the load generator. \`/api/health\` answers 204 with no database work: it is the local runtime's own ceiling, and each endpoint's share of it says how much its own work costs. These are local figures: on Cloudflare each request is spread over the edge, and D1 runs remotely.`,
    "",
    table(
      ["Endpoint", "Requests/s", "p50", "p99", "Share of /api/health", "Requests", "Non-2xx", "Errors"],
      results.map((r) => [
        `\`${r.path}\``,
        Math.round(r.requestsPerSecond).toLocaleString("en-US"),
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
      ? `The news and upcoming-match lists are paged and walk an index, so their latency stays flat. \`/api/clubs/{id}/matches\` is the exception by design of the SPEC's call (it answers every match of the club, unpaged: ${notPaged.rows} rows here), so it grows with one club's fixture list, not with the table; it still reads them through \`matches_club_idx\`.`
      : "",
    "",
    "`EXPLAIN QUERY PLAN` on the scale database, for the SQL the worker's own query builders produce:",
    "",
    ...scale.plans.flatMap((plan) => [
      `- **${plan.label}**: ${plan.fullScan ? "❌ full table scan" : "✅ no full scan"}`,
      ...plan.plan.map((detail) => `  - \`${detail}\``),
    ]),
  ].join("\n");
}

function summary(results: BenchResults): string {
  const rows: string[][] = [];
  if (results.bundle) {
    const worst = [...results.bundle.routes].sort((a, b) => b.totalBytes - a.totalBytes)[0]!;
    const best = [...results.bundle.routes].sort((a, b) => a.totalBytes - b.totalBytes)[0]!;
    const budget = BUDGET_KIB * 1024;
    rows.push([
      "First-load JS per public route",
      `≤ ${BUDGET_KIB} KiB`,
      `${kib(best.totalBytes)} (\`${best.route}\`, ${best.locale}) to ${kib(worst.totalBytes)} KiB (\`${worst.route}\`, ${worst.locale})`,
      pass(worst.totalBytes <= budget, `up to +${kib(worst.totalBytes - budget)} KiB`),
    ]);
    rows.push(["Milkdown only in lazy dashboard chunks", "yes", results.bundle.milkdownInPublic.length ? "no" : "yes", pass(!results.bundle.milkdownInPublic.length)]);
  }
  for (const run of results.lighthouse ?? []) {
    const ok = meetsTargets(run);
    const page = `Lighthouse \`${run.page.length > 30 ? `${run.page.slice(0, 30)}…` : run.page}\``;
    rows.push([`${page}: performance`, `≥ ${T.performance}`, String(run.performance), pass(ok.performance, `−${T.performance - run.performance}`)]);
    rows.push([`${page}: LCP`, `≤ ${s(T.lcpMs)}`, s(run.lcpMs), pass(ok.lcp, `+${s(run.lcpMs - T.lcpMs)}`)]);
    rows.push([`${page}: CLS`, `≤ ${T.cls}`, run.cls.toFixed(3), pass(ok.cls, `+${(run.cls - T.cls).toFixed(3)}`)]);
    rows.push([`${page}: a11y / best practices / SEO`, `${T.accessibility} / ${T.bestPractices} / ≥ ${T.seo}`, `${run.accessibility} / ${run.bestPractices} / ${run.seo}`, pass(ok.accessibility && ok.bestPractices && ok.seo)]);
  }
  if (results.offline)
    rows.push(["Offline repeat visit to home", "served by the service worker, LCP recorded", `${results.offline.documentFromServiceWorker ? "from the service worker" : "NOT from the service worker"}, LCP ${ms(results.offline.offlineLcpMs)}`, pass(results.offline.documentFromServiceWorker && results.offline.contentShown)]);
  if (results.api) {
    const ceiling = results.api[0]!;
    rows.push(["API throughput", "recorded", `${results.api.slice(1).map((r) => `${Math.round(r.requestsPerSecond)}`).join(" / ")} req/s (health ${Math.round(ceiling.requestsPerSecond)})`, "recorded"]);
  }
  if (results.scale?.plans.length) {
    const flat = results.scale.large.filter((large, index) => !/club's matches/.test(large.label) && large.p50Ms <= Math.max(results.scale!.small[index]!.p50Ms * 1.5, results.scale!.small[index]!.p50Ms + 2));
    const paged = results.scale.large.filter((large) => !/club's matches/.test(large.label));
    rows.push(["Scale: paged lists stay flat at 100k news / 10k matches", "p50 within 1.5× (or +2 ms)", `${flat.length} of ${paged.length}`, pass(flat.length === paged.length)]);
    rows.push(["Scale: no full table scan", "none", results.scale.plans.filter((plan) => plan.fullScan).map((plan) => plan.label).join(", ") || "none", pass(!results.scale.plans.some((plan) => plan.fullScan))]);
  }
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
    "## 1. JavaScript budget per public route",
    "",
    bundleSection(results),
    "",
    "## 2. Lighthouse (mobile)",
    "",
    lighthouseSection(results.lighthouse),
    "",
    "## 3. Offline repeat visit to home",
    "",
    offlineSection(results.offline),
    "",
    "## 4. API throughput",
    "",
    apiSection(results.api),
    "",
    "## 5. Scale run",
    "",
    scaleSection(results.scale),
    "",
  ].join("\n");
}
