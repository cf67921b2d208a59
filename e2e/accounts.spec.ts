/**
 * Accounts and sessions in the browser, in English and in Greek: a club registers, signs in,
 * reaches its dashboard and signs out; a player registers, opens the verification link from the
 * mail the worker sent, signs in, edits the profile, changes the password and signs in with the
 * new one; and each guard sends a visitor where the SPEC says.
 */
import { expect, test, type Page } from "@playwright/test";
import { linkInMail } from "./support/mail";

type Locale = "en" | "el";

/** The few visible texts the tests look for, in both languages (SPEC texts and their Greek). */
const TEXT = {
  en: {
    registrationSuccessful: "Registration Successful",
    loginSuccessful: "Login Successful",
    loggedOut: "Logged Out",
    logout: "Logout",
    profileUpdated: "Profile Updated",
    passwordChanged: "Password Changed",
    passwordChangeFailed: "Password Change Failed",
    currentPasswordIncorrect: "Current password is incorrect",
    security: "Security",
    verified: "Your email has been successfully verified. You can now log in to your account.",
    verifiedAlert: "Your email has been verified. You can now log in.",
    verifyBanner: "Please verify your e-mail address",
    registering: "Registering...",
    rugbyTypeRequired: "Please select at least one rugby type",
  },
  el: {
    registrationSuccessful: "Επιτυχής εγγραφή",
    loginSuccessful: "Επιτυχής σύνδεση",
    loggedOut: "Αποσυνδεθήκατε",
    logout: "Αποσύνδεση",
    profileUpdated: "Το προφίλ ενημερώθηκε",
    passwordChanged: "Ο κωδικός άλλαξε",
    passwordChangeFailed: "Αποτυχία αλλαγής κωδικού",
    currentPasswordIncorrect: "Ο τρέχων κωδικός πρόσβασης είναι λάθος",
    security: "Ασφάλεια",
    verified: "Το email σας επαληθεύτηκε με επιτυχία. Μπορείτε τώρα να συνδεθείτε στον λογαριασμό σας.",
    verifiedAlert: "Το email σας επαληθεύτηκε. Μπορείτε τώρα να συνδεθείτε.",
    verifyBanner: "Επαληθεύστε τη διεύθυνση email σας",
    registering: "Εγγραφή...",
    rugbyTypeRequired: "Επιλέξτε τουλάχιστον ένα είδος ράγκμπι",
  },
} satisfies Record<Locale, Record<string, string>>;

/** Letters only, so it also reads as part of a name. */
const uniqueTag = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => localStorage.setItem("language", value), locale);
}

const field = (page: Page, name: string) => page.locator(`main form:visible [name="${name}"]`);
const submit = (page: Page) => page.locator("main form:visible button[type=submit]");
const toast = (page: Page, title: string) => page.locator("[data-scope=toast][data-part=root]").filter({ hasText: title });

/** The verification link of the mail sent to a player; the player's unique first name picks out their mail. */
const verificationLink = (firstName: string) =>
  linkInMail(`Hello ${firstName},`, /https?:\/\/\S+\/verify-email\?token=[\w-]+/, `a verification mail for ${firstName}`);

