/**
 * Issue 10 on a phone, in both languages: the federation admin creates a 6-club competition,
 * generates its fixtures, enters results, and the public table equals the one worked out by hand
 * below; then a points adjustment moves a team down and its reason is shown.
 */
import type { Page } from "@playwright/test";
import { greek, inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

// Service workers blocked: every read goes to the worker, never a copy kept from before a write.
test.use({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });

const CLUBS = {
  athens: "Athens Owls Rugby Club",
  piraeus: "Piraeus Mariners RFC",
  thessaloniki: "Thessaloniki White Tower RFC",
  patras: "Patras Achaeans RFC",
  larissa: "Larissa Centaurs RFC",
  volos: "Volos Argonauts RC",
} as const;
type Club = keyof typeof CLUBS;

/** Six results, each between a pair that a single round robin brings together once (whichever side is at home). */
const RESULTS: { a: Club; b: Club; score: [number, number]; tries: [number, number] }[] = [
  { a: "athens", b: "piraeus", score: [30, 10], tries: [4, 1] },
  { a: "thessaloniki", b: "patras", score: [17, 20], tries: [2, 2] },
  { a: "larissa", b: "volos", score: [15, 15], tries: [1, 2] },
  { a: "athens", b: "thessaloniki", score: [12, 17], tries: [2, 3] },
  { a: "piraeus", b: "volos", score: [25, 24], tries: [3, 4] },
  { a: "patras", b: "larissa", score: [7, 35], tries: [1, 5] },
];

type Row = { team: Club; played: number; won: number; drawn: number; lost: number; pf: number; pa: number; tf: number; ta: number; tb: number; lb: number; points: number };

/**
 * The table by hand, World Rugby's rules: win 4, draw 2, +1 for 4 tries or more, +1 for losing by
 * 7 or fewer; level on points, more wins first, then the better points difference.
 * - Larissa: draw 2 + win 4 + try bonus (5 tries) = 7.
 * - Athens: win 4 + try bonus (4 tries) + losing bonus (12-17) = 6.
 * - Thessaloniki: losing bonus (17-20) + win 4 = 5.
 * - Piraeus, Patras and Volos on 4: Volos has no win, so it is last; Piraeus (−19) is above Patras (−25).
 */
const BY_HAND: Row[] = [
  { team: "larissa", played: 2, won: 1, drawn: 1, lost: 0, pf: 50, pa: 22, tf: 6, ta: 3, tb: 1, lb: 0, points: 7 },
  { team: "athens", played: 2, won: 1, drawn: 0, lost: 1, pf: 42, pa: 27, tf: 6, ta: 4, tb: 1, lb: 1, points: 6 },
  { team: "thessaloniki", played: 2, won: 1, drawn: 0, lost: 1, pf: 34, pa: 32, tf: 5, ta: 4, tb: 0, lb: 1, points: 5 },
  { team: "piraeus", played: 2, won: 1, drawn: 0, lost: 1, pf: 35, pa: 54, tf: 4, ta: 8, tb: 0, lb: 0, points: 4 },
  { team: "patras", played: 2, won: 1, drawn: 0, lost: 1, pf: 27, pa: 52, tf: 3, ta: 7, tb: 0, lb: 0, points: 4 },
  { team: "volos", played: 2, won: 0, drawn: 1, lost: 1, pf: 39, pa: 40, tf: 6, ta: 4, tb: 1, lb: 1, points: 4 },
];

/** A signed number as the table shows it (a true minus sign). */
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/** A text with a `{name}` placeholder, in the page's language. */
const phrase = (locale: Locale, english: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), inLocale(locale, english));

/** A text as a pattern that matches it as written. */
const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A club's name as the page shows it: its Greek name to a Greek reader (issue 13). */
async function namesIn(page: Page, locale: Locale): Promise<(english: string) => string> {
  const clubs = (await (await page.request.get("/api/clubs")).json()) as { name: string; nameEl?: string | null }[];
  return (english) => (locale === "el" ? (clubs.find((club) => club.name === english)?.nameEl ?? english) : english);
}

