import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { entrants, fixtures, teams } from "../../../schema/tables/competitions";
import { parseCsv } from "../../platform/files/csv";
import { call, callJson, createClub, createMatch, createNews, createPlayer, db } from "../../test/helpers";
import { competitionWithClub, fixtureBetween, parseCalendar } from "../../test/open-data";

/**
 * Issue 21, point 6: wherever the output is Greek, a club, a guest team and a venue show their
 * Greek names, where they have them: the CSV files, the calendars (their name too), the news feed,
 * search results, share previews and the pages' structured data. The English outputs keep the
 * Latin names.
 */
const tag = () => crypto.randomUUID().slice(0, 6);
const csvRows = async (path: string) => parseCsv(await (await call(path)).text()).records.map((record) => record.values);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, any>);
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const page = async (path: string, lang: "en" | "el") => (await call(path, { headers: { cookie: `language=${lang}`, "sec-fetch-mode": "navigate" } })).text();

/** A competition with a Greek-named club and a guest team with a Greek name, and a played fixture at a venue named in both languages. */
async function greekCompetition() {
  const t = tag();
  const setup = await competitionWithClub({ name: `Kerkyra Phaeacians ${t}`, nameEl: `Φαίακες Κέρκυρας ${t}` });
  const guestEl = `Ιππότες Μάλτας ${t}`;
  // Issue 22: the guest is a team; its Greek name is the team's.
  const entrant = (await db().select({ teamId: entrants.teamId }).from(entrants).where(eq(entrants.id, setup.guest.id)).get())!;
  await db().update(teams).set({ nameEl: guestEl }).where(eq(teams.id, entrant.teamId));
  const fixture = await fixtureBetween(setup.cookie, setup.competition.id, {
    date: "2030-09-07",
    homeEntrantId: setup.clubEntrantId,
    awayEntrantId: setup.guest.id,
    homeScore: 30,
    awayScore: 10,
    homeTries: 4,
    awayTries: 1,
    status: "played",
    venue: "Kerkyra Ground",
  });
  await db().update(fixtures).set({ venueEl: "Γήπεδο Κέρκυρας" }).where(eq(fixtures.id, fixture.id));
  return { ...setup, guestEl, fixture };
}

