/**
 * Issue 13: content in the reader's language, and search from the header, in both languages.
 */
import { expect, test } from "./support/fixtures";
import { languageToggle, setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

const GREEK_LETTERS = /[\u0370-\u03ff]/u;

test("the Greek home shows Greek club names and Greek stories, one tagged EN", async ({ page }) => {
  await setLanguage(page, "el");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Κουκουβάγιες Αθήνας Ρ.Σ.", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Athens Owls Rugby Club/ })).toHaveCount(0);
  const tags = page.getByTestId("language-tag");
  await expect(tags).toHaveCount(1);
  await expect(tags.first()).toHaveText("EN");
  await expect(tags.first()).toHaveAttribute("lang", "en");
  // Every other story's title is Greek.
  const titles = page.locator("article h3, a h3").filter({ hasNot: page.getByTestId("language-tag") });
  for (const title of await page.locator("[lang='el'] >> xpath=self::h3").all()) await expect(title).toHaveText(GREEK_LETTERS);
  expect(await titles.count()).toBeGreaterThan(0);
});

test("the English home shows the same stories in English", async ({ page }) => {
  await setLanguage(page, "en");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Greece name 30-player squad for Rugby Europe Conference opener" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Η Εθνική ανακοινώνει/ })).toHaveCount(0);
});

test("the language toggle on an article moves to its translation", async ({ page }) => {
  await setLanguage(page, "en");
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
  test(`a search for "πειραιας" from the header finds the Piraeus club (${locale})`, async ({ page }) => {
    await setLanguage(page, locale);
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: locale === "el" ? "Αναζήτηση" : "Search" }).click();
    await expect(page).toHaveURL(/\/search/);
    await page.getByRole("searchbox").fill("πειραιας");
    await page.getByRole("searchbox").press("Enter");
    const clubs = page.getByRole("region", { name: locale === "el" ? "Σύλλογοι" : "Clubs" });
    await expect(clubs.getByRole("link", { name: locale === "el" ? /Ναυτικοί Πειραιά/ : /Piraeus Mariners RFC/ })).toBeVisible();
    await expect(clubs.locator("mark").first()).toBeVisible();
  });
}

test("a search with no results suggests the other alphabet", async ({ page }) => {
  await setLanguage(page, "en");
  await page.goto("/search?q=zzqqxx");
  await expect(page.getByText(/No results for/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Try/ })).toBeVisible();
});