async function expectTable(page: Page, rows: Row[], nameOf: (english: string) => string = (name) => name) {
  const table = page.getByTestId("competition-table");
  await expect(table.locator("tbody tr")).toHaveCount(rows.length);
  const cells = async (column: string) => table.locator(`tbody tr [data-column="${column}"]`).allTextContents();
  const expected = {
    team: rows.map((row) => nameOf(CLUBS[row.team])),
    position: rows.map((_, index) => String(index + 1)),
    played: rows.map((row) => String(row.played)),
    won: rows.map((row) => String(row.won)),
    drawn: rows.map((row) => String(row.drawn)),
    lost: rows.map((row) => String(row.lost)),
    pointsFor: rows.map((row) => String(row.pf)),
    pointsAgainst: rows.map((row) => String(row.pa)),
    pointsDifference: rows.map((row) => signed(row.pf - row.pa)),
    triesFor: rows.map((row) => String(row.tf)),
    triesAgainst: rows.map((row) => String(row.ta)),
    tryBonus: rows.map((row) => String(row.tb)),
    losingBonus: rows.map((row) => String(row.lb)),
    points: rows.map((row) => String(row.points)),
  };
  // Polled: the table follows the last write.
  await expect(async () => {
    const actual: Record<string, string[]> = {};
    for (const column of Object.keys(expected)) actual[column] = await cells(column);
    expect(actual).toEqual(expected);
  }).toPass({ timeout: 15_000 });
}

