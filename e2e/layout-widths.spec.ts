/**
 * Issue 21, point 5: every public page and the signed-in screens, in both languages, at phone,
 * tablet, laptop and desktop widths, signed out, as a club and as a player. At each combination:
 * - the header has one height per width (the same on every page, in both languages, in every state);
 * - no word of the header is drawn over two lines;
 * - nothing sticks out of its card (by more than 1 px), and the page never scrolls sideways;
 * - every standings table shows its points column without scrolling.
 * One browser context per language and state; each page is opened once and the viewport resized in
 * a loop. A screenshot of every combination is kept under the test's output directory
 * (test-results/<test>/<page>-<width>.jpeg; `--output` moves it); failing ones are also attached.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { probeLayout, type LayoutReport } from "./support/layout-probe";
import { PUBLIC_ROUTES, resolvePath } from "./support/routes";
import type { Seed } from "./support/seed";

test.use({ serviceWorkers: "block", trace: "off" });

/** Phones, a tablet, laptops and a desktop (the issue's widths), each at a usual height. */
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const STATES = {
  "signed out": null,
  club: { path: "/api/auth/login", email: "club@rugbyhellas.gr", password: "ClubDemo2026!" },
  player: { path: "/api/users/login", email: "player@rugbyhellas.gr", password: "PlayerDemo2026!" },
} as const;
type State = keyof typeof STATES;

type Screen = {
  name: string;
  path: (seed: Seed) => string;
  /** Pages with a standings table: at least one points column must be found there. */
  standings?: boolean;
  /** Pages whose cards the check must find (so a change of the card's look cannot empty the check). */
  cards?: boolean;
  /** The states that see it (sign-in screens send a signed-in account on, the dashboard is a club's). */
  states: readonly State[];
};

const EVERYONE: readonly State[] = ["signed out", "club", "player"];
/** Public pages left out: a second address of a page already measured, and the error pages. */
const SAME_SCREEN = new Set(["home alias", "club with a non-numeric id", "article by numeric id", "older article by slug", "older article by numeric id", "unknown path", "match"]);
/** Sign-in screens redirect an account they would sign in again (web/features/auth/guards.tsx). */
const SEEN_BY: Record<string, readonly State[]> = {
  "club login": ["signed out"],
  "club registration": ["signed out", "player"],
  "admin login": ["signed out", "player"],
  "player login": ["signed out", "club"],
  "player registration": ["signed out", "club"],
};
const WITH_STANDINGS = new Set(["home", "rugby union", "rugby league", "competition"]);
const WITH_CARDS = new Set(["home", "news", "clubs", "fixtures", "academy"]);

const SCREENS: Screen[] = [
  ...PUBLIC_ROUTES.filter((route) => !SAME_SCREEN.has(route.name)).map((route) => ({
    name: route.name,
    path: (seed: Seed) => resolvePath(route, seed),
    standings: WITH_STANDINGS.has(route.name),
    cards: WITH_CARDS.has(route.name),
    states: SEEN_BY[route.name] ?? EVERYONE,
  })),
  // The issue's match: a Greek home name spilled out of its card there.
  { name: "match", path: () => "/matches/1", cards: true, states: EVERYONE },
  { name: "search", path: () => "/search?q=athens", states: EVERYONE },
  { name: "club dashboard", path: () => "/dashboard", cards: true, states: ["club"] },
  { name: "player profile", path: () => "/user-profile", states: ["player"] },
];

/** Where each test leaves the header heights it measured, for the comparison across tests. */
const heightsDir = (testInfo: TestInfo) => join(testInfo.project.outputDir, "layout-header-heights");
type Heights = Record<number, Record<string, number>>;

/**
 * Requests the page has open, so a page counts as settled as soon as its data has arrived (Playwright's
 * "networkidle" waits half a second more on every page: over a minute on this file's ~140 pages).
 */
