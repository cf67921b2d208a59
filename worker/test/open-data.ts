/** Helpers of the open-data tests: a competition with a member club and a guest, calendars parsed with ical.js. */
import ICAL from "ical.js";
import { expect } from "vitest";
import { callJson, createClub } from "./helpers";
import { addGuest, adminCookie, createCompetition } from "./competitions";

type Body = Record<string, any>;

/** An admin, a union competition, a public member club and a guest entered in it. */
export async function competitionWithClub(clubOverrides: Parameters<typeof createClub>[0] = {}) {
  const cookie = await adminCookie();
  const competition = await createCompetition(cookie);
  const club = await createClub(clubOverrides);
  const entered = await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId: club.id } });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  const guest = await addGuest(cookie, competition.id, `Guest ${Math.random().toString(36).slice(2, 7)}`);
  return { cookie, competition, club, clubEntrantId: entered.body.id as number, guest };
}

export async function fixtureBetween(cookie: string, competitionId: number, body: Body) {
  const { status, body: created } = await callJson<Body>(`/api/admin/competitions/${competitionId}/fixtures`, { cookie, json: { time: "15:00", ...body } });
  expect(status, JSON.stringify(created)).toBe(201);
  return created as { id: number };
}

/** The calendar's events by UID, with the time zones it defines registered first. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents("vevent").map((component) => ({ component, event: new ICAL.Event(component) }));
  return { calendar, events, byUid: new Map(events.map((entry) => [entry.event.uid, entry])) };
}
