/**
 * Issue 23, point 6: "forgot password". A person is signed in in two browsers (a laptop and a
 * phone); in one they ask for a reset link, read the mail and choose a new password. The other
 * browser's next request is signed out, the old password no longer works, the new one does, and
 * the link cannot be used twice. In English and in Greek (the mail in the person's language).
 */
import type { Browser, BrowserContext } from "@playwright/test";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { collectPageErrors, expect, test, type ExpectedResponse } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { linkInMail } from "./support/mail";

const OLD_PASSWORD = "First-Lineout-2026";
const NEW_PASSWORD = "Second-Scrum-2027";

const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Answers these pages get on purpose: a used link (410), a signed-out session list (401), a refused old password (401). */
const EXPECTED: ExpectedResponse[] = [
  { status: 410, path: /^\/api\/auth\/password-reset\/[\w-]+$/ },
  { status: 401, path: /^\/api\/me\/sessions$/ },
  { status: 401, path: /^\/api\/users\/login$/ },
];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

/** A new player account of its own (never a demo account: other specs sign in with those). */
async function registerPerson(browser: Browser, locale: Locale) {
  const firstName = `Reset${Math.random().toString(36).slice(2, 8)}`;
  const email = `${firstName.toLowerCase()}@example.com`;
  const context = await browser.newContext();
  // The account's language is the one it registered in: its mails are written in it.
  const response = await context.request.post("/api/users/register", {
    data: { firstName, lastName: "Testopoulos", email, password: OLD_PASSWORD, position: "Scrum-half" },
    headers: { "accept-language": locale },
  });
  expect(response.status()).toBe(201);
  await context.close();
  return { firstName, email };
}

/** A browser of its own, in `locale`, signed in as the person (the player session). */
async function signedInBrowser(browser: Browser, locale: Locale, viewport: typeof LAPTOP, email: string) {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  await setLanguage(context, locale);
  // Signing in in a language makes it the account's (recordSignIn), as the app does in that language.
  const login = await context.request.post("/api/users/login", { data: { email, password: OLD_PASSWORD }, headers: { "accept-language": locale } });
  expect(login.status()).toBe(200);
  return context;
}

const pageIn = async (context: BrowserContext) => {
  const page = await context.newPage();
  const errors = collectPageErrors(page, [{ status: 401, path: /^\/api\/(auth|users)\/me$/ }, ...EXPECTED]);
  return { page, errors };
};

for (const locale of LOCALES) {
  test(`a password reset ends another open session (${locale})`, async ({ browser }) => {
    const t = (english: string) => inLocale(locale, english);
    const person = await registerPerson(browser, locale);
    const laptop = await signedInBrowser(browser, locale, LAPTOP, person.email);
    const phone = await signedInBrowser(browser, locale, PHONE, person.email);
    const onLaptop = await pageIn(laptop);
    const onPhone = await pageIn(phone);

    // The phone sees both sessions, its own marked.
    await onPhone.page.goto("/account/security");
    const sessions = onPhone.page.getByRole("list", { name: t("Your sessions") });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.locator("li[aria-current=true]")).toContainText(t("This device"));

    // On the laptop (signed in, so the login pages send it on): the address, on /forgot-password.
    await onLaptop.page.goto("/forgot-password");
    await onLaptop.page.getByLabel(t("Email")).fill(person.email);
    await onLaptop.page.getByRole("button", { name: t("Send me a link") }).click();
    await expect(onLaptop.page.getByRole("main").getByRole("status")).toContainText(t("If an account uses this address, we have sent it a link to choose a new password."));

    // The mail, in the person's language, carries the link to /reset-password.
    const greeting = locale === "el" ? `Γεια σας ${person.firstName},` : `Hello ${person.firstName},`;
    const link = new URL(await linkInMail(greeting, /https?:\/\/\S+\/reset-password\?token=[\w-]+/, `the reset mail to ${person.firstName}`));
    const resetPath = `${link.pathname}${link.search}`;

    await onLaptop.page.goto(resetPath);
    await onLaptop.page.getByLabel(t("New password"), { exact: true }).fill(NEW_PASSWORD);
    await onLaptop.page.getByLabel(t("Confirm new password")).fill(NEW_PASSWORD);
    await onLaptop.page.getByRole("button", { name: t("Save the new password") }).click();
    await expect(onLaptop.page.getByRole("main").getByRole("status")).toContainText(t("Your password has been changed. Other sessions have been signed out."));

    // The phone's next request is signed out: its page asks it to sign in.
    await onPhone.page.reload();
    await expect(onPhone.page.getByRole("heading", { name: t("Sign in to see your account security") })).toBeVisible();
    expect((await phone.request.get("/api/users/me")).status()).toBe(401);

    // The old password no longer works; the new one does (on the phone, through the login form,
    // which offers the way to a forgotten password).
    expect((await phone.request.post("/api/users/login", { data: { email: person.email, password: OLD_PASSWORD } })).status()).toBe(401);
    await onPhone.page.goto("/user-login");
    await onPhone.page.getByRole("main").getByRole("link", { name: t("Forgot your password?") }).click();
    await expect(onPhone.page).toHaveURL(/\/forgot-password$/);
    await onPhone.page.goBack();
    await onPhone.page.getByLabel(t("Email")).fill(person.email);
    await onPhone.page.getByLabel(t("Password"), { exact: true }).fill(NEW_PASSWORD);
    await onPhone.page.getByRole("main").getByRole("button", { name: t("Login") }).click();
    await expect(onPhone.page).toHaveURL(/\/user-profile$/);

    // The link works once: opened again, it says so, with the way to a new one.
    await onLaptop.page.goto(resetPath);
    await expect(onLaptop.page.getByRole("main").getByRole("alert")).toContainText(t("This password reset link is invalid, used or expired. Ask for a new one."));
    await expect(onLaptop.page.getByRole("link", { name: t("Ask for a new link") })).toHaveAttribute("href", "/forgot-password");
    await expect(onLaptop.page.getByLabel(t("New password"), { exact: true })).toHaveCount(0);

    expect(onLaptop.errors, "errors logged on the laptop").toEqual([]);
    expect(onPhone.errors, "errors logged on the phone").toEqual([]);
    await laptop.close();
    await phone.close();
  });
}
