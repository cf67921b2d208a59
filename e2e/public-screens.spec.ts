/**
 * Public screens A with the seeded data: home (SPEC section order and counts), fixtures with the
 * code filter in the URL, the match page and its invalid / not-found states, and both rugby info
 * pages with their SPEC quick facts and filtered standings.
 */
import { expect, test } from "@playwright/test";

const section = (page: import("@playwright/test").Page, id: string) => page.locator(`section[aria-labelledby="${id}"]`);

test("home shows the SPEC's seven sections in order, with 2 matches, 3 news and 5 clubs", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "The home of Greek rugby" })).toBeVisible();
  const hero = section(page, "home-title");
  expect((await hero.boundingBox())?.height).toBe(480);
  for (const scope of [hero, section(page, "home-join")]) {
    await expect(scope.getByRole("link", { name: "Find a club" })).toHaveAttribute("href", "/clubs");
    await expect(scope.getByRole("link", { name: "Register a club" })).toHaveAttribute("href", "/register");
    await expect(scope.getByRole("link", { name: "Register as a player" })).toHaveAttribute("href", "/user-register");
  }

  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual(["Upcoming matches", "Discover Rugby", "Latest news", "Standings", "Member clubs", "Be part of Greek rugby"]);

  await expect(section(page, "home-upcoming").locator("article")).toHaveCount(2);
  await expect(section(page, "home-upcoming").getByRole("link", { name: /All fixtures/ })).toHaveAttribute("href", "/fixtures");
  await expect(section(page, "home-news").getByRole("listitem")).toHaveCount(3);
  await expect(section(page, "home-news").getByRole("link", { name: /All news/ })).toHaveAttribute("href", "/news");
  await expect(section(page, "home-clubs").getByRole("listitem")).toHaveCount(5);
  await expect(section(page, "home-clubs").getByRole("link", { name: /All clubs/ })).toHaveAttribute("href", "/clubs");
  await expect(section(page, "home-discover").getByRole("link", { name: /Rugby Union/ })).toHaveAttribute("href", "/rugby-union");
  await expect(section(page, "home-discover").getByRole("link", { name: /Rugby League/ })).toHaveAttribute("href", "/rugby-league");

  const standings = section(page, "home-standings");
  await expect(standings.getByRole("table", { name: /Rugby Union standings/ })).toBeVisible();
  await standings.getByRole("tab", { name: "Rugby League" }).click();
  await expect(standings.getByRole("table", { name: /Rugby League standings/ })).toBeVisible();
});

test("fixtures filter by code through ?code= and link to the match page", async ({ page }) => {
  await page.goto("/fixtures?code=union");
  await expect(page.getByRole("heading", { level: 1, name: "Fixtures & Results" })).toBeVisible();
  const filter = page.getByRole("navigation", { name: "Filter by rugby code" });
  await expect(filter.getByRole("link", { name: "Rugby Union" })).toHaveAttribute("aria-current", "page");
  const badges = page.locator("main article").getByText(/^Rugby (Union|League) - |^Friendly$/);
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).toMatch(/Union/);

  await filter.getByRole("link", { name: "Rugby League" }).click();
  await expect(page).toHaveURL(/\/fixtures\?code=league$/);
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).not.toMatch(/Union/);

  await expect(page.getByRole("heading", { level: 2, name: "Recent results" })).toBeVisible();
  // A fan taps anywhere on the card.
  const first = page.locator("main article").first();
  const name = (await first.locator("h4").textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: /club page/ })).toHaveAttribute("href", /^\/clubs\/\d+$/);
  await expect(page.getByRole("link", { name: "Back to fixtures" })).toHaveAttribute("href", "/fixtures");
});

test("the match page tells a malformed id from an unknown one", async ({ page }) => {
  await page.goto("/matches/abc");
  await expect(page.getByRole("heading", { name: "Invalid match ID" })).toBeVisible();
  await page.goto("/matches/999999");
  await expect(page.getByRole("heading", { name: "Match not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to fixtures" })).toHaveAttribute("href", "/fixtures");
});

test("the union and league pages show their SPEC facts, positions and own standings", async ({ page }) => {
  const fact = (label: string) => page.locator("dl div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");

  await page.goto("/rugby-union");
  await expect(page.getByRole("heading", { level: 1, name: "Rugby Union" })).toBeVisible();
  await expect(fact("Players per side")).toHaveText("15 players");
  await expect(fact("Try")).toHaveText("5 points");
  await expect(fact("Conversion")).toHaveText("2 points");
  await expect(fact("Penalty")).toHaveText("3 points");
  await expect(fact("Drop goal")).toHaveText("3 points");
  await expect(fact("Match length")).toHaveText("80 minutes (2 × 40)");
  await expect(page.locator('section[aria-labelledby="positions-heading"] li')).toHaveCount(15);
  await expect(page.getByRole("table", { name: /Rugby Union standings/ })).toBeVisible();
  await expect(page.getByRole("table", { name: /Rugby League standings/ })).toHaveCount(0);

  await page.goto("/rugby-league");
  await expect(fact("Players per side")).toHaveText("13 players");
  await expect(fact("Try")).toHaveText("4 points");
  await expect(fact("Conversion")).toHaveText("2 points");
  await expect(fact("Penalty")).toHaveText("2 points");
  await expect(fact("Drop goal")).toHaveText("1 point");
  await expect(fact("Tackles per set")).toHaveText("Six tackles");
  await expect(fact("Match length")).toHaveText("40-minute halves");
  await expect(page.locator('section[aria-labelledby="positions-heading"] li')).toHaveCount(13);
  await expect(page.getByRole("table", { name: /Rugby League standings/ })).toBeVisible();
});

test("the info pages and fixtures speak Greek", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "el"));
  await page.goto("/rugby-league");
  await expect(page.getByRole("heading", { level: 1, name: "Ράγκμπι Λιγκ" })).toBeVisible();
  await expect(page.getByText("Προσπάθεια", { exact: true })).toBeVisible();
  await expect(page.getByText("Ντροπ γκολ", { exact: true })).toBeVisible();
  await page.goto("/fixtures");
  await expect(page.getByRole("heading", { level: 1, name: "Αγώνες & Αποτελέσματα" })).toBeVisible();
  await expect(page).toHaveTitle("Αγώνες & Αποτελέσματα | Rugby Hellas");
});
