/**
 * The two public forms, in English and in Greek (SPEC sections 2, 5 and 8):
 * - the claim dialog of /rugby-league-clubs and the academy registration dialog of /academy;
 * - empty or invalid input shows the SPEC's message under each field (wired to the input with
 *   aria-describedby), and nothing is sent;
 * - valid input is stored and answered with the SPEC's success texts.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { inLocale, LOCALES, type Locale } from "./support/catalog";
import { expect, test } from "./support/fixtures";
import { setLanguage } from "./support/language";
import { shownClubName, UNCLAIMED_LEAGUE_CLUB } from "./support/seed";

test.use({ serviceWorkers: "block" });

type Field = { name: string; label: string };

const CLAIM_FIELDS = {
  fullName: { name: "fullName", label: "Full name" },
  email: { name: "email", label: "Email" },
  phoneNumber: { name: "phoneNumber", label: "Phone number" },
  message: { name: "message", label: "Message (optional)" },
} satisfies Record<string, Field>;

const ACADEMY_FIELDS = {
  parentName: { name: "parentName", label: "Parent or guardian name" },
  email: { name: "email", label: "Email" },
  phone: { name: "phone", label: "Phone" },
  childrenDetails: { name: "childrenDetails", label: "Children's details" },
} satisfies Record<string, Field>;

/** The SPEC's messages (section 5), by field. */
const CLAIM_MESSAGES = { fullName: "Full name is required", email: "Valid email is required", phoneNumber: "Phone number is required" };
const ACADEMY_MESSAGES = {
  parentName: "Parent name is required and must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  childrenDetails: "Please provide information about your children (names and ages).",
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The message is the field's own: its input points at it and it sits in the field's wrapper. */
async function expectFieldError(dialog: Locator, locale: Locale, field: Field, english: string) {
  const message = inLocale(locale, english);
  const input = dialog.getByLabel(inLocale(locale, field.label), { exact: true });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
  await expect(dialog.locator(`[data-field-error="${field.name}"]`)).toHaveText(message);
}

async function expectNoFieldError(dialog: Locator, locale: Locale, field: Field) {
  await expect(dialog.getByLabel(inLocale(locale, field.label), { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.locator(`[data-field-error="${field.name}"]`)).toHaveCount(0);
}

async function fill(dialog: Locator, locale: Locale, values: [Field, string][]) {
  for (const [field, value] of values) await dialog.getByLabel(inLocale(locale, field.label), { exact: true }).fill(value);
}

/** Every POST to `path` the page sends, to prove an invalid form sends nothing. */
function recordPosts(page: Page, path: string) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

async function openClaimDialog(page: Page, locale: Locale) {
  await page.goto("/rugby-league-clubs");
  const shown = shownClubName(locale, UNCLAIMED_LEAGUE_CLUB);
  const card = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { name: shown }) });
  await expect(card.getByText(inLocale(locale, "Unclaimed"), { exact: true })).toBeVisible();
  await card.getByRole("button", { name: new RegExp(`^${escape(inLocale(locale, "Claim this club"))}`) }).click();
  const dialog = page.getByRole("dialog", { name: inLocale(locale, "Claim this club") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(shown);
  return dialog;
}

async function openAcademyDialog(page: Page, locale: Locale) {
  await page.goto("/academy");
  await page.getByRole("main").getByRole("button", { name: inLocale(locale, "Register your child") }).first().click();
  const dialog = page.getByRole("dialog", { name: inLocale(locale, "Register for the Academy") });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of LOCALES) {
  test.describe(`in ${locale === "en" ? "English" : "Greek"}`, () => {
    test.beforeEach(async ({ context }) => setLanguage(context, locale));

    test("the claim dialog shows the SPEC's messages under the right fields and sends nothing", async ({ page }) => {
      const sent = recordPosts(page, "/api/clubs/claim");
      const dialog = await openClaimDialog(page, locale);
      const submit = dialog.getByRole("button", { name: inLocale(locale, "Submit claim") });

      await submit.click();
      await expectFieldError(dialog, locale, CLAIM_FIELDS.fullName, CLAIM_MESSAGES.fullName);
      await expectFieldError(dialog, locale, CLAIM_FIELDS.email, CLAIM_MESSAGES.email);
      await expectFieldError(dialog, locale, CLAIM_FIELDS.phoneNumber, CLAIM_MESSAGES.phoneNumber);
      await expectNoFieldError(dialog, locale, CLAIM_FIELDS.message);

      // Too short, not an e-mail, fewer than 6 characters.
      await fill(dialog, locale, [
        [CLAIM_FIELDS.fullName, "G"],
        [CLAIM_FIELDS.email, "giorgos.example.com"],
        [CLAIM_FIELDS.phoneNumber, "69712"],
      ]);
      await submit.click();
      await expectFieldError(dialog, locale, CLAIM_FIELDS.fullName, CLAIM_MESSAGES.fullName);
      await expectFieldError(dialog, locale, CLAIM_FIELDS.email, CLAIM_MESSAGES.email);
      await expectFieldError(dialog, locale, CLAIM_FIELDS.phoneNumber, CLAIM_MESSAGES.phoneNumber);

      // Fixing one field clears its message only.
      await fill(dialog, locale, [[CLAIM_FIELDS.email, "giorgos@example.com"]]);
      await submit.click();
      await expectNoFieldError(dialog, locale, CLAIM_FIELDS.email);
      await expectFieldError(dialog, locale, CLAIM_FIELDS.fullName, CLAIM_MESSAGES.fullName);
      await expect(dialog).toBeVisible();
      expect(sent).toHaveLength(0);
    });

    test("a valid claim is sent with the club and answered with 'Claim Request Sent'", async ({ page }) => {
      const dialog = await openClaimDialog(page, locale);
      await fill(dialog, locale, [
        [CLAIM_FIELDS.fullName, "Giorgos Andreou"],
        [CLAIM_FIELDS.email, `giorgos.${locale}@example.com`],
        [CLAIM_FIELDS.phoneNumber, "+30 697 111 2222"],
        [CLAIM_FIELDS.message, "Club secretary since 2019."],
      ]);
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/clubs/claim" && response.request().method() === "POST");
      await dialog.getByRole("button", { name: inLocale(locale, "Submit claim") }).click();
      const response = await answer;
      expect(response.status()).toBeLessThan(300);
      expect(response.request().postDataJSON()).toMatchObject({
        fullName: "Giorgos Andreou",
        email: `giorgos.${locale}@example.com`,
        phoneNumber: "+30 697 111 2222",
        message: "Club secretary since 2019.",
        clubName: UNCLAIMED_LEAGUE_CLUB,
        clubId: expect.any(Number),
      });

      await expect(page.getByText(inLocale(locale, "Claim Request Sent"), { exact: true })).toBeVisible();
      await expect(page.getByText(inLocale(locale, "Your club claim request has been sent. We'll contact you soon."), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test("the academy dialog shows the SPEC's messages under the right fields and sends nothing", async ({ page }) => {
      const sent = recordPosts(page, "/api/academy-registration");
      const dialog = await openAcademyDialog(page, locale);
      const submit = dialog.getByRole("button", { name: inLocale(locale, "Submit registration") });

      await submit.click();
      for (const [name, message] of Object.entries(ACADEMY_MESSAGES)) {
        await expectFieldError(dialog, locale, ACADEMY_FIELDS[name as keyof typeof ACADEMY_FIELDS], message);
      }

      // One character, no domain, 9 digits, 4 characters: each just below the SPEC's rule.
      await fill(dialog, locale, [
        [ACADEMY_FIELDS.parentName, "M"],
        [ACADEMY_FIELDS.email, "maria@"],
        [ACADEMY_FIELDS.phone, "697123456"],
        [ACADEMY_FIELDS.childrenDetails, "Niko"],
      ]);
      await submit.click();
      for (const [name, message] of Object.entries(ACADEMY_MESSAGES)) {
        await expectFieldError(dialog, locale, ACADEMY_FIELDS[name as keyof typeof ACADEMY_FIELDS], message);
      }
      await expect(dialog).toBeVisible();
      expect(sent).toHaveLength(0);
    });

    test("a valid academy registration is sent and answered with 'Registration Successful!'", async ({ page }) => {
      const dialog = await openAcademyDialog(page, locale);
      await fill(dialog, locale, [
        [ACADEMY_FIELDS.parentName, "Maria Papadopoulou"],
        [ACADEMY_FIELDS.email, `maria.${locale}@example.com`],
        [ACADEMY_FIELDS.phone, "6971234567"],
        [ACADEMY_FIELDS.childrenDetails, "Nikos, 9; Eleni, 12"],
      ]);
      await dialog.getByRole("checkbox").check();
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/academy-registration" && response.request().method() === "POST");
      await dialog.getByRole("button", { name: inLocale(locale, "Submit registration") }).click();
      const response = await answer;
      expect(response.status()).toBeLessThan(300);
      expect(response.request().postDataJSON()).toMatchObject({
        parentName: "Maria Papadopoulou",
        email: `maria.${locale}@example.com`,
        phone: "6971234567",
        childrenDetails: "Nikos, 9; Eleni, 12",
        subject: "New Academy Registration",
      });

      // The toast says it, once, and the dialog closes (as the claim dialog does).
      await expect(page.getByText(inLocale(locale, "Registration Successful!"))).toHaveCount(1);
      await expect(page.getByText(inLocale(locale, "Thank you for registering. Our academy coordinator will contact you soon."))).toHaveCount(1);
      await expect(dialog).toBeHidden();
    });
  });
}
