/**
 * Issue 22, point 2: a club's opponent that is a member club's team has that club behind it, so
 * a match card and the match page show its crest (not its initials, "PI") and the page links to
 * its club page; a guest team keeps its initials and no link.
 */
import { expect, test } from "@playwright/test";

type Match = { id: number; opponent: string; club: { logoUrl: string | null }; opponentClub: { id: number; abbreviation: string; logoUrl: string | null } | null };

test("a member club opponent shows its crest and links to its club; a guest shows its initials", async ({ page, request }) => {
  const lists = await Promise.all(["upcoming", "results"].map(async (list) => (await (await request.get(`/api/matches/${list}?limit=100`)).json()) as Match[]));
  const all = lists.flat();
  const member = all.find((match) => match.opponentClub?.logoUrl);
  const guest = all.find((match) => match.opponentClub === null);
  expect(member, "the seed has a game between two member clubs").toBeTruthy();
  expect(guest, "the seed has a game against a guest team").toBeTruthy();

  await page.goto(`/matches/${member!.id}`);
  const board = page.getByTestId("scoreboard");
  await expect(board.getByRole("link", { name: member!.opponent })).toHaveAttribute("href", `/clubs/${member!.opponentClub!.id}`);
  // The opponent's crest is an image, as the club's is when it has a logo.
  await expect(board.locator("img")).toHaveCount(member!.club.logoUrl ? 2 : 1);

  await page.goto(`/matches/${guest!.id}`);
  await expect(page.getByTestId("scoreboard").getByText(guest!.opponent, { exact: true })).toBeVisible();
  await expect(page.getByTestId("scoreboard").getByRole("link", { name: guest!.opponent })).toHaveCount(0);
});
