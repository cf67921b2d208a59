/**
 * Issue 23, point 6: a new federation person (invited by the super admin, not a demo account)
 * must set up a second step before using the back office. They add a passkey with Chromium's
 * virtual authenticator, sign out, sign in with their password, pass the second step with the
 * passkey, and reach the back office. English on a laptop, Greek on a phone.
 */
import { expect as baseExpect, request as requestContext, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES } from "./support/catalog";
import { collectPageErrors, expect, test, type ExpectedResponse } from "./support/fixtures";
import { phoneContext } from "./support/live-match";
import { linkInMail } from "./support/mail";
import { ADMIN } from "./pwa-helpers";

const PASSWORD = "Registrar-Maul-2026";
const LAPTOP = { width: 1280, height: 800 };

/** Answers the pages get on purpose: the back office refusing a person without a second step (403), and signed-out checks (401). */
const EXPECTED: ExpectedResponse[] = [
  { status: 403, path: /^\/api\/admin\/[\w/-]+$/ },
  // Signed out from another tab (the API call below), the open page's next checks answer 401.
  { status: 401, path: /^\/api\/(auth\/me|users\/me|me\/[\w/-]+|clubs\/[\w/-]+)$/ },
];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

/** A platform authenticator with a fingerprint that always matches, as a laptop's or phone's would. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

for (const locale of LOCALES) {
  test(`a federation person enrols a passkey (Chromium's virtual authenticator) and signs in with it (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = (english: string) => inLocale(locale, english);
    const email = `registrar-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // The super admin (a demo account: no second step while the demo is on) invites a registrar.
    const federation = await requestContext.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    baseExpect((await federation.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    baseExpect((await federation.post("/api/admin/staff/invitations", { data: { email, role: "registrar" } })).status()).toBe(201);
    const link = await linkInMail(email, /https?:\/\/[^\s]+\/invitations\/[\w-]+/, `the invitation mail to ${email}`);

    const context = await phoneContext(browser, locale, "block", locale === "en" ? LAPTOP : undefined);
    const page = await context.newPage();
    const errors = collectPageErrors(page, EXPECTED);
    const authenticator = await virtualAuthenticator(context, page);

    // They accept as a new person, and are sent to set up a second step.
    await page.goto(new URL(link).pathname);
    await page.getByLabel(t("First name")).fill("Irini");
    await page.getByLabel(t("Last name")).fill("Passkeyopoulou");
    await page.getByLabel(t("Password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t("Confirm password")).fill(PASSWORD);
    await page.getByRole("button", { name: t("Accept and create account") }).click();
    await expect(page).toHaveURL(/\/account\/security/);

    // The back office refuses them until they have one: the API says why, and the app brings them back here.
    const refused = await context.request.get("/api/admin/stats");
    baseExpect(refused.status()).toBe(403);
    baseExpect((await refused.json()).code).toBe("second_step_enrolment_required");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/account\/security\?enrol=1/, { timeout: 30_000 });
    await expect(page.getByText(t("Your role in the federation needs a two-step sign-in. Add a passkey or set up an authenticator app to continue."))).toBeVisible();

    // They add a passkey, named, and get their recovery codes once.
    await page.getByLabel(t("Passkey name")).fill("Laptop");
    await page.getByRole("button", { name: t("Add a passkey") }).click();
    const codes = page.getByTestId("recovery-codes");
    await expect(codes).toBeVisible();
    await expect(codes.getByRole("listitem")).toHaveCount(10);
    await codes.getByRole("button", { name: t("I have saved them") }).click();
    await expect(codes).toBeHidden();
    await expect(page.getByText("Laptop", { exact: true })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    baseExpect((await context.request.get("/api/admin/stats")).status()).toBe(200);

    // Signed out, they sign in with their password: the second step comes next.
    baseExpect((await context.request.post("/api/auth/logout", { data: {}, headers: { Origin: baseURL } })).status()).toBe(200);
    await page.goto("/login");
    const form = page.getByRole("form", { name: t("Club login") });
    await form.getByLabel(t("Email")).fill(email);
    await form.getByLabel(t("Password")).fill(PASSWORD);
    await form.getByRole("button", { name: t("Login") }).click();
    await expect(page).toHaveURL(/\/login\/second-step$/);
    await expect(page.getByRole("heading", { level: 1, name: t("Two-step sign-in") })).toBeVisible();
    // Only the password so far: the session is good for nothing else.
    baseExpect((await context.request.get("/api/auth/me")).status()).toBe(401);

    // The passkey passes the second step, and the back office opens.
    await page.getByRole("button", { name: t("Use a passkey") }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: t("Admin Dashboard") })).toBeVisible();
    baseExpect((await context.request.get("/api/admin/stats")).status()).toBe(200);

    expect(errors).toEqual([]);
    await Promise.all([context.close(), federation.dispose()]);
  });
}
