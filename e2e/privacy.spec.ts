/**
 * Issue 15, items 7 and 10: the legal pages and the footer, the academy's consent, the club's
 * choice to show its responsible person, the first sign-in's welcome, the Greek labels, the
 * overview's labels at 390 px and the editor toolbar's accessible names.
 */
import { request as playwrightRequest, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { signInAsAdmin } from "./pwa-helpers";
import { greek, inLocale, LOCALES } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

/** A club registered through the API as the registration form does: new, never signed in. */
async function registerClub(page: Page, tag: string) {
  const club = {
    name: `Privacy Test RFC ${tag}`,
    email: `privacy-${tag}@example.com`,
    password: "Privacy-Test-2026",
    abbreviation: "PTR",
    location: "Volos",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: `Sofia Private ${tag}`,
    responsiblePersonEmail: `sofia-${tag}@example.com`,
    responsiblePersonPhone: "+30 697 000 1111",
  };
  await page.goto("/");
  const answer = await page.evaluate(async (body) => {
    const response = await fetch("/api/clubs/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  }, club);
  expect(answer.status).toBe(201);
  return { ...club, id: answer.body.id as number };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const locale of LOCALES) {
  test.describe(`in ${locale === "en" ? "English" : "Greek"}`, () => {
    test.beforeEach(async ({ context }) => setLanguage(context, locale));

    test("the footer leads to real privacy, terms and cookies pages, and to no placeholder", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      for (const [label, path, heading] of [
        ["Privacy", "/privacy", "Privacy policy"],
        ["Terms", "/terms", "Terms of use"],
        ["Cookies", "/cookies", "Cookies and storage"],
      ] as const) {
        const link = footer.getByRole("link", { name: inLocale(locale, label), exact: true });
        await expect(link).toHaveAttribute("href", path);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(inLocale(locale, heading));
      }
      // The cookies page names the cookies the portal really sets.
      for (const name of ["rh_club", "rh_user", "rh_club_signed_in, rh_user_signed_in", "rh_device_…", "language"]) {
        await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
      }
      // No footer link to a section that does not exist (press, careers, national team, events):
      // each link's label says the page it opens, and every one opens a real page.
      const expected = ["About", "Structure", "Clubs", "News", "Contact", "Rugby Union", "Rugby League", "Fixtures & Results", "Competitions", "Academy", "Privacy", "Terms", "Cookies"];
      const navigation = footer.locator("nav a, ul a");
      await expect(navigation).toHaveText(expected.map((label) => inLocale(locale, label)));
      const hrefs = await footer.locator("a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of new Set(hrefs)) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });

    test("the academy form asks for the parent's consent, links to the privacy policy, and sends it", async ({ page }) => {
      const sent: unknown[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/academy-registration") sent.push(request.postDataJSON());
      });
      await page.goto("/academy");
      await page.getByRole("main").getByRole("button", { name: inLocale(locale, "Register your child") }).first().click();
      const dialog = page.getByRole("dialog", { name: inLocale(locale, "Register for the Academy") });
      await dialog.getByLabel(inLocale(locale, "Parent or guardian name"), { exact: true }).fill("Eleni Papadopoulou");
      await dialog.getByLabel(inLocale(locale, "Email"), { exact: true }).fill(`consent-${locale}-${Date.now()}@example.com`);
      await dialog.getByLabel(inLocale(locale, "Phone"), { exact: true }).fill("+30 694 111 2222");
      await dialog.getByLabel(inLocale(locale, "Children's details"), { exact: true }).fill("Nikos, 9");
      const consent = dialog.getByRole("checkbox", { name: inLocale(locale, "I consent to the processing of my children's personal data for their registration with the academy.") });
      await expect(consent).not.toBeChecked();
      // The link is part of a sentence in the catalog: its words, per language.
      await expect(dialog.getByRole("link", { name: locale === "en" ? "privacy policy" : "πολιτική απορρήτου" })).toHaveAttribute("href", "/privacy");

      const submit = dialog.getByRole("button", { name: inLocale(locale, "Submit registration") });
      await submit.click();
      const message = inLocale(locale, "Please consent to the processing of your children's data to register them.");
      await expect(dialog.locator('[data-field-error="consent"]')).toHaveText(message);
      await expect(consent).toHaveAttribute("aria-invalid", "true");
      await expect(consent).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      expect(sent).toHaveLength(0);

      await consent.check();
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/academy-registration");
      await submit.click();
      expect((await answer).status()).toBe(201);
      expect(sent).toEqual([expect.objectContaining({ parentName: "Eleni Papadopoulou", consent: true })]);
    });

    test("Greek forms label the e-mail field in Greek", async ({ page }) => {
      test.skip(locale === "en", "a Greek label");
      await page.goto("/login");
      await expect(page.getByLabel("Διεύθυνση email").first()).toBeVisible();
      expect(greek("Email")).toBe("Διεύθυνση email");
      expect(greek("Cookies")).not.toBe("Cookies");
    });
  });
}

test.describe("a new club", () => {
  // Signing out and in again while the dashboard is open: a dashboard read in flight may meet
  // the ended session (401), which the app answers by re-checking the sessions.
  test.use({ expectedResponses: [{ status: 401, path: /^\/api\/clubs\/(news|players|matches)$/ }] });

  test("a new club is welcomed on its first sign-in, shows its contact only once it chooses to, and is welcomed back next time", async ({ page, context }) => {
    const tag = Date.now().toString(36);
    const club = await registerClub(page, tag);
    // A new club is public only once the federation approves it (issue 12).
    const admin = await playwrightRequest.newContext({ baseURL });
    await signInAsAdmin(admin);
    expect((await admin.post(`/api/admin/clubs/${club.id}/approve`, { data: {} })).status()).toBe(200);
    await admin.dispose();

    // Off by default: neither the API nor the page gives the responsible person.
    const before = await (await page.request.get(`/api/clubs/${club.id}`)).json();
    expect(before).toMatchObject({ contactPublic: false, responsiblePersonName: null, responsiblePersonEmail: null, responsiblePersonPhone: null });
    await page.goto(`/clubs/${club.id}?tab=about`);
    await expect(page.getByText("Not made public by the club")).toBeVisible();
    await expect(page.getByText(club.responsiblePersonName)).toHaveCount(0);

    await signIn(page, club.email, club.password);
    await expect(page.getByText("Welcome to Rugby Hellas!", { exact: true })).toBeVisible();
    await expect(page.getByText("Welcome back to Rugby Hellas!", { exact: true })).toHaveCount(0);
    await expect(page.getByText(`Welcome, ${club.name}.`)).toBeVisible();

    await page.goto("/dashboard/profile");
    const contactSwitch = page.getByRole("checkbox", { name: "Show the responsible person's name, email and phone on the club's public page" });
    await expect(contactSwitch).not.toBeChecked();
    await contactSwitch.check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile Updated", { exact: true }).first()).toBeVisible();

    const after = await (await page.request.get(`/api/clubs/${club.id}`)).json();
    expect(after).toMatchObject({ contactPublic: true, responsiblePersonName: club.responsiblePersonName, responsiblePersonEmail: club.responsiblePersonEmail });
    await page.goto(`/clubs/${club.id}?tab=about`);
    // On the club's page (the header's menu names the signed-in person, who registered the club: issue 23).
    await expect(page.getByRole("main").getByText(club.responsiblePersonName)).toBeVisible();
    await expect(page.getByRole("link", { name: club.responsiblePersonEmail })).toHaveAttribute("href", `mailto:${club.responsiblePersonEmail}`);

    await context.clearCookies();
    await signIn(page, club.email, club.password);
    await expect(page.getByText("Welcome back to Rugby Hellas!", { exact: true })).toBeVisible();
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of LOCALES) {
    test(`the overview's count labels break between words only, and the editor's buttons are named by what they show (${locale})`, async ({ page, context }) => {
      await setLanguage(context, locale);
      await signIn(page, "club@rugbyhellas.gr", "ClubDemo2026!");
      for (const testId of ["count-news", "count-players", "count-matches"]) {
        const label = page.getByTestId(testId).locator("xpath=following-sibling::span[1]");
        await expect(label).toBeVisible();
        // Each word of the label sits on one line: a word split over two lines has two boxes.
        const split = await label.evaluate((element) => {
          const text = element.firstChild!;
          const words: string[] = [];
          for (const match of text.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) words.push(match[0]);
          }
          return words;
        });
        expect(split, `${testId}: ${await label.textContent()}`).toEqual([]);
      }

      // WCAG 2.5.3 (axe label-content-name-mismatch): a button's name contains the text it shows.
      await page.goto("/dashboard/news?add=1");
      const toolbar = page.getByRole("group", { name: inLocale(locale, "Formatting") });
      await expect(toolbar).toBeVisible();
      for (const shown of ["H2", "H3", "1.", inLocale(locale, "Link")]) {
        const button = toolbar.getByRole("button", { name: shown });
        await expect(button).toHaveText(shown);
        const name = (await button.getAttribute("aria-label")) ?? "";
        expect(name.startsWith(shown), `"${name}" starts with "${shown}"`).toBe(true);
      }
    });
  }
});
