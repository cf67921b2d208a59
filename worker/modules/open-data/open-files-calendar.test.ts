import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../../schema/tables/competitions";
import { todayIso } from "../../../schema/athens-time";
import { liveSnapshotWrite } from "../live/live-summary";
import { signedInClub } from "../../test/dashboard";
import { call, callJson, createClub, createMatch, db } from "../../test/helpers";
import { competitionWithClub, fixtureBetween, parseCalendar } from "../../test/open-data";

const ics = async (path: string, headers: Record<string, string> = {}) => {
  const response = await call(path, { headers });
  return { response, text: await response.text() };
};

describe("calendars (RFC 5545, read back with ical.js)", () => {
  it("a competition's calendar: Athens time zone, stable UIDs, the right UTC instant in summer and in winter", async () => {
    const { cookie, competition, clubEntrantId, guest } = await competitionWithClub();
    const summer = await fixtureBetween(cookie, competition.id, { date: "2030-07-06", homeEntrantId: clubEntrantId, awayEntrantId: guest.id, venue: "Helliniko Olympic Complex", round: 1 });
    const winter = await fixtureBetween(cookie, competition.id, { date: "2031-01-11", homeEntrantId: guest.id, awayEntrantId: clubEntrantId, round: 2 });

    const { response, text } = await ics(`/calendar/competitions/${competition.slug}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("cache-control")).toMatch(/max-age/);
    const { calendar, byUid } = parseCalendar(text);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Athens");

    const july = byUid.get(`fixture-${summer.id}@rugbyhellas.gr`)!;
    expect(july.event.startDate.zone?.tzid).toBe("Europe/Athens");
    expect(july.event.startDate.toJSDate().toISOString()).toBe("2030-07-06T12:00:00.000Z"); // EEST, UTC+3
    expect(july.event.location).toBe("Helliniko Olympic Complex");
    expect(july.component.getFirstPropertyValue("url")).toBe(`http://localhost/matches/${summer.id}`);
    const january = byUid.get(`fixture-${winter.id}@rugbyhellas.gr`)!;
    expect(january.event.startDate.toJSDate().toISOString()).toBe("2031-01-11T13:00:00.000Z"); // EET, UTC+2

    // The same UIDs on the next read.
    const again = parseCalendar((await ics(`/calendar/competitions/${competition.slug}.ics`)).text);
    expect([...again.byUid.keys()].sort()).toEqual([...byUid.keys()].sort());
  });

  it("an edit raises SEQUENCE and sets LAST-MODIFIED, even within the second of the fixture's creation; the score goes in the title; cancelled and postponed are marked", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    const fixture = await fixtureBetween(cookie, competition.id, { date: "2030-09-07", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    const cancelled = await fixtureBetween(cookie, competition.id, { date: "2030-09-14", homeEntrantId: guest.id, awayEntrantId: clubEntrantId, status: "cancelled" });
    const postponed = await fixtureBetween(cookie, competition.id, { date: "2030-09-21", homeEntrantId: clubEntrantId, awayEntrantId: guest.id, status: "postponed" });
    const path = `/calendar/clubs/${club.id}.ics`;
    const uid = `fixture-${fixture.id}@rugbyhellas.gr`;
    const first = await ics(path);
    const before = parseCalendar(first.text).byUid.get(uid)!;
    expect(before.event.sequence).toBe(0);
    expect(before.component.getFirstPropertyValue("last-modified")).toBeTruthy();

    // At once: no waiting for the clock to tick.
    const edited = await callJson(`/api/admin/fixtures/${fixture.id}`, { cookie, method: "PATCH", json: { homeScore: 24, awayScore: 20, homeTries: 4, awayTries: 2, status: "played" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = await ics(path, { "if-none-match": first.response.headers.get("etag")! });
    expect(second.response.status).toBe(200);
    const after = parseCalendar(second.text);
    const played = after.byUid.get(uid)!;
    expect(played.event.sequence).toBe(before.event.sequence + 1);
    const [row] = await db().select({ updatedAt: fixtures.updatedAt }).from(fixtures).where(eq(fixtures.id, fixture.id));
    const lastModified = played.component.getFirstPropertyValue("last-modified") as { toJSDate(): Date };
    expect(lastModified.toJSDate().getTime()).toBe(Math.floor(Date.parse(row!.updatedAt) / 1000) * 1000);
    expect(played.event.summary).toBe(`${club.name} 24–20 ${guest.name}`);

    // The same values again change nothing; a second edit raises it once more.
    await callJson(`/api/admin/fixtures/${fixture.id}`, { cookie, method: "PATCH", json: { homeScore: 24, awayScore: 20 } });
    expect(parseCalendar((await ics(path)).text).byUid.get(uid)!.event.sequence).toBe(before.event.sequence + 1);
    await callJson(`/api/admin/fixtures/${fixture.id}`, { cookie, method: "PATCH", json: { venue: "Karaiskakis" } });
    expect(parseCalendar((await ics(path)).text).byUid.get(uid)!.event.sequence).toBe(before.event.sequence + 2);

    const off = after.byUid.get(`fixture-${cancelled.id}@rugbyhellas.gr`)!;
    expect(off.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    const later = after.byUid.get(`fixture-${postponed.id}@rugbyhellas.gr`)!;
    expect(later.event.summary).toMatch(/^Postponed: /);
    expect(later.event.description).toMatch(/Postponed: the new date will be announced/);
  });

  it("the running score of a live match changes neither SEQUENCE nor LAST-MODIFIED", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    const fixture = await fixtureBetween(cookie, competition.id, { date: "2030-09-28", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    const path = `/calendar/clubs/${club.id}.ics`;
    const first = await ics(path);
    const state = { clock: "first-half", homeScore: 5, awayScore: 0 } as never;
    await liveSnapshotWrite(db(), fixture.id, { fixtureId: fixture.id, code: "union", state, events: [], updatedAt: "2030-09-28T12:10:00.000Z" });
    const second = await ics(path);
    expect(second.text).toBe(first.text);
    expect(parseCalendar(second.text).byUid.get(`fixture-${fixture.id}@rugbyhellas.gr`)!.event.sequence).toBe(0);
  });

  it("a club's own match: an edit right after its creation raises SEQUENCE and sets LAST-MODIFIED", async () => {
    const { club, cookie } = await signedInClub();
    const match = { opponent: "Visitors RFC", date: `${Number(todayIso().slice(0, 4)) + 2}-05-02`, time: "17:00", venue: "Home Ground", competition: "Friendly", isHomeGame: true };
    const created = await callJson<{ id: number }>("/api/clubs/matches", { cookie, json: match });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/calendar/clubs/${club.id}.ics`;
    const uid = `fixture-${created.body.id}@rugbyhellas.gr`;
    const first = await ics(path);
    const before = parseCalendar(first.text).byUid.get(uid)!;
    expect(before.event.sequence).toBe(0);
    expect(before.component.getFirstPropertyValue("last-modified")).toBeTruthy();

    const edited = await callJson(`/api/clubs/matches/${created.body.id}`, { cookie, method: "PATCH", json: { ...match, time: "18:30", venue: "New Ground" } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = await ics(path, { "if-none-match": first.response.headers.get("etag")! });
    expect(second.response.status).toBe(200);
    const after = parseCalendar(second.text).byUid.get(uid)!;
    expect(after.event.sequence).toBe(1);
    expect(after.event.location).toBe("New Ground");
    expect(after.component.getFirstPropertyValue("last-modified")).toBeTruthy();

    // The same form saved again is no change.
    await callJson(`/api/clubs/matches/${created.body.id}`, { cookie, method: "PATCH", json: { ...match, time: "18:30", venue: "New Ground" } });
    expect(parseCalendar((await ics(path)).text).byUid.get(uid)!.event.sequence).toBe(1);
  });

  it("?lang=el gives Greek titles", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    await fixtureBetween(cookie, competition.id, { date: "2030-10-05", homeEntrantId: clubEntrantId, awayEntrantId: guest.id, status: "postponed" });
    const { calendar, events } = parseCalendar((await ics(`/calendar/clubs/${club.id}.ics?lang=el`)).text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${club.name}: Αγώνες και αποτελέσματα`);
    expect(events[0]!.event.summary).toMatch(/^Αναβλήθηκε: /);
    expect(events[0]!.event.description).toContain(competition.nameEl);
  });

  it("answers 304 when the calendar has not changed, and a new ETag when it has", async () => {
    const { cookie, competition, clubEntrantId, guest } = await competitionWithClub();
    await fixtureBetween(cookie, competition.id, { date: "2030-11-02", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    const path = `/calendar/competitions/${competition.slug}.ics`;
    const first = await call(path);
    const etag = first.headers.get("etag")!;
    const unchanged = await call(path, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("access-control-allow-origin")).toBe("*");
    await fixtureBetween(cookie, competition.id, { date: "2030-11-09", homeEntrantId: guest.id, awayEntrantId: clubEntrantId });
    expect((await call(path, { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it("a club's own matches are in its calendar and the code's; a club not approved is in none", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    const friendly = await createMatch(club.id, { date: "2030-08-01", time: "18:30", competition: "Rugby Union - Friendly", opponent: "Visitors RFC" });
    const pending = await createClub({ status: "pending" });
    const pendingEntry = await callJson<{ id: number }>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: pending.id } });
    const hidden = await fixtureBetween(cookie, competition.id, { date: "2030-08-08", homeEntrantId: pendingEntry.body.id, awayEntrantId: clubEntrantId });
    const shown = await fixtureBetween(cookie, competition.id, { date: "2030-08-15", homeEntrantId: guest.id, awayEntrantId: clubEntrantId });
    await createMatch(pending.id, { date: "2030-08-02", competition: "Rugby Union - Friendly", opponent: "Hidden Opponent" });

    const clubCalendar = parseCalendar((await ics(`/calendar/clubs/${club.id}.ics`)).text);
    expect(clubCalendar.byUid.has(`fixture-${friendly.id}@rugbyhellas.gr`)).toBe(true);
    expect(clubCalendar.byUid.has(`fixture-${shown.id}@rugbyhellas.gr`)).toBe(true);
    expect(clubCalendar.byUid.has(`fixture-${hidden.id}@rugbyhellas.gr`)).toBe(false);

    const union = await ics("/calendar/union.ics");
    expect(union.response.status).toBe(200);
    expect(union.text).not.toContain(pending.name);
    expect(union.text).not.toContain("Hidden Opponent");
    expect(parseCalendar(union.text).byUid.has(`fixture-${friendly.id}@rugbyhellas.gr`)).toBe(true);
    expect((await ics(`/calendar/competitions/${competition.slug}.ics`)).text).not.toContain(pending.name);
    expect((await call(`/calendar/clubs/${pending.id}.ics`)).status).toBe(404);
    expect((await call("/calendar/league.ics")).status).toBe(200);
    expect((await call("/calendar/competitions/no-such-competition.ics")).status).toBe(404);
  });
});

describe("calendars in Greek (issue 13)", () => {
  it("name a club by its Greek name with ?lang=el, and by its Latin one without", async () => {
    const club = await createClub({ name: "Kerkyra Phaeacians RFC", nameEl: "Φαίακες Κέρκυρας" });
    await createMatch(club.id, { opponent: "Malta Knights", date: "2031-03-01", time: "15:00", isHomeGame: true });
    const greek = parseCalendar((await ics(`/calendar/clubs/${club.id}.ics?lang=el`)).text);
    const english = parseCalendar((await ics(`/calendar/clubs/${club.id}.ics`)).text);
    expect([...greek.byUid.values()].map(({ event }) => event.summary)).toEqual(["Φαίακες Κέρκυρας – Malta Knights"]);
    expect([...english.byUid.values()].map(({ event }) => event.summary)).toEqual(["Kerkyra Phaeacians RFC – Malta Knights"]);
  });
});