function trackRequests(page: Page) {
  const open = new Set<object>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return {
    get open() {
      return open.size;
    },
  };
}

/**
 * Waits until the page is drawn in its language (a page drawn on the server in English switches to
 * Greek once the app has started), has its data (no request open for 100 ms) and the header has its
 * account actions.
 */
async function settle(page: Page, locale: Locale, state: State, requests: { open: number }) {
  const header = page.locator("header").first();
  await expect(header).toContainText(inLocale(locale, "Hellenic Rugby Federation"));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const accountMark = { "signed out": 'a[href="/register"]', club: '[data-testid="club-menu"]', player: 'a[href="/user-profile"]' }[state];
  await header.locator(accountMark).first().waitFor({ state: "attached" });
  await expect
    .poll(
      async () => {
        if (requests.open > 0) return false;
        await page.waitForTimeout(100);
        return requests.open === 0;
      },
      { intervals: [50], message: "the page's requests end" },
    )
    .toBe(true);
}

for (const locale of LOCALES) {
  for (const state of Object.keys(STATES) as State[]) {
    test(`the layout holds at every width (${locale}, ${state})`, async ({ page, seed }, testInfo) => {
      test.setTimeout(120_000);
      const credentials = STATES[state];
      await setLanguage(page, locale);
      if (credentials) {
        const answer = await page.request.post(credentials.path, { data: { email: credentials.email, password: credentials.password } });
        expect(answer.status(), `sign-in as ${state}`).toBe(200);
      }
      const options = { pointsLabel: inLocale(locale, "Points") };
      const requests = trackRequests(page);
      const faults: Fault[] = [];
      const heights: Heights = {};
      const screens = SCREENS.filter((screen) => screen.states.includes(state));
      const heightsFile = join(heightsDir(testInfo), `${locale}-${state.replace(/\W+/g, "-")}.json`);
      mkdirSync(heightsDir(testInfo), { recursive: true });
      for (const [index, screen] of screens.entries()) {
        const path = screen.path(seed);
        // Every other page walks the widths backwards, so each page opens at the width the last one ended on.
        const viewports = index % 2 === 0 ? VIEWPORTS : [...VIEWPORTS].reverse();
        await page.setViewportSize(viewports[0]);
        await page.goto(path);
        await settle(page, locale, state, requests);
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          const shot = testInfo.outputPath(`${screen.name.replace(/\W+/g, "-")}-${viewport.width}.jpeg`);
          // Both only read the page (the probe changes nothing, the screenshot leaves the caret alone): at once.
          const [report] = await Promise.all([page.evaluate(probeLayout, options), page.screenshot({ path: shot, type: "jpeg", quality: 50, caret: "initial" })]);
          const found = problems(report, screen, viewport.width);
          (heights[viewport.width] ??= {})[path] = report.headerHeight;
          if (found.length > 0) {
            faults.push(...found.map((problem) => ({ problem, width: viewport.width, path })));
            await testInfo.attach(`${screen.name} at ${viewport.width}px`, { path: shot, contentType: "image/jpeg" });
          }
        }
        // Kept after each page, so a test cut short still leaves what it measured.
        writeFileSync(heightsFile, JSON.stringify({ locale, state, heights }));
      }
      // One header height per width on every page of this language and state.
      for (const [width, byPath] of Object.entries(heights)) {
        const distinct = new Set(Object.values(byPath));
        if (distinct.size > 1) faults.push({ problem: `the header's height changes from page to page: ${describeHeights(byPath)}`, width: Number(width), path: "" });
      }
      const failures = summarise(faults).map((line) => `[${locale} · ${state}] ${line}`);
      expect(failures, `${faults.length} layout faults in ${locale}, ${state}`).toEqual([]);
    });
  }
}

/**
 * Across languages and states: at each width the header has one height. Reads what the tests above
 * measured (they run first, in this file's order, on one worker).
 */