describe("open data in Greek names a club, a team and a venue in Greek (issue 21)", () => {
  it("the table CSV in Greek", async () => {
    const { competition, club, guest, guestEl } = await greekCompetition();
    const greek = await csvRows(`/api/competitions/${competition.slug}/table.csv?lang=el`);
    expect(greek.slice(1).map((row) => row[1])).toEqual([club.nameEl, guestEl]);
    const english = await csvRows(`/api/competitions/${competition.slug}/table.csv?lang=en`);
    expect(english.slice(1).map((row) => row[1])).toEqual([club.name, guest.name]);
  });

  it("the fixtures CSV in Greek: both sides and the venue", async () => {
    const { competition, club, guestEl } = await greekCompetition();
    const [, row] = await csvRows(`/api/competitions/${competition.slug}/fixtures.csv?lang=el`);
    expect(row).toEqual(expect.arrayContaining([club.nameEl, guestEl, "Γήπεδο Κέρκυρας"]));
    const [, english] = await csvRows(`/api/competitions/${competition.slug}/fixtures.csv?lang=en`);
    expect(english).toEqual(expect.arrayContaining([club.name, "Kerkyra Ground"]));
  });

  it("a club's Greek calendar: its name, the teams and the venue in Greek", async () => {
    const { club, guestEl } = await greekCompetition();
    const greek = parseCalendar(await (await call(`/calendar/clubs/${club.id}.ics?lang=el`)).text());
    expect(greek.calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${club.nameEl}: Αγώνες και αποτελέσματα`);
    expect(greek.events[0]!.event.summary).toBe(`${club.nameEl} 30–10 ${guestEl}`);
    expect(greek.events[0]!.event.location).toBe("Γήπεδο Κέρκυρας");
    const english = parseCalendar(await (await call(`/calendar/clubs/${club.id}.ics`)).text());
    expect(english.calendar.getFirstPropertyValue("x-wr-calname")).toMatch(new RegExp(`^${club.name}: `));
    expect(english.events[0]!.event.location).toBe("Kerkyra Ground");
  });

  it("a club's own match in the Greek calendar: the opponent's and the venue's Greek names", async () => {
    const club = await createClub({ nameEl: `Φαίακες ${tag()}` });
    await createMatch(club.id, { opponent: "Malta Knights", opponentEl: "Ιππότες Μάλτας", venue: "Kerkyra Ground", venueEl: "Γήπεδο Κέρκυρας", date: "2031-03-01", time: "15:00", isHomeGame: true, competition: "Rugby Union - Cup" });
    const greek = parseCalendar(await (await call(`/calendar/clubs/${club.id}.ics?lang=el`)).text());
    expect(greek.events[0]!.event.summary).toBe(`${club.nameEl} – Ιππότες Μάλτας`);
    expect(greek.events[0]!.event.location).toBe("Γήπεδο Κέρκυρας");
    // The competition a club's own match names is one of the SPEC's five, in the calendar's language.
    expect(greek.events[0]!.event.description).toMatch(/^Ράγκμπι Γιούνιον - Κύπελλο\n/);
    const [, row] = await csvRows(`/api/clubs/${club.id}/matches.csv?lang=el`);
    expect(row).toContain("Ράγκμπι Γιούνιον - Κύπελλο");
  });

  it("the Greek news feed names the club that wrote an article by its Greek name", async () => {
    const club = await createClub({ nameEl: `Φαίακες ${tag()}` });
    const article = await createNews(club.id, { title: `Νίκη ${tag()}`, language: "el", publishDate: "2099-02-02T10:00:00.000Z" });
    const feed = await (await call("/news/feed.xml?lang=el")).text();
    const entry = feed.slice(feed.indexOf(article.title));
    expect(entry.slice(0, entry.indexOf("</entry>"))).toContain(`<name>${club.nameEl}</name>`);
  });

  it("search results in Greek (lang=el): a club's Greek name, and a player's club in Greek", async () => {
    const t = tag().replace(/\d/g, "x");
    const club = await createClub({ name: `Zorbades ${t}`, nameEl: `Ζορμπάδες ${t}` });
    await createPlayer(club.id, { name: `Nikos Zorbades${t}` });
    const { body } = await callJson<any>(`/api/search?${new URLSearchParams({ q: `zorbades ${t}`, lang: "el" })}`);
    const text = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join("");
    expect(text(body.results.find((result: any) => result.type === "club").title)).toBe(club.nameEl);
  });

  it("a Greek page's share preview and structured data: a club's card, an article's author, a match's teams and venue", async () => {
    const { club, guest, guestEl, fixture } = await greekCompetition();
    const clubPage = await page(`/clubs/${club.id}`, "el");
    expect(meta(clubPage, "og:image:alt")).toBe(club.nameEl);

    const article = await createNews(club.id, { title: `Νίκη ${tag()}`, language: "el" });
    expect(jsonLd(await page(`/news/${article.slug}`, "el"))[0]!.author.name).toBe(club.nameEl);

    const matchPath = `/matches/${fixture.id}`;
    const [greek] = jsonLd(await page(matchPath, "el"));
    expect(greek).toMatchObject({ name: `${club.nameEl} – ${guestEl}`, homeTeam: { name: club.nameEl }, awayTeam: { name: guestEl }, location: { name: "Γήπεδο Κέρκυρας" } });
    expect(meta(await page(matchPath, "el"), "description")).toContain(`${club.nameEl} – ${guestEl}`);
    const [english] = jsonLd(await page(matchPath, "en"));
    expect(english).toMatchObject({ homeTeam: { name: club.name }, awayTeam: { name: guest.name }, location: { name: "Kerkyra Ground" } });
  });
});
