/**
 * Issue 23, point 4, on a 390 px phone in both languages: the demo club's admin invites a new
 * scorer; the scorer accepts from the mail (a new person: name and password), lands signed in,
 * scores a live try but cannot open news (no menu entry, and the news API answers 403); the admin
 * removes the scorer, whose open session loses access on its very next request.
 */
import { expect as baseExpect, request as requestContext } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { inLocale, LOCALES } from "./support/catalog";
import { collectPageErrors, expect, test, type ExpectedResponse } from "./support/fixtures";
import { matchToday, phoneContext } from "./support/live-match";
import { linkInMail } from "./support/mail";
import { ADMIN, CLUB } from "./pwa-helpers";

const PASSWORD = "Scorer-Lineout-2026";

/** Answers these pages get on purpose: the scorer's refused news (403), and the removed scorer's signed-out session (401). */
const EXPECTED: ExpectedResponse[] = [
  { status: 403, path: /^\/api\/clubs\/news$/ },
  { status: 401, path: /^\/api\/(auth\/me|clubs\/[\w/]+|users\/me)$/ },
];
test.use({ serviceWorkers: "block", expectedResponses: [EXPECTED, { scope: "test" }] });

for (const locale of LOCALES) {
  test(`a club admin invites a scorer, who accepts, scores a try, cannot open news, and is removed (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = (english: string) => inLocale(locale, english);
    const firstName = `Scorer${Math.random().toString(36).slice(2, 8)}`;
    const email = `${firstName.toLowerCase()}@example.com`;

    // The club admin, on a phone, invites the scorer from the Members screen.
    const adminContext = await phoneContext(browser, locale, "block");
    baseExpect((await adminContext.request.post("/api/auth/login", { data: CLUB, headers: { Origin: baseURL, "accept-language": locale } })).status()).toBe(200);
    const admin = await adminContext.newPage();
    const adminErrors = collectPageErrors(admin, EXPECTED);
    await admin.goto("/dashboard/members");
    await expect(admin.getByRole("heading", { level: 1, name: t("Members") })).toBeVisible();
    await admin.getByRole("button", { name: t("Invite a member") }).first().click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel(t("E-mail")).fill(email);
    await dialog.getByLabel(t("Role")).selectOption("scorer");
    await dialog.getByRole("button", { name: t("Send invitation") }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId("invitation-row").filter({ hasText: email })).toBeVisible();

    // The mail, in the inviter's language, carries the link; the scorer opens it on their own phone.
    const link = await linkInMail(email, /https?:\/\/[^\s]+\/invitations\/[\w-]+/, `the invitation mail to ${email}`);
    const scorerContext = await phoneContext(browser, locale, "block");
    const scorer = await scorerContext.newPage();
    const scorerErrors = collectPageErrors(scorer, EXPECTED);
    await scorer.goto(new URL(link).pathname);
    await expect(scorer.getByTestId("invitation-place")).toBeVisible();
    await scorer.getByLabel(t("First name")).fill(firstName);
    await scorer.getByLabel(t("Last name")).fill("Testopoulos");
    await scorer.getByLabel(t("Password"), { exact: true }).fill(PASSWORD);
    await scorer.getByLabel(t("Confirm password")).fill(PASSWORD);
    await scorer.getByRole("button", { name: t("Accept and create account") }).click();
    await expect(scorer).toHaveURL(/\/dashboard$/);

    // A used link: the clear error card, and nothing changes.
    const again = await scorerContext.newPage();
    collectPageErrors(again, [{ status: 410, path: /^\/api\/invitations\/[\w-]+$/ }, ...EXPECTED]);
    await again.goto(new URL(link).pathname);
    await expect(again.getByRole("main")).toContainText(t("This invitation has already been used."));
    await again.close();

    // The scorer cannot open news: no menu entry (web: h6's menu filtering), and the API refuses.
    await expect(scorer.getByRole("navigation", { name: t("Dashboard") }).getByRole("link", { name: t("News") })).toHaveCount(0);
    expect((await scorerContext.request.get("/api/clubs/news")).status()).toBe(403);

    // The scorer scores a live try (live permissions by role: h4).
    const federation = await requestContext.newContext({ baseURL });
    baseExpect((await federation.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    const { matchId } = await matchToday(federation, locale);
    await scorer.goto(`/live/${matchId}`);
    const score = scorer.getByTestId("official-score");
    await expect(score).toHaveText("0–0");
    await scorer.getByTestId("minute").fill("5");
    await scorer.locator('button[data-event="try"]').click();
    await expect(score).toHaveText("5–0");

    // The admin removes the scorer (confirmed in a dialog).
    await admin.reload();
    const row = admin.getByTestId("member-row").filter({ hasText: email });
    await row.getByRole("button", { name: new RegExp(t("Remove")) }).click();
    await admin.getByTestId("confirm-delete").click();
    await expect(admin.getByTestId("member-row").filter({ hasText: email })).toHaveCount(0);

    // The scorer's open page loses access on its very next request (its own cookie, from the page).
    expect(await scorer.evaluate(() => fetch("/api/auth/me").then((response) => response.status))).toBe(401);
    expect((await scorerContext.request.get("/api/clubs/players")).status()).toBe(401);

    expect(adminErrors).toEqual([]);
    expect(scorerErrors).toEqual([]);
    await Promise.all([adminContext.close(), scorerContext.close(), federation.dispose()]);
  });
}