test("the header has one height per width in both languages and every state", async () => {
  const testInfo = test.info();
  const expected = LOCALES.flatMap((locale) => (Object.keys(STATES) as State[]).map((state) => `${locale}-${state.replace(/\W+/g, "-")}.json`));
  let files: string[] = [];
  try {
    files = readdirSync(heightsDir(testInfo));
  } catch {
    // No test above ran: every combination is reported missing below.
  }
  const missing = expected.filter((file) => !files.includes(file));
  expect(missing, "combinations whose test measured nothing (run the whole file)").toEqual([]);
  const byWidth: Record<number, Record<string, number>> = {};
  for (const file of expected) {
    const { locale, state, heights } = JSON.parse(readFileSync(join(heightsDir(testInfo), file), "utf8")) as { locale: Locale; state: State; heights: Heights };
    for (const [width, byPath] of Object.entries(heights)) {
      for (const [path, height] of Object.entries(byPath)) (byWidth[Number(width)] ??= {})[`${locale} · ${state} · ${path}`] = height;
    }
  }
  const failures: string[] = [];
  for (const viewport of VIEWPORTS) {
    const measured = byWidth[viewport.width] ?? {};
    if (Object.keys(measured).length === 0) failures.push(`${viewport.width}px: no header measured`);
    else if (new Set(Object.values(measured)).size > 1) failures.push(`${viewport.width}px: the header's height differs: ${describeHeights(measured)}`);
  }
  expect(failures).toEqual([]);
});

/** What is wrong with one page at one width, each in words that name the thing and the pixels. */
function problems(report: LayoutReport, screen: Screen, width: number): string[] {
  const found: string[] = [];
  if (report.headerHeight === 0) found.push("no header drawn");
  for (const word of report.brokenWords) found.push(`header: the word ${word}`);
  found.push(...report.cardOverflows, ...report.cardBrokenWords);
  if (screen.cards && report.cards === 0) found.push("no card found on a page that has cards (has the look of cards changed? see isCard in e2e/support/layout-probe.ts)");
  if (report.scrollWidth > report.clientWidth) found.push(`the page scrolls sideways: ${report.scrollWidth} px of content in ${report.clientWidth} px (${width} px viewport)`);
  if (screen.standings && report.pointsColumns === 0) found.push("no standings table with a points column found");
  found.push(...report.hiddenPoints);
  return found;
}

/** A fault seen on one page at one width. */
type Fault = { problem: string; width: number; path: string };

/** One line per distinct fault, with the widths and the pages it was seen at. */
function summarise(faults: Fault[]): string[] {
  const byProblem = new Map<string, { widths: Set<number>; paths: Set<string> }>();
  for (const { problem, width, path } of faults) {
    const seen = byProblem.get(problem) ?? { widths: new Set(), paths: new Set() };
    seen.widths.add(width);
    if (path) seen.paths.add(path);
    byProblem.set(problem, seen);
  }
  return Array.from(byProblem, ([problem, { widths, paths }]) => {
    const at = `${[...widths].sort((a, b) => a - b).join(", ")} px`;
    const pages = [...paths];
    const on = pages.length === 0 ? "" : pages.length > 6 ? ` on ${pages.slice(0, 6).join(", ")} and ${pages.length - 6} more pages` : ` on ${pages.join(", ")}`;
    return `${problem} (at ${at}${on})`;
  });
}

/** Heights grouped by value, each with where it was seen: "116 px: a, b; 383 px: c". */
function describeHeights(byWhere: Record<string, number>): string {
  const groups = new Map<number, string[]>();
  for (const [where, height] of Object.entries(byWhere)) groups.set(height, [...(groups.get(height) ?? []), where]);
  return Array.from(groups, ([height, wheres]) => `${height} px on ${wheres.length > 4 ? `${wheres.slice(0, 4).join(", ")} and ${wheres.length - 4} more` : wheres.join(", ")}`).join("; ");
}