for (const locale of LOCALES) {
  test(`the admin builds a competition on a phone and the public table is right (${locale})`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await setLanguage(context, locale);
    const t = (english: string) => inLocale(locale, english);

    // Sign in with the demo's one button.
    await page.goto("/admin-login");
    await page.getByRole("button", { name: t("Log in as system admin") }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("tab", { name: t("Competitions") }).click();
    // The admin's screens name each club as the public pages do: in Greek to a Greek reader (issue 21).
    const nameOf = await namesIn(page, locale);

    // A new competition: World Rugby's preset, its rules shown in words as the form is filled.
    const stamp = `${locale} ${Date.now()}`;
    const nameEn = `E2E Cup ${stamp}`;
    await page.getByRole("button", { name: t("New competition") }).click();
    const create = page.getByRole("dialog");
    await create.getByLabel(t("Name (English)")).fill(nameEn);
    await create.getByLabel(t("Name (Greek)")).fill(`Κύπελλο E2E ${stamp}`);
    await create.getByLabel(t("Season"), { exact: true }).fill("2031-32");
    await expect(create.getByTestId("rules-summary")).toContainText(locale === "en" ? "A win earns 4 points" : "Η νίκη δίνει 4 βαθμούς");
    await create.getByRole("button", { name: t("Create competition") }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole("heading", { name: locale === "en" ? nameEn : `Κύπελλο E2E ${stamp}` })).toBeVisible();

    // Six member clubs, chosen together.
    const choices = page.getByRole("list", { name: t("Member clubs to add") });
    for (const name of Object.values(CLUBS)) await choices.getByRole("checkbox", { name: nameOf(name) }).check();
    await page.getByRole("button", { name: phrase(locale, "Add chosen clubs ({count})", { count: "6" }) }).click();
    for (const name of Object.values(CLUBS)) await expect(page.getByRole("list", { name: t("Teams") }).getByText(nameOf(name))).toBeVisible();

    // A single round robin: 15 fixtures in 5 rounds.
    await page.getByLabel(t("Rounds"), { exact: true }).selectOption("single");
    await page.getByLabel(t("Start date")).fill("2031-09-06");
    await page.getByRole("button", { name: t("Generate fixtures") }).click();
    await expect(page.locator("li[data-fixture]")).toHaveCount(15);

    // The results, entered fixture by fixture (whichever side the schedule put at home).
    for (const result of RESULTS) {
      const [a, b] = [nameOf(CLUBS[result.a]), nameOf(CLUBS[result.b])];
      // As patterns, not strings: a string is matched lower-cased, and a Greek "Ρ.Σ." lower-cases to "ρ.ς."
      // alone but "ρ.σ." where the row's text runs on into the date ("Ρ.Σ.Σάβ"), so it would never match.
      const row = page.locator("li[data-fixture]").filter({ hasText: exactly(a) }).filter({ hasText: exactly(b) });
      await row.getByRole("button", { name: new RegExp(`^${inLocale(locale, "Edit")} `) }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(phrase(locale, "{home}: points", { home: a })).fill(String(result.score[0]));
      await dialog.getByLabel(phrase(locale, "{home}: points", { home: b })).fill(String(result.score[1]));
      await dialog.getByLabel(phrase(locale, "{home}: tries", { home: a })).fill(String(result.tries[0]));
      await dialog.getByLabel(phrase(locale, "{home}: tries", { home: b })).fill(String(result.tries[1]));
      await dialog.getByRole("button", { name: t("Save fixture") }).click();
      await expect(dialog).toBeHidden();
    }

    // The public page, on the phone: the table worked out above, and nothing wider than the screen.
    const slugHref = await page.getByRole("link", { name: t("Public page") }).getAttribute("href");
    expect(slugHref).toMatch(/^\/competitions\/e2e-cup-/);
    await page.goto(slugHref!);
    await expectTable(page, BY_HAND, nameOf);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The form reads as words: Larissa drew and won (in date order, whichever came first).
    const larissaForm = page.locator(`tr[data-team="${CLUBS.larissa}"] [data-column="form"] li`);
    await expect(larissaForm).toHaveCount(2);
    expect((await larissaForm.evaluateAll((items) => items.map((item) => item.getAttribute("data-result")))).sort()).toEqual(["D", "W"]);
    const words = locale === "en" ? ["Drawn", "Won"] : ["Ισοπαλία", "Νίκη"];
    for (const word of words) await expect(page.locator(`tr[data-team="${CLUBS.larissa}"] [data-column="form"]`)).toContainText(word);
    // The rules in plain words, in the page's language.
    await expect(page.getByTestId("competition-rules")).toContainText(locale === "en" ? "A team that scores 4 tries or more earns 1 bonus point." : "Η ομάδα που πετυχαίνει 4 ή περισσότερες προσπάθειες παίρνει 1 βαθμό μπόνους.");

    // A deduction of 5 points for Larissa, with its reason in both languages.
    await page.goBack();
    await page.getByRole("tab", { name: t("Competitions") }).click();
    await page.getByRole("button", { name: phrase(locale, "Manage {0}", { 0: locale === "en" ? nameEn : `Κύπελλο E2E ${stamp}` }) }).click();
    const adjustment = page.getByRole("form", { name: t("Add an adjustment") });
    await adjustment.getByLabel(t("Team"), { exact: true }).selectOption({ label: nameOf(CLUBS.larissa) });
    await adjustment.getByLabel(t("Points (+ or −)")).fill("-5");
    await adjustment.getByLabel(t("Reason in English")).fill("Fielded an ineligible player");
    await adjustment.getByLabel(t("Reason in Greek")).fill("Αγωνίστηκε παίκτης χωρίς δικαίωμα συμμετοχής");
    await adjustment.getByRole("button", { name: t("Add adjustment") }).click();
    await expect(page.getByText(locale === "en" ? "Fielded an ineligible player" : "Αγωνίστηκε παίκτης χωρίς δικαίωμα συμμετοχής")).toBeVisible();

    await page.goto(slugHref!);
    const larissa = BY_HAND.find((row) => row.team === "larissa")!;
    await expectTable(page, [...BY_HAND.filter((row) => row !== larissa), { ...larissa, points: 2 }], nameOf);
    await expect(page.locator(`tr[data-team="${CLUBS.larissa}"] [data-column="adjustment"]`)).toHaveText("−5");
    const reasons = page.getByTestId("competition-adjustments");
    await expect(reasons).toContainText(nameOf(CLUBS.larissa));
    await expect(reasons).toContainText("−5");
    await expect(reasons).toContainText(locale === "en" ? "Fielded an ineligible player" : "Αγωνίστηκε παίκτης χωρίς δικαίωμα συμμετοχής");
    // The catalogs have the Greek this test reads (greek() throws for a missing one).
    if (locale === "el") greek("Points adjustments");
  });
}

for (const locale of LOCALES) {
  test(`a club official sees the tables the club plays in, its row marked and nothing to edit (${locale})`, async ({ page, context }) => {
    await setLanguage(context, locale);
    const t = (english: string) => inLocale(locale, english);
    await page.request.post("/api/auth/login", { data: { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" } });
    const club = (await (await page.request.get("/api/auth/me")).json()) as { id: number; name: string };

    await page.goto("/dashboard/standings");
    const section = page.getByRole("region", { name: t("Your competitions") });
    const tables = section.getByTestId("competition-table");
    await expect(tables.first()).toBeVisible();
    const own = tables.first().locator("tr[data-own]");
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute("data-team", club.name);
    await expect(own).toContainText(t("Your club"));
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(section.getByRole("textbox")).toHaveCount(0);

    // The match dialog's competitions come from the database, Friendly last.
    await page.goto("/dashboard/matches?add=1");
    const select = page.getByRole("dialog").getByLabel(t("Competition"));
    await expect(select.locator("option").last()).toHaveText(t("Friendly"));
    const options = await select.locator("option").allTextContents();
    const current = (await (await page.request.get("/api/competitions?season=current")).json()) as { nameEn: string; nameEl: string }[];
    for (const competition of current) expect(options).toContain(locale === "en" ? competition.nameEn : competition.nameEl);
  });
}
