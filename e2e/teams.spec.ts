/**
 * A club fields teams (issue 22): its page lists them in the reader's language, each team's link
 * and the matches tab's picker (`?team=`) show only that team's games; its official adds a team
 * on the dashboard and deactivates it, and the public page then marks it as no longer fielded.
 * On a phone and on a laptop, in English and in Greek.
 */
import { expect, test, type Page } from "@playwright/test";
import { greek } from "./support/catalog";
import { setLanguage } from "./support/language";

const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!", id: 1 };

async function signIn(page: Page) {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
  await form.locator('input[name="email"]').fill(CLUB.email);
  await form.locator('input[name="password"]').fill(CLUB.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const teamCards = (page: Page) => page.getByTestId("club-team");
/** React has taken over the page the worker drew: a choice made before that would be lost. */
const hydrated = (page: Page) => expect(page.locator("#root")).not.toHaveAttribute("data-server-page", { timeout: 15_000 });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the club page lists its teams, and a team's link shows only that team's matches", async ({ page }) => {
      await page.goto(`/clubs/${CLUB.id}?tab=teams`);
      await hydrated(page);
      // The seed's four: the union and league senior sides (named as the club), the women's XV and the U18.
      await expect(teamCards(page).filter({ hasText: "Athens Owls Rugby Club" })).toHaveCount(2);
      const women = teamCards(page).filter({ hasText: "Athens Owls Women" });
      await expect(women).toContainText("Rugby Union");
      await expect(women).toContainText("Women");
      await expect(teamCards(page).filter({ hasText: "Athens Owls U18" })).toContainText("Under 18");
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await women.getByRole("link", { name: "Matches of Athens Owls Women" }).click();
      await expect(page).toHaveURL(/[?&]tab=matches/);
      await expect(page).toHaveURL(/[?&]team=\d+/);
      await hydrated(page);
      const picker = page.getByLabel("Team", { exact: true });
      await expect(picker.locator("option:checked")).toHaveText("Athens Owls Women");
      await expect(page.getByText("White Tower Women").first()).toBeVisible();
      await expect(page.getByText("Piraeus Mariners RFC")).toHaveCount(0);

      // Back to every team: the senior sides' games are there again.
      await picker.selectOption({ label: "All teams" });
      await expect(page).not.toHaveURL(/[?&]team=/);
      await expect(page.getByText("Piraeus Mariners RFC").first()).toBeVisible();
    });

    test("in Greek: the teams' Greek names and the Greek words for their kind and age group", async ({ page }) => {
      await setLanguage(page, "el");
      await page.goto(`/clubs/${CLUB.id}?tab=teams`);
      await hydrated(page);
      const women = teamCards(page).filter({ hasText: "Κουκουβάγιες Αθήνας Γυναίκες" });
      await expect(women).toBeVisible();
      await expect(teamCards(page).filter({ hasText: "Κουκουβάγιες Αθήνας Κ18" })).toContainText(greek("Under 18"));
      await women.getByRole("link").click();
      await expect(page.getByLabel(greek("Team"), { exact: true }).locator("option:checked")).toHaveText("Κουκουβάγιες Αθήνας Γυναίκες");
      await expect(page.getByText("Λευκός Πύργος Γυναίκες").first()).toBeVisible();
    });
  });
}

test.describe("the dashboard's teams", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("an official adds a team and deactivates it; the club page marks it as no longer fielded", async ({ page }) => {
    const name = `Owls Sevens ${Date.now().toString(36)}`;
    await signIn(page);
    await page.goto("/dashboard/teams");
    await expect(page.getByTestId("team-row").first()).toBeVisible();

    await page.getByRole("button", { name: "Add Team" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Team" });
    // The names are required in both languages: the Greek one's message shows, nothing is saved.
    await dialog.getByLabel("Name in English", { exact: true }).fill(name);
    await dialog.getByLabel("Game", { exact: true }).selectOption("sevens");
    await dialog.getByLabel("Who plays", { exact: true }).selectOption("mixed");
    await dialog.getByLabel("Age group", { exact: true }).selectOption("u20");
    await dialog.getByRole("button", { name: "Add Team" }).click();
    await expect(dialog.getByText("The team's Greek name must be at least 2 characters")).toBeVisible();
    await dialog.getByLabel("Name in Greek", { exact: true }).fill(`Κουκουβάγιες Sevens ${name.slice(-4)}`);
    await dialog.getByRole("button", { name: "Add Team" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("team-row").filter({ hasText: name });
    await expect(row).toContainText("Rugby Sevens");
    await expect(row).toContainText("Mixed");
    await expect(row).toContainText("Under 20");
    await row.getByRole("button", { name: `Deactivate ${name}` }).click();
    await expect(row).toContainText("Inactive");
    await expect(row.getByRole("button", { name: `Reactivate ${name}` })).toBeVisible();

    await page.goto(`/clubs/${CLUB.id}?tab=teams`);
    const card = teamCards(page).filter({ hasText: name });
    await expect(card).toContainText("No longer fielded");
  });
});
