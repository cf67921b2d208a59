/**
 * Public screens B with the seeded data: clubs, club detail, league clubs with the claim dialog,
 * news and articles, about and the academy with its registration dialog.
 */
import { expect, test, type Page } from "@playwright/test";
import { openInApp } from "./support/in-app";

const dialog = (page: Page) => page.getByRole("dialog");
const fieldErrors = (page: Page) => dialog(page).locator("[data-field-error]");

test("the clubs list shows 6 skeleton cards while loading, then a card per club linking to /clubs/{id}", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/clubs", async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, "/clubs");
  await expect(page.getByTestId("club-card-skeleton")).toHaveCount(6);
  release();

  await expect(page.getByRole("heading", { level: 1, name: "Clubs" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register a club" })).toHaveAttribute("href", "/register");
  const cards = page.locator("main ul li");
  await expect(cards.first()).toBeVisible();
  const api = await (await page.request.get("/api/clubs")).json();
  await expect(cards).toHaveCount(api.length);
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", `/clubs/${api[0].id}`);
});

test("the clubs list shows the SPEC's error text when loading fails", async ({ page }) => {
  await page.route("**/api/clubs", (route) => route.fulfill({ status: 500, body: "down" }));
  await openInApp(page, "/clubs");
  await expect(page.getByText("Error loading data. Please try again.")).toBeVisible();
});

test("league clubs are marked claimed or unclaimed, fall back to the default logo and can be claimed", async ({ page }) => {
  // Every club logo fails to load (seeded files and uploaded ones alike); only the default is served.
  await page.route(
    (url) => !url.pathname.endsWith("/default-club-logo.svg") && (url.pathname.startsWith("/images/clubs/") || /^\/api\/clubs\/\d+\/logo$/.test(url.pathname)),
    (route) => route.fulfill({ status: 404, body: "" }),
  );
  await page.goto("/rugby-league-clubs");
  const cards = page.locator("main ul li");
  await expect(cards.first()).toBeVisible();
  const api: { id: number; rugbyLeague: boolean; isClaimed: boolean }[] = await (await page.request.get("/api/clubs")).json();
  await expect(cards).toHaveCount(api.filter((club) => club.rugbyLeague).length);
  for (const card of await cards.all()) await expect(card.getByText(/^(Claimed|Unclaimed)$/)).toHaveCount(1);
  await expect(cards.first().locator("img")).toHaveAttribute("src", "/images/default-club-logo.svg");

  const unclaimed = cards.filter({ hasText: "Unclaimed" }).first();
  await unclaimed.getByRole("button", { name: /Claim this club/ }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Submit claim" }).click();
  await expect(fieldErrors(page)).toHaveText(["Full name is required", "Valid email is required", "Phone number is required"]);

  await dialog(page).getByLabel("Full name").fill("Giorgos Andreou");
  await dialog(page).getByLabel("Email").fill("giorgos@example.com");
  await dialog(page).getByLabel("Phone number").fill("+30 697 111 2222");
  const request = page.waitForRequest((req) => req.url().endsWith("/api/clubs/claim") && req.method() === "POST");
  await dialog(page).getByRole("button", { name: "Submit claim" }).click();
  const sent = await request;
  expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toMatchObject({ fullName: "Giorgos Andreou", email: "giorgos@example.com", clubId: expect.any(Number), clubName: expect.any(String) });
  await expect(page.getByText("Claim Request Sent")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test("a failed claim keeps the dialog open with the SPEC's failure toast", async ({ page }) => {
  await page.route("**/api/clubs/claim", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/rugby-league-clubs");
  await page.getByRole("button", { name: /Claim this club/ }).first().click();
  await dialog(page).getByLabel("Full name").fill("Giorgos Andreou");
  await dialog(page).getByLabel("Email").fill("giorgos@example.com");
  await dialog(page).getByLabel("Phone number").fill("+30 697 111 2222");
  await dialog(page).getByRole("button", { name: "Submit claim" }).click();
  await expect(page.getByText("Request Failed")).toBeVisible();
  await expect(page.getByText("There was an error submitting your request. Please try again.")).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test("the club page checks its id, and shows about, players by unit and matches", async ({ page }) => {
  await page.goto("/clubs/abc");
  await expect(page.getByRole("heading", { name: "Invalid club ID" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to clubs" })).toHaveAttribute("href", "/rugby-league-clubs");
  await page.goto("/clubs/999999");
  await expect(page.getByRole("heading", { name: "Club not found" })).toBeVisible();

  await page.goto("/clubs/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Athens Owls Rugby Club");
  await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Club details" })).toBeVisible();

  // The tabs are links (?tab=): the server draws the one asked for.
  const sections = page.getByRole("navigation", { name: "Club sections" });
  await sections.getByRole("link", { name: "Players" }).click();
  await expect(page).toHaveURL(/\?tab=players$/);
  await expect(page.getByRole("heading", { name: /^Forwards/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Backs/ })).toBeVisible();
  await expect(page.getByText(/Age \d+/).first()).toBeVisible();

  await sections.getByRole("link", { name: "Matches" }).click();
  await expect(page.getByRole("heading", { name: "Completed matches" })).toBeVisible();
  await expect(page.locator("main article").filter({ hasText: "Completed" }).first()).toBeVisible();
});

test("the club page shows the common error heading when loading fails", async ({ page }) => {
  await page.route("**/api/clubs/1", (route) => route.fulfill({ status: 500, body: "down" }));
  await openInApp(page, "/clubs/1");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to clubs" })).toBeVisible();
});

test("news loads more with the cursor, and articles open by slug or id", async ({ page }) => {
  await page.goto("/news");
  const cards = page.locator("main ul li");
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);

  const first = (await (await page.request.get("/api/news/latest?limit=1")).json())[0];
  await page.goto(`/news/${first.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole("link", { name: "Back to news" }).first()).toHaveAttribute("href", "/news");
  await page.goto(`/news/${first.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);

  await page.goto("/news/no-such-article");
  await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to news" })).toHaveAttribute("href", "/news");
});

test("a failed news load is a toast and an empty list", async ({ page }) => {
  await page.route("**/api/news/latest**", (route) => route.fulfill({ status: 500, body: "down" }));
  await openInApp(page, "/news");
  await expect(page.getByText("Failed to load news data. Please try again later.")).toBeVisible();
  await expect(page.locator("main ul li")).toHaveCount(0);
});

test("article HTML is sanitized (no scripts or handlers, safe links) and its headings start at h2", async ({ page }) => {
  await page.route("**/api/news/slug/evil", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        id: 999,
        title: "Evil",
        slug: "evil",
        category: "Club News",
        imageUrl: "/images/news/league-cup.svg",
        language: "en",
        publishDate: "2026-01-01T10:00:00.000Z",
        clubId: 1,
        clubName: null,
        content: '<h3>Team news</h3><p onclick="alert(1)">Hi <a href="https://example.com">there</a> <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><iframe src="https://example.com"></iframe>',
      }),
    }),
  );
  // The worker knows no article "evil" (it would draw its 404): the app draws it from the mocked API.
  await openInApp(page, "/news/evil");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evil");
  await expect(page.getByText("unknown")).toBeVisible();
  const body = page.locator("article");
  await expect(body.locator("script, iframe, [onclick]")).toHaveCount(0);
  await expect(body.getByRole("link", { name: "there" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  // The article's own headings start at h2, under the page's h1.
  await expect(body.getByRole("heading", { level: 2, name: "Team news" })).toBeVisible();
});

test("about opens the tab named in ?tab= and lists the office hours", async ({ page }) => {
  await page.goto("/about?tab=contact");
  await expect(page.getByRole("navigation", { name: "About the federation" }).getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Spyrou Loui 1, 151 23 Marousi, Athens").first()).toBeVisible();
  await expect(page.getByText("Mon-Fri 9-17, Sat 10-14, Sun closed", { exact: true })).toBeVisible();
  await page.goto("/about?tab=structure");
  await expect(page.getByRole("heading", { name: "How the federation is organised" })).toBeVisible();
});

test("the academy has its anchors, facts and a registration dialog that sends the SPEC payload", async ({ page }) => {
  await page.goto("/academy");
  await expect(page.locator("#schedule")).toContainText("14:00-15:30");
  await expect(page.locator("#schedule")).toContainText("19:00-21:00");
  await expect(page.locator("#register")).toBeVisible();
  await expect(page.getByText("€20")).toBeVisible();

  await page.getByRole("button", { name: "Register your child" }).first().click();
  await dialog(page).getByRole("button", { name: "Submit registration" }).click();
  await expect(fieldErrors(page)).toHaveText([
    "Parent name is required and must be at least 2 characters.",
    "Please enter a valid email address.",
    "Please enter a valid phone number.",
    "Please provide information about your children (names and ages).",
    "Please consent to the processing of your children's data to register them.",
  ]);

  await dialog(page).getByLabel("Parent or guardian name").fill("Maria Papadopoulou");
  await dialog(page).getByLabel("Email").fill("maria@example.com");
  await dialog(page).getByLabel("Phone").fill("+30 694 555 1234");
  await dialog(page).getByLabel("Children's details").fill("Nikos, 9");
  await dialog(page).getByRole("checkbox").check();
  const request = page.waitForRequest((req) => req.url().endsWith("/api/academy-registration"));
  await dialog(page).getByRole("button", { name: "Submit registration" }).click();
  const sent = await request;
  expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toEqual({
    parentName: "Maria Papadopoulou",
    email: "maria@example.com",
    phone: "+30 694 555 1234",
    childrenDetails: "Nikos, 9",
    consent: true,
    language: "en",
    to: "info@rugbyhellas.gr",
    subject: "New Academy Registration",
  });
  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a failed academy registration shows the SPEC's Submission Error", async ({ page }) => {
  await page.route("**/api/academy-registration", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/academy");
  await page.getByRole("button", { name: "Register now" }).click();
  await dialog(page).getByLabel("Parent or guardian name").fill("Maria Papadopoulou");
  await dialog(page).getByLabel("Email").fill("maria@example.com");
  await dialog(page).getByLabel("Phone").fill("+30 694 555 1234");
  await dialog(page).getByLabel("Children's details").fill("Nikos, 9");
  await dialog(page).getByRole("checkbox").check();
  await dialog(page).getByRole("button", { name: "Submit registration" }).click();
  await expect(page.getByText("Submission Error")).toBeVisible();
  await expect(dialog(page).getByText("There was a problem submitting the form. Please try again.")).toBeVisible();
});

test("clubs, news, about and the academy speak Greek", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "el"));
  await page.goto("/academy");
  await expect(page.getByRole("heading", { level: 1, name: "Ακαδημία Ράγκμπι U16" })).toBeVisible();
  await expect(page).toHaveTitle("Ακαδημία Ράγκμπι U16 | Rugby Hellas");
  await page.goto("/rugby-league-clubs");
  await expect(page.getByRole("heading", { level: 1, name: "Σύλλογοι Ράγκμπι Λιγκ" })).toBeVisible();
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1, name: "Νέα" })).toBeVisible();
  await page.goto("/about?tab=contact");
  await expect(page.getByText("Δευ-Παρ 9-17, Σάβ 10-14, Κυρ κλειστά", { exact: true })).toBeVisible();
});
