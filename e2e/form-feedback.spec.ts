/**
 * Issue 19, points 10 and 11, in English and Greek: a newer toast about the same action replaces
 * the older one (a failed login then a successful one leaves only "Login Successful", and so do the
 * password change's toasts), and /register says "Passwords do not match" under the confirm field
 * as soon as both password fields are filled in, whatever the other fields hold.
 */
import { expect, test, type Page } from "@playwright/test";
import { inLocale, LOCALES } from "./support/catalog";
import { setLanguage } from "./support/language";

test.use({ serviceWorkers: "block" });

/** Letters only, so it also reads as part of a name. */
const uniqueTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

const field = (page: Page, name: string) => page.locator(`main form:visible [name="${name}"]`);
const submit = (page: Page) => page.locator("main form:visible button[type=submit]");
const toasts = (page: Page) => page.locator("[data-scope=toast][data-part=root]");

/**
 * Records every moment two toasts are open together (their titles), from the page's first script
 * on: a toast's timer may close the older one before a later check, so checking at the end alone
 * would miss the two side by side.
 */
async function recordToastsTogether(page: Page) {
  await page.addInitScript(() => {
    const together: string[][] = [];
    Object.assign(window, { toastsTogether: together });
    new MutationObserver(() => {
      const open = document.querySelectorAll("[data-scope=toast][data-part=root][data-state=open] [data-part=title]");
      if (open.length > 1) together.push(Array.from(open, (title) => title.textContent ?? ""));
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
const toastsTogether = (page: Page) => page.evaluate(() => (window as unknown as { toastsTogether: string[][] }).toastsTogether);

for (const locale of LOCALES) {
  const text = (english: string) => inLocale(locale, english);

  test.describe(`form feedback (${locale})`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, locale));

    test("a failed login then a successful one leaves only the success toast", async ({ page }) => {
      const tag = uniqueTag();
      const email = `toast-${tag}@example.com`;
      const registered = await page.request.post("/api/clubs/register", {
        data: {
          name: `Toast Test RFC ${tag}`,
          email,
          password: "Toast-Test-2026",
          abbreviation: "TTR",
          location: "Larissa",
          rugbyUnion: true,
          rugbyLeague: false,
          responsiblePersonName: "Nikos Toast",
          responsiblePersonEmail: `nikos-${tag}@example.com`,
          responsiblePersonPhone: "+30 697 000 2222",
        },
      });
      expect(registered.status()).toBe(201);

      await recordToastsTogether(page);
      await page.goto("/login");
      await field(page, "email").fill(email);
      await field(page, "password").fill("Not-the-password-1");
      await submit(page).click();
      await expect(toasts(page).filter({ hasText: text("Login Failed") })).toBeVisible();

      await field(page, "password").fill("Toast-Test-2026");
      await submit(page).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toasts(page).filter({ hasText: text("Login Successful") })).toBeVisible();
      await expect(toasts(page).filter({ hasText: text("Login Failed") })).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(1);
      expect(await toastsTogether(page)).toEqual([]);
    });

    test("a refused password change then an accepted one leaves only the success toast", async ({ page }) => {
      const tag = uniqueTag();
      const email = `toast-player-${tag}@example.com`;
      const registered = await page.request.post("/api/users/register", {
        data: { firstName: `Toast${tag}`, lastName: "Tester", email, password: "Player-pass-1" },
      });
      expect(registered.status()).toBe(201);
      expect((await page.request.post("/api/users/login", { data: { email, password: "Player-pass-1" } })).status()).toBe(200);

      await recordToastsTogether(page);
      await page.goto("/user-profile");
      await page.getByRole("tab", { name: text("Security") }).click();
      await field(page, "currentPassword").fill("not-my-password");
      await field(page, "newPassword").fill("Player-pass-2");
      await field(page, "confirmPassword").fill("Player-pass-2");
      await submit(page).click();
      await expect(toasts(page).filter({ hasText: text("Password Change Failed") })).toBeVisible();

      await field(page, "currentPassword").fill("Player-pass-1");
      await submit(page).click();
      await expect(toasts(page).filter({ hasText: text("Password Changed") })).toBeVisible();
      await expect(toasts(page).filter({ hasText: text("Password Change Failed") })).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(1);
      expect(await toastsTogether(page)).toEqual([]);
    });

    test("/register says the passwords differ as soon as both are filled in", async ({ page }) => {
      await page.goto("/register");
      const mismatch = page.locator('[data-field-error="confirmPassword"]');
      await field(page, "password").fill("Club-secret-1");
      await field(page, "confirmPassword").fill("Club-secret-2");
      await field(page, "confirmPassword").press("Tab");
      // Every other field is still empty: the message does not wait for them.
      await expect(mismatch).toHaveText(text("Passwords do not match"));
      // It follows either field as it changes.
      await field(page, "password").fill("Club-secret-2");
      await expect(mismatch).toHaveCount(0);
      await field(page, "confirmPassword").fill("Club-secret-3");
      await expect(mismatch).toHaveText(text("Passwords do not match"));
      await field(page, "confirmPassword").fill("Club-secret-2");
      await expect(mismatch).toHaveCount(0);
      // A submit with the other fields empty still shows it when they differ.
      await field(page, "password").fill("Club-secret-9");
      await submit(page).click();
      await expect(mismatch).toHaveText(text("Passwords do not match"));
    });

    test("/register says the passwords differ once both are filled in, before the confirm field is left", async ({ page }) => {
      await page.goto("/register");
      const mismatch = page.locator('[data-field-error="confirmPassword"]');
      // Only the confirmation so far: nothing to compare yet.
      await field(page, "confirmPassword").fill("Club-secret-2");
      await expect(mismatch).toHaveCount(0);
      await field(page, "password").fill("Club-secret-1");
      await expect(mismatch).toHaveText(text("Passwords do not match"));

      await page.reload();
      // The usual order, typed, the cursor still in the confirm field.
      await field(page, "password").fill("Club-secret-1");
      await field(page, "confirmPassword").pressSequentially("Club-secret-2");
      await expect(field(page, "confirmPassword")).toBeFocused();
      await expect(mismatch).toHaveText(text("Passwords do not match"));
      await field(page, "confirmPassword").fill("Club-secret-1");
      await expect(mismatch).toHaveCount(0);
    });
  });
}
