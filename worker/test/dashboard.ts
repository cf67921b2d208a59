/** Helpers for the club dashboard's tests (/api/clubs/news, players, matches, standings, profile). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { clubs } from "../../schema/tables";
import { callJson, createClub, db, signInClub } from "./helpers";

/** A new club, signed in: its row and the Cookie header value of its session. */
export async function signedInClub(overrides: Parameters<typeof createClub>[0] = {}) {
  const created = await createClub(overrides);
  const cookie = await signInClub(created);
  // Read back after signing in, which notes the sign-in on the row (lastLoginAt).
  return { club: await clubRow(created.id), cookie };
}

export const clubRow = async (id: number) => (await db().select().from(clubs).where(eq(clubs.id, id)))[0]!;

/** The profile form's body for `club` as it is, with other names. */
export const profileOf = (club: typeof clubs.$inferSelect, names: { name: string; nameEl?: string | null }) => ({
  name: names.name,
  nameEl: names.nameEl ?? club.nameEl,
  abbreviation: club.abbreviation,
  location: club.location,
  description: club.description ?? "",
  rugbyUnion: club.rugbyUnion,
  rugbyLeague: club.rugbyLeague,
  responsiblePersonName: club.responsiblePersonName,
  responsiblePersonEmail: club.responsiblePersonEmail,
  responsiblePersonPhone: club.responsiblePersonPhone,
});

/** Days from today (UTC) as YYYY-MM-DD; two days on is after today in Athens (schema/athens-time.ts) at any hour. */
export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Sends `body` and expects the SPEC message under `field` in a 400. */
export async function expectRejected(path: string, cookie: string, method: "POST" | "PATCH", body: unknown, field: string, message: string) {
  const { status, body: answer } = await callJson(path, { method, json: body, cookie });
  expect(status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
  expect(answer, JSON.stringify(body)).toMatchObject({ code: "invalid_input", fields: { [field]: message } });
}
