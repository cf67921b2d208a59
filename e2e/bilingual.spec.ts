/**
 * Issue 13: content in the reader's language, and search from the header, in both languages.
 */
import { expect, test } from "./support/fixtures";
import { languageToggle, setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

const GREEK_LETTERS = /[\u0370-\u03ff]/u;

test("the Greek home shows Greek club names and Greek stories; a story with no Greek is tagged EN", async ({ page }) => {
  await setLanguage(page, "el");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Κουκουβάγιες Αθήνας Ρ.Σ.", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Athens Owls Rugby Club/ })).toHaveCount(0);
  // Every story is in Greek, except those that exist only in English: each of those says so, with `lang`.
  const cards = page.getByRole("main").locator("a").filter({ has: page.locator("h3[lang]") });
  expect(await cards.count()).toBeGreaterThan(1);
  let tagged = 0;
  for (const card of await cards.all()) {
    const title = card.locator("h3[lang]");
    if ((await title.getAttribute("lang")) === "el") {
      await expect(title).toHaveText(GREEK_LETTERS);
      await expect(card.getByTestId("language-tag")).toHaveCount(0);
    } else {
      await expect(card.getByTestId("language-tag")).toHaveText("EN");
      await expect(card.getByTestId("language-tag")).toHaveAttribute("lang", "en");
      tagged += 1;
    }
  }
  // The seed has one story in English only among the latest.
  expect(tagged).toBeGreaterThanOrEqual(1);
});

test("the English home shows the same stories in English", async ({ page }) => {
  await setLanguage(page, "en");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Greece name 30-player squad for Rugby Europe Conference opener" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Η Εθνική ανακοινώνει/ })).toHaveCount(0);
});

test("the language toggle on an article moves to its translation", async ({ page }) => {
  // English from the browser (no choice stored before each load: the toggle loads the page again in the one it makes).
  await page.goto("/news/greece-name-30-player-squad-for-rugby-europe-conference-opener");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greece name 30-player squad for Rugby Europe Conference opener");
  await expect(page.getByRole("link", { name: "Διαβάστε το στα ελληνικά" })).toBeVisible();
  await languageToggle(page).click();
  await expect(page).toHaveURL(/\/news\/i-ethniki-anakoinonei-30-paiktes/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Η Εθνική ανακοινώνει 30 παίκτες/);
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await languageToggle(page).click();
  await expect(page).toHaveURL(/\/news\/greece-name-30-player-squad/);
});

for (const locale of ["en", "el"] as const) {
  const clubsName = locale === "el" ? "Σύλλογοι" : "Clubs";
  const piraeus = locale === "el" ? /Ναυτικοί Πειραιά/ : /Piraeus Mariners RFC/;

  test(`a search for "πειραιας" typed in the header's field finds the Piraeus club (${locale})`, async ({ page }) => {
    await setLanguage(page, locale);
    await page.goto("/");
    const field = page.getByRole("banner").getByRole("searchbox", { name: locale === "el" ? "Αναζήτηση" : "Search" });
    await field.fill("πειραιας");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=%CF%80%CE%B5%CE%B9%CF%81%CE%B1%CE%B9%CE%B1%CF%82$/);
    const clubs = page.getByRole("region", { name: clubsName });
    await expect(clubs.getByRole("link", { name: piraeus })).toBeVisible();
    await expect(clubs.locator("mark").first()).toBeVisible();
  });

  test(`on a phone the search field is in the menu drawer (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setLanguage(page, locale);
    await page.goto("/");
    await page.getByRole("button", { name: locale === "el" ? "Άνοιγμα μενού" : "Open menu" }).click();
    const field = page.getByRole("dialog").getByRole("searchbox");
    await field.fill("πειραιας");
    await field.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: clubsName }).getByRole("link", { name: piraeus })).toBeVisible();
  });
}

test("Greeklish in the ELOT spelling finds a Greek name; a search with no results suggests nothing that finds nothing", async ({ page }) => {
  await setLanguage(page, "en");
  // Issue 21, point 8: "lefkos pyrgos" (ELOT 743) and «λεφκος πυργος» find Λευκός Πύργος; "navplio"
  // finds the club whose Greek description names Ναύπλιο (its English one says "Nafplio").
  for (const [q, club] of [["lefkos pyrgos", /White Tower/], ["λεφκος πυργος", /White Tower/], ["argonaftes", /Volos Argonauts/], ["navplio", /Patras Achaeans/]] as const) {
    await page.goto(`/search?${new URLSearchParams({ q })}`);
    await expect(page.getByRole("region", { name: "Clubs" }).getByRole("link", { name: club }), q).toBeVisible();
  }
  // «ζζκκξξ» is keyed as "zzqqxx" is: it would find the same nothing, so it is not offered.
  await page.goto("/search?q=zzqqxx");
  await expect(page.getByText(/No results for/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Try/ })).toHaveCount(0);
});