for (const locale of ["en", "el"] as const) {
  const text = TEXT[locale];

  test.describe(`accounts (${locale})`, () => {
    test.beforeEach(async ({ page }) => useLocale(page, locale));

    test("a club registers, signs in, reaches the dashboard and signs out", async ({ page }) => {
      const tag = uniqueTag();
      const email = `club-${tag}@example.com`;
      await page.goto("/register");

      // The group rule is shown under the rugby type checkboxes, in the page's language.
      await submit(page).click();
      await expect(page.locator('[data-field-error="rugbyUnion"]')).toHaveText(text.rugbyTypeRequired);

      await field(page, "name").fill(`Club ${tag}`);
      await field(page, "abbreviation").fill("CT");
      await field(page, "email").fill(email);
      await field(page, "password").fill("Club-secret-1");
      await field(page, "confirmPassword").fill("Club-secret-1");
      await field(page, "location").fill("Patras");
      await field(page, "rugbyLeague").check();
      await field(page, "responsiblePersonName").fill("Maria Test");
      await field(page, "responsiblePersonEmail").fill(`maria-${tag}@example.com`);
      await field(page, "responsiblePersonPhone").fill("+30 694 000 0000");
      await submit(page).click();

      // Registration does not sign in: on to /login.
      await expect(page).toHaveURL(/\/login$/);
      await expect(toast(page, text.registrationSuccessful)).toBeVisible();
      await expect(page.request.get("/api/auth/me").then((response) => response.status())).resolves.toBe(401);

      await field(page, "email").fill(email);
      await field(page, "password").fill("Club-secret-1");
      await submit(page).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, text.loginSuccessful)).toBeVisible();

      // The header's club menu: the club's name, Dashboard and Logout.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId("club-menu").click();
      await page.getByRole("menuitem", { name: text.logout }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(toast(page, text.loggedOut)).toBeVisible();

      // The old session no longer works.
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a player registers, verifies the e-mail, edits the profile and changes the password", async ({ page }) => {
      const tag = uniqueTag();
      const firstName = `Eleni${tag}`;
      const email = `player-${tag}@example.com`;
      await page.goto("/user-register");
      await field(page, "firstName").fill(firstName);
      await field(page, "lastName").fill("Papadopoulou");
      await field(page, "email").fill(email);
      await field(page, "password").fill("Player-pass-1");
      await field(page, "confirmPassword").fill("Player-pass-1");
      await field(page, "dateOfBirth").fill("2001-04-12");
      await field(page, "position").selectOption("Wing");
      await field(page, "height").fill("172");
      await submit(page).click();
      await expect(page).toHaveURL(/\/user-login$/);

      // An unverified player may sign in, and is asked to verify.
      await field(page, "email").fill(email);
      await field(page, "password").fill("Player-pass-1");
      await submit(page).click();
      await expect(page).toHaveURL(/\/user-profile$/);
      await expect(page.getByText(text.verifyBanner)).toBeVisible();

      // The link from the mail is the app's verification page. A mail scanner fetching it first
      // (no script run) gets the page and leaves the token for the player.
      const link = new URL(await verificationLink(firstName));
      expect(link.pathname).toBe("/verify-email");
      const prefetch = await page.request.get(`${link.pathname}${link.search}`);
      expect(prefetch.headers()["content-type"]).toMatch(/^text\/html/);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText(text.verified)).toBeVisible();
      // ... and on, after 3 s, through the redirect page's success toast to the player login; a
      // signed-in player goes on to the profile.
      await expect(toast(page, text.verified)).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/user-profile$/, { timeout: 10_000 });
      await expect(page.getByText(text.verifyBanner)).toBeHidden();

      // Edit the profile: the cached player is replaced by the answer.
      await field(page, "lastName").fill("Georgiou");
      await field(page, "height").fill("");
      await submit(page).click();
      await expect(toast(page, text.profileUpdated)).toBeVisible();
      const me = await page.request.get("/api/users/me").then((response) => response.json());
      expect(me).toMatchObject({ lastName: "Georgiou", height: null, isVerified: true });

      // A wrong current password: the server's message under the field; then the right one.
      await page.getByRole("tab", { name: text.security }).click();
      await field(page, "currentPassword").fill("not-my-password");
      await field(page, "newPassword").fill("Player-pass-2");
      await field(page, "confirmPassword").fill("Player-pass-2");
      // The app asks for the message's id (English) and shows it in its own language.
      const refusal = page.waitForResponse((response) => response.url().endsWith("/api/users/change-password"));
      await submit(page).click();
      expect(await (await refusal).json()).toMatchObject({ message: TEXT.en.currentPasswordIncorrect });
      await expect(toast(page, text.passwordChangeFailed)).toBeVisible();
      await expect(page.locator('[data-field-error="currentPassword"]')).toHaveText(text.currentPasswordIncorrect);
      await field(page, "currentPassword").fill("Player-pass-1");
      await submit(page).click();
      await expect(toast(page, text.passwordChanged)).toBeVisible();
      await expect(field(page, "currentPassword")).toHaveValue("");
      await expect(field(page, "newPassword")).toHaveValue("");
      await expect(field(page, "confirmPassword")).toHaveValue("");

      // Sign out from the sidebar, then in again with the new password.
      await page.locator("main nav").getByRole("button", { name: text.logout }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/login?tab=user&verified=true");
      await expect(page.getByText(text.verifiedAlert)).toBeVisible();
      await field(page, "email").fill(email);
      await field(page, "password").fill("Player-pass-1");
      await submit(page).click();
      await expect(page).toHaveURL(/\/login\?tab=user/);
      await field(page, "password").fill("Player-pass-2");
      await submit(page).click();
      await expect(page).toHaveURL(/\/user-profile$/);
    });

    test("each guard redirects as the SPEC says", async ({ page }) => {
      for (const [path, target] of [
        ["/dashboard", /\/login$/],
        ["/dashboard/news", /\/login$/],
        ["/admin", /\/login$/],
        ["/user-profile", /\/user-login$/],
        ["/academy-registration", /\/user-login$/],
      ] as const) {
        await page.goto(path);
        await expect(page, `${path} without a session`).toHaveURL(target);
      }
      // A club without admin rights sees the unauthorized card.
      await page.request.post("/api/auth/login", { data: { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" } });
      await page.goto("/admin");
      await expect(page.getByRole("button", { name: locale === "en" ? "Go Back" : "Επιστροφή" })).toBeVisible();
      // A signed-in club is sent from the login and registration pages to its dashboard.
      for (const path of ["/login", "/register"]) {
        await page.goto(path);
        await expect(page, `${path} with a club session`).toHaveURL(/\/dashboard$/);
      }
    });
  });
}

test("a club session ended elsewhere sends the open dashboard to /login at its next request", async ({ page, context }) => {
  await page.request.post("/api/auth/login", { data: { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" } });
  await page.goto("/dashboard");
  await expect(page.getByRole("complementary", { name: "Dashboard menu" })).toBeVisible();

  // Signed out on another device: the server forgets the session, this browser still holds its cookies.
  const cookies = await context.cookies();
  await page.request.post("/api/auth/logout");
  await context.addCookies(cookies);

  // Standings: a list the overview did not load, so this is a request to the server.
  await page.getByRole("complementary", { name: "Dashboard menu" }).getByRole("link", { name: "Standings", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
