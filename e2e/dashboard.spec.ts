/**
 * The club dashboard on a phone (issue 4): an official signs in, adds, edits and deletes a news
 * item (with the rich-text editor), a player and a match, and sees them on the public pages.
 * Once in English and once in Greek, through the screens' own labels in each language.
 */
import { expect, test, type Page } from "@playwright/test";

const CLUB = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!", id: 1 };

type Texts = {
  addNews: string;
  publishNews: string;
  updateNews: string;
  newsCreated: string;
  newsUpdated: string;
  newsDeleted: string;
  title: string;
  category: string;
  imageUrl: string;
  content: string;
  bold: string;
  addPlayer: string;
  updatePlayer: string;
  playerAdded: string;
  playerUpdated: string;
  playerRemoved: string;
  name: string;
  position: string;
  jersey: string;
  dateOfBirth: string;
  height: string;
  weight: string;
  addMatch: string;
  updateMatch: string;
  matchAdded: string;
  matchUpdated: string;
  matchRemoved: string;
  opponent: string;
  date: string;
  venue: string;
  competition: string;
  away: string;
  edit: (name: string) => string;
  remove: (name: string) => string;
  theMatchAgainst: (opponent: string) => string;
  confirmDelete: string;
  confirmTitle: string;
};

const TEXTS: Record<"en" | "el", Texts> = {
  en: {
    addNews: "Add News",
    publishNews: "Publish News",
    updateNews: "Update News",
    newsCreated: "News Created",
    newsUpdated: "News Updated",
    newsDeleted: "News Deleted",
    title: "Title",
    category: "Category",
    imageUrl: "Image URL",
    content: "Content",
    bold: "Bold",
    addPlayer: "Add Player",
    updatePlayer: "Update Player",
    playerAdded: "Player Added",
    playerUpdated: "Player Updated",
    playerRemoved: "Player Removed",
    name: "Name",
    position: "Position",
    jersey: "Jersey Number",
    dateOfBirth: "Date of Birth",
    height: "Height (cm)",
    weight: "Weight (kg)",
    addMatch: "Add Match",
    updateMatch: "Update Match",
    matchAdded: "Match Added",
    matchUpdated: "Match Updated",
    matchRemoved: "Match Removed",
    opponent: "Opponent (English)",
    date: "Date",
    venue: "Venue (English)",
    competition: "Competition",
    away: "Away",
    edit: (name) => `Edit ${name}`,
    remove: (name) => `Delete ${name}`,
    theMatchAgainst: (opponent) => `the match against ${opponent}`,
    confirmDelete: "Delete",
    confirmTitle: "Confirm Deletion",
  },
  el: {
    addNews: "Προσθήκη είδησης",
    publishNews: "Δημοσίευση είδησης",
    updateNews: "Ενημέρωση είδησης",
    newsCreated: "Η είδηση δημιουργήθηκε",
    newsUpdated: "Η είδηση ενημερώθηκε",
    newsDeleted: "Η είδηση διαγράφηκε",
    title: "Τίτλος",
    category: "Κατηγορία",
    imageUrl: "URL εικόνας",
    content: "Περιεχόμενο",
    bold: "Έντονα",
    addPlayer: "Προσθήκη παίκτη",
    updatePlayer: "Ενημέρωση παίκτη",
    playerAdded: "Ο παίκτης προστέθηκε",
    playerUpdated: "Ο παίκτης ενημερώθηκε",
    playerRemoved: "Ο παίκτης αφαιρέθηκε",
    name: "Όνομα",
    position: "Θέση",
    jersey: "Αριθμός φανέλας",
    dateOfBirth: "Ημερομηνία γέννησης",
    height: "Ύψος (εκ.)",
    weight: "Βάρος (κιλά)",
    addMatch: "Προσθήκη αγώνα",
    updateMatch: "Ενημέρωση αγώνα",
    matchAdded: "Ο αγώνας προστέθηκε",
    matchUpdated: "Ο αγώνας ενημερώθηκε",
    matchRemoved: "Ο αγώνας διαγράφηκε",
    opponent: "Αντίπαλος (Αγγλικά)",
    date: "Ημερομηνία",
    venue: "Γήπεδο (Αγγλικά)",
    competition: "Διοργάνωση",
    away: "Εκτός έδρας",
    edit: (name) => `Επεξεργασία: ${name}`,
    remove: (name) => `Διαγραφή: ${name}`,
    theMatchAgainst: (opponent) => `αγώνας με ${opponent}`,
    confirmDelete: "Διαγραφή",
    confirmTitle: "Επιβεβαίωση διαγραφής",
  },
};

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signIn(page: Page) {
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') }).first();
  await form.locator('input[name="email"]').fill(CLUB.email);
  await form.locator('input[name="password"]').fill(CLUB.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A toast with this title appears (the toaster lives outside the dialog). */
const expectToast = (page: Page, title: string) => expect(page.getByText(title, { exact: true }).first()).toBeVisible();

async function confirmDeletion(page: Page, x: Texts) {
  const confirm = page.getByRole("alertdialog", { name: x.confirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: x.confirmDelete, exact: true }).click();
  await expect(confirm).toBeHidden();
}

for (const locale of ["en", "el"] as const) {
  test(`an official manages news, players and matches from a phone (${locale})`, async ({ page }) => {
    const x = TEXTS[locale];
    const tag = `${locale}-${Date.now().toString(36)}`;
    if (locale === "el") await page.addInitScript(() => localStorage.setItem("language", "el"));

    await signIn(page);

    // ---- news, written with the editor ------------------------------------------------------
    const newsTitle = `E2E news ${tag}`;
    const editedTitle = `${newsTitle} edited`;
    await page.goto("/dashboard/news");
    await page.getByRole("button", { name: x.addNews }).first().click();
    let dialog = page.getByRole("dialog");
    await dialog.getByLabel(x.title, { exact: true }).fill(newsTitle);
    await dialog.getByLabel(x.category, { exact: true }).selectOption("Club News");
    await dialog.getByLabel(x.imageUrl, { exact: true }).fill("/images/news/sevens-trophy.svg");
    const editor = dialog.getByRole("textbox", { name: x.content });
    await expect(editor).toBeVisible();
    // SPEC section 9: the content editor is at least 300 px high.
    expect((await editor.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300);
    await editor.click();
    await page.keyboard.type("Written pitch-side with ");
    await dialog.getByRole("button", { name: x.bold, exact: true }).click();
    await page.keyboard.type("bold words");
    await dialog.getByRole("button", { name: x.publishNews }).click();
    await expectToast(page, x.newsCreated);
    // News dialogs close about a second after the save.
    await expect(dialog).toBeHidden({ timeout: 5000 });
    const newsRow = page.getByTestId("news-row").filter({ hasText: newsTitle });
    await expect(newsRow).toBeVisible();
    await expect(newsRow.locator("strong", { hasText: "bold words" })).toBeVisible();

    await page.getByRole("button", { name: x.edit(newsTitle), exact: true }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("textbox", { name: x.content })).toContainText("bold words");
    await dialog.getByLabel(x.title, { exact: true }).fill(editedTitle);
    await dialog.getByRole("button", { name: x.updateNews }).click();
    await expectToast(page, x.newsUpdated);
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(page.getByTestId("news-row").filter({ hasText: editedTitle })).toBeVisible();

    await page.goto("/news");
    await expect(page.getByText(editedTitle).first()).toBeVisible();

    await page.goto("/dashboard/news");
    await page.getByRole("button", { name: x.remove(editedTitle), exact: true }).click();
    await confirmDeletion(page, x);
    await expectToast(page, x.newsDeleted);
    await expect(page.getByTestId("news-row").filter({ hasText: editedTitle })).toHaveCount(0);

    // ---- a player --------------------------------------------------------------------------
    const playerName = `E2E Player ${tag}`;
    const editedPlayer = `${playerName} Jr`;
    await page.goto("/dashboard/players");
    await page.getByRole("button", { name: x.addPlayer }).first().click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel(x.name, { exact: true }).fill(playerName);
    await dialog.getByLabel(x.position, { exact: true }).selectOption("Fly Half");
    await dialog.getByLabel(x.jersey, { exact: true }).fill(locale === "en" ? "88" : "89");
    await dialog.getByLabel(x.dateOfBirth, { exact: true }).fill("2001-04-12");
    await dialog.getByLabel(x.height, { exact: true }).fill("182");
    await dialog.getByLabel(x.weight, { exact: true }).fill("300");
    await dialog.getByRole("button", { name: x.addPlayer }).click();
    // Out of range: the SPEC's message, and the dialog keeps the input.
    await expect(dialog.locator('[data-field-error="weight"]')).toBeVisible();
    await dialog.getByLabel(x.weight, { exact: true }).fill("84");
    await dialog.getByRole("button", { name: x.addPlayer }).click();
    await expectToast(page, x.playerAdded);
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: x.edit(playerName), exact: true }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel(x.name, { exact: true }).fill(editedPlayer);
    await dialog.getByRole("button", { name: x.updatePlayer }).click();
    await expectToast(page, x.playerUpdated);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: editedPlayer })).toBeVisible();

    await page.goto(`/clubs/${CLUB.id}?tab=players`);
    await expect(page.getByText(editedPlayer).first()).toBeVisible();

    await page.goto("/dashboard/players");
    await page.getByRole("button", { name: x.remove(editedPlayer), exact: true }).click();
    await confirmDeletion(page, x);
    await expectToast(page, x.playerRemoved);
    await expect(page.getByText(editedPlayer)).toHaveCount(0);

    // ---- a match ---------------------------------------------------------------------------
    const opponent = `E2E Opponents ${tag}`;
    const nextYear = new Date().getFullYear() + 1;
    await page.goto("/dashboard/matches");
    await page.getByRole("button", { name: x.addMatch }).first().click();
    dialog = page.getByRole("dialog");
    // SPEC section 5: kick-off 15:00 and a home game by default.
    await expect(dialog.locator('input[name="time"]')).toHaveValue("15:00");
    await dialog.getByLabel(x.opponent, { exact: true }).fill(opponent);
    await dialog.getByLabel(x.date, { exact: true }).fill(`${nextYear}-03-14`);
    await dialog.getByLabel(x.venue, { exact: true }).fill("Helliniko Olympic Complex");
    await dialog.getByLabel(x.competition, { exact: true }).selectOption("Friendly");
    await dialog.getByLabel(x.away, { exact: true }).check();
    await dialog.getByRole("button", { name: x.addMatch }).click();
    await expectToast(page, x.matchAdded);
    await expect(dialog).toBeHidden();
    const matchRow = page.getByTestId("match-row").filter({ hasText: opponent });
    await expect(matchRow).toBeVisible();
    await expect(matchRow.getByText(x.away, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: x.edit(x.theMatchAgainst(opponent)), exact: true }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel(x.venue, { exact: true }).fill("Kaisariani Ground");
    await dialog.getByRole("button", { name: x.updateMatch }).click();
    await expectToast(page, x.matchUpdated);
    await expect(dialog).toBeHidden();
    await expect(matchRow.getByText("Kaisariani Ground")).toBeVisible();

    await page.goto(`/clubs/${CLUB.id}?tab=matches`);
    await expect(page.getByText(opponent).first()).toBeVisible();

    await page.goto("/dashboard/matches");
    await page.getByRole("button", { name: x.remove(x.theMatchAgainst(opponent)), exact: true }).click();
    await confirmDeletion(page, x);
    await expectToast(page, x.matchRemoved);
    await expect(page.getByTestId("match-row").filter({ hasText: opponent })).toHaveCount(0);
  });
}
