/**
 * Issue 21, points 3 and 4, on 360 and 390 px phones in both languages:
 * - every standings and competition table shows team, played and points without sideways
 *   scrolling: those columns lie inside the table's own box and inside the screen, uncovered;
 * - team names on match cards, the match page's scoreboard and the live score never spill out of
 *   their card or column, and no word is broken across lines (checked word by word with
 *   Range.getClientRects). A name cut short with an ellipsis must carry its full name in a title.
 *
 * A competition with a long Greek guest team playing today stresses both: its table, its match
 * page (scoreboard and live score) and the cards that list it.
 */
import { expect as baseExpect, request as requestContext, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { todayIso } from "../schema/athens-time";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { ADMIN } from "./pwa-helpers";

test.use({ serviceWorkers: "block" });

const WIDTHS = [360, 390];
/** A real-looking long Greek club name, with one word (Παμπελοποννησιακός) wider than a phone's team column. */
const LONG_GUEST = "Αθλητικός Όμιλος Ράγκμπι Παμπελοποννησιακός Πάτρας";

type LongNameMatch = { slug: string; matchId: number };
let longNameMatch: LongNameMatch | undefined;

/** Once per worker: a competition where the long-named guest is at home to a member club today. */
async function ensureLongNameMatch(): Promise<LongNameMatch> {
  if (longNameMatch) return longNameMatch;
  const admin = await requestContext.newContext({ baseURL });
  baseExpect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const stamp = Date.now();
  const created = await admin.post("/api/admin/competitions", {
    data: { nameEn: `Long names ${stamp}`, nameEl: `Μεγάλα ονόματα ${stamp}`, code: "union", season: "2036-37", kind: "computed", featured: false, preset: "world-rugby" },
  });
  baseExpect(created.status()).toBe(201);
  const competition = (await created.json()) as { id: number; slug: string };
  const entrant = async (data: Record<string, unknown>) => {
    const response = await admin.post(`/api/admin/competitions/${competition.id}/entrants`, { data });
    baseExpect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const homeEntrantId = await entrant({ name: LONG_GUEST, abbreviation: "ΑΟΡΠ" });
  const awayEntrantId = await entrant({ clubId: 3 });
  const fixture = await admin.post(`/api/admin/competitions/${competition.id}/fixtures`, { data: { homeEntrantId, awayEntrantId, date: todayIso(), time: "00:00" } });
  baseExpect(fixture.status()).toBe(201);
  const { id } = (await fixture.json()) as { id: number };
  await admin.dispose();
  longNameMatch = { slug: competition.slug, matchId: id };
  return longNameMatch;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/**
 * Problems with the team, played and points columns of every table on the page, as sentences
 * with the figures. Columns are found by their headers' accessible names, as a screen reader does.
 */
async function tableProblems(page: Page, locale: Locale): Promise<string[]> {
  const tables = page.locator("main table:visible");
  await expect(tables.first()).toBeVisible();
  const problems: string[] = [];
  for (const table of await tables.all()) {
    const columns: Record<string, number> = {};
    for (const [key, english] of [["team", "Team"], ["played", "Played"], ["points", "Points"]] as const) {
      const header = table.getByRole("columnheader", { name: inLocale(locale, english), exact: true });
      await expect(header, `the ${english} column header`).toHaveCount(1);
      columns[key] = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
    }
    problems.push(
      ...(await table.evaluate((element, columns) => {
        const found: string[] = [];
        const table = element as HTMLTableElement;
        const scroller = (table.closest("[role=region]") ?? table.parentElement) as HTMLElement;
        if (scroller.scrollLeft !== 0) found.push(`the table is scrolled to ${scroller.scrollLeft} px`);
        const page = document.documentElement.scrollWidth;
        if (page > window.innerWidth) found.push(`the page is ${page} px wide in a ${window.innerWidth} px screen`);
        const outer = scroller.getBoundingClientRect();
        const left = Math.max(0, outer.left + scroller.clientLeft);
        const right = Math.min(window.innerWidth, outer.left + scroller.clientLeft + scroller.clientWidth);
        const caption = table.caption?.firstChild?.textContent?.trim() || table.getAttribute("data-testid") || "table";
        for (const [name, index] of Object.entries(columns)) {
          for (const row of Array.from(table.rows)) {
            const cell = row.cells[index];
            const rowName = row.parentElement?.tagName === "THEAD" ? "header" : (row.cells[columns.team]?.innerText.replace(/\s+/g, " ").trim() ?? "?");
            const where = `${caption}: ${name} (${rowName})`;
            const box = cell.getBoundingClientRect();
            if (box.left < left - 0.5 || box.right > right + 0.5) {
              found.push(`${where} spans ${Math.round(box.left)}–${Math.round(box.right)} px, the visible box ${Math.round(left)}–${Math.round(right)} px (table ${Math.round(table.getBoundingClientRect().width)} px wide)`);
              continue;
            }
            // Not covered by a sticky neighbour: the cell itself is what a finger would touch.
            window.scrollTo(0, window.scrollY + box.top - window.innerHeight / 2);
            const moved = cell.getBoundingClientRect();
            const hit = document.elementFromPoint(moved.left + moved.width / 2, moved.top + Math.min(moved.height / 2, 12));
            if (!hit || !cell.contains(hit)) found.push(`${where} is covered by ${hit?.tagName ?? "nothing"} "${hit?.textContent?.trim().slice(0, 20) ?? ""}"`);
          }
        }
        return found;
      }, columns)),
    );
  }
  return problems;
}

/**
 * Problems with the elements matching `selector`: wider than their card or their own column, or
 * cut short without the full name in a title.
 */
async function nameProblems(page: Page, selector: string): Promise<string[]> {
  const names = page.locator(selector);
  await expect(names.first()).toBeVisible();
  return page.evaluate((selector) => {
    const found: string[] = [];
    const inner = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left + element.clientLeft, right: box.left + element.clientLeft + element.clientWidth };
    };
    for (const name of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const text = name.textContent?.trim() ?? "";
      const card = name.closest('[data-testid="match-card"], [data-testid="scoreboard"], [data-testid="live-panel"]');
      if (!card) {
        found.push(`"${text}" is in no card`);
        continue;
      }
      // The name's own column: its nearest ancestor laid out as a block (a grid or flex item).
      let column = name.parentElement!;
      while (getComputedStyle(column).display.startsWith("inline")) column = column.parentElement!;
      // What shows of the text: its glyphs, cut by any ancestor that clips (an ellipsis).
      const range = document.createRange();
      range.selectNodeContents(name);
      let shown = { left: Infinity, right: -Infinity };
      for (const rect of Array.from(range.getClientRects())) shown = { left: Math.min(shown.left, rect.left), right: Math.max(shown.right, rect.right) };
      const whole = shown;
      for (let clip: HTMLElement | null = name; clip && clip !== card; clip = clip.parentElement) {
        if (getComputedStyle(clip).overflowX !== "visible") {
          const box = clip.getBoundingClientRect();
          shown = { left: Math.max(shown.left, box.left), right: Math.min(shown.right, box.right) };
        }
      }
      for (const [what, box] of [["card", inner(card)], ["column", column.getBoundingClientRect()]] as const) {
        const spill = Math.max(box.left - shown.left, shown.right - box.right);
        if (spill > 0.5) found.push(`"${text}" spills ${Math.round(spill)} px out of its ${what} (${Math.round(box.right - box.left)} px wide)`);
      }
      // Shortened, but still readable: at least four letters' width shows (or all of it).
      const fontSize = parseFloat(getComputedStyle(name).fontSize);
      const readable = Math.min(whole.right - whole.left, 4 * fontSize);
      if (shown.right - shown.left < readable - 0.5) found.push(`"${text}" shows only ${Math.max(0, Math.round(shown.right - shown.left))} px of itself`);
      // A name cut short keeps its full name at hand.
      const cut = whole.left < shown.left - 1 || whole.right > shown.right + 1;
      if (cut && !name.closest("[title]")?.getAttribute("title")?.includes(text)) found.push(`"${text}" is cut short with no title giving it in full`);
    }
    return found;
  }, selector);
}

/** Words inside the elements matching `selector` that are broken across lines (a word's glyphs on two line boxes). */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const word = document.createRange();
          word.setStart(node, match.index);
          word.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(word.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`"${match[0]}" in "${element.textContent?.trim()}" is broken across ${lines.size} lines`);
        }
      }
      return found;
    }),
  );
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("standings and competition tables show team, played and points without scrolling", async ({ page }) => {
        test.setTimeout(120_000);
        const { slug } = await ensureLongNameMatch();
        await setLanguage(page, locale);
        const problems: string[] = [];
        await open(page, "/");
        problems.push(...(await tableProblems(page, locale)).map((problem) => `/ union: ${problem}`));
        await page.getByRole("tab", { name: inLocale(locale, "Rugby League") }).click();
        problems.push(...(await tableProblems(page, locale)).map((problem) => `/ league: ${problem}`));
        for (const path of ["/rugby-union", "/rugby-league", "/competitions/rugby-union-greek-championship-2026-27", `/competitions/${slug}`]) {
          await open(page, path);
          problems.push(...(await tableProblems(page, locale)).map((problem) => `${path}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });

      test("team names stay inside their cards, whole words only", async ({ page }) => {
        test.setTimeout(120_000);
        const { matchId } = await ensureLongNameMatch();
        await setLanguage(page, locale);
        const problems: string[] = [];
        for (const path of ["/matches/1", `/matches/${matchId}`, "/fixtures", "/"]) {
          await open(page, path);
          if (path === `/matches/${matchId}`) await expect(page.getByTestId("live-panel")).toBeVisible();
          const names = '[data-testid="team-name"]';
          problems.push(...[...(await nameProblems(page, names)), ...(await brokenWords(page, names))].map((problem) => `${path}: ${problem}`));
        }
        // The tables' team names too: wrapped between words, never inside one.
        for (const path of ["/rugby-union", "/competitions/rugby-union-greek-championship-2026-27"]) {
          await open(page, path);
          problems.push(...(await brokenWords(page, "main table tbody th")).map((problem) => `${path}: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
