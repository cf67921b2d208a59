/**
 * Issue 24, point 3: health cards. The secretary records a card's expiry date (today to a year
 * ahead), and the reminders go to the player (or the parent) and the secretary 30 days before and
 * on the day, each once per card, with a clock the test controls.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { todayIso, yearsAfter } from "../../../schema/athens-time";
import { currentSeason } from "../../../schema/season";
import { persons } from "../../../schema/tables";
import { mailOutbox } from "../../../schema/tables/mail";
import { guardians, healthCardReminders, registrations } from "../../../schema/tables/registrations";
import { callJson, createClub, createPerson, db, signInClub } from "../../test/helpers";
import { sendHealthCardReminders } from "./health-card-reminders";

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A club with a secretary and a team manager, and a player licensed with it in `season`. */
async function clubWithPlayer(season = currentSeason(), player: Partial<typeof persons.$inferInsert> = {}) {
  const club = await createClub({ nameEl: "Αθλητικός Σύλλογος Τεστ" });
  const secretary = await createPerson({ firstName: "Sofia", lastName: "Secretary", language: "el" }, [{ role: "secretary", clubId: club.id }]);
  const manager = await createPerson({ firstName: "Petros", lastName: "Manager" }, [{ role: "team-manager", clubId: club.id }]);
  const athlete = await createPerson({ firstName: "Nikos", lastName: "Player", dateOfBirth: "1998-04-12", ...player });
  const registration = await db()
    .insert(registrations)
    .values({ personId: athlete.id, clubId: club.id, season, code: "union", status: "licensed", licenceNumber: `T-${crypto.randomUUID()}`, source: "import" })
    .returning()
    .get();
  return { club, secretary, manager, athlete, registration };
}

const putCard = (cookie: string, id: number, expiresOn: string) => callJson(`/api/clubs/registrations/${id}/health-card`, { method: "PUT", cookie, json: { expiresOn } });
const cardOf = async (personId: number) => (await db().select({ card: persons.healthCardExpiresOn }).from(persons).where(eq(persons.id, personId)).get())!.card;
const mailsTo = (...emails: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.recipient, emails));

describe("PUT /api/clubs/registrations/{id}/health-card", () => {
  it("takes today and exactly a year ahead; refuses a date in the past or more than a year ahead, in the field", async () => {
    const { secretary, athlete, registration } = await clubWithPlayer();
    const cookie = await signInClub(secretary);
    const today = todayIso();

    const past = await putCard(cookie, registration.id, addDays(today, -1));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: "invalid_input", fields: { expiresOn: "The health card's expiry date cannot be in the past" } });
    const tooFar = await putCard(cookie, registration.id, addDays(yearsAfter(today, 1), 1));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.fields.expiresOn).toMatch(/valid for one year/);
    expect(await cardOf(athlete.id)).toBeNull();

    const todayCard = await putCard(cookie, registration.id, today);
    expect(todayCard).toMatchObject({ status: 200, body: { id: registration.id, personId: athlete.id, firstName: "Nikos", status: "licensed", dateOfBirth: "1998-04-12", healthCardExpiresOn: today } });
    const yearCard = await putCard(cookie, registration.id, yearsAfter(today, 1));
    expect(yearCard.status).toBe(200);
    expect(await cardOf(athlete.id)).toBe(yearsAfter(today, 1));

    const greek = await callJson(`/api/clubs/registrations/${registration.id}/health-card`, { method: "PUT", cookie, headers: { "accept-language": "el" }, json: { expiresOn: addDays(today, -3) } });
    expect(greek.body.message).not.toBe(past.body.message);
    const invalid = await putCard(cookie, registration.id, "2026-02-30");
    expect(invalid.status).toBe(400);
  }, 30_000);

  it("a secretary may; a team manager may not (403); another club's secretary gets 404", async () => {
    const { manager, registration, athlete } = await clubWithPlayer();
    const other = await clubWithPlayer();
    const date = addDays(todayIso(), 100);
    expect((await putCard(await signInClub(manager), registration.id, date)).status).toBe(403);
    const foreign = await putCard(await signInClub(other.secretary), registration.id, date);
    expect(foreign.status).toBe(404);
    expect(await cardOf(athlete.id)).toBeNull();
    expect((await putCard(await signInClub(other.secretary), other.registration.id, date)).status).toBe(200);
  }, 30_000);
});

describe("sendHealthCardReminders", () => {
  // A clock of the test's own, in a season no other test registers in.
  const now = new Date("2031-03-15T07:00:00Z");
  const today = todayIso(now);
  const season = currentSeason(now);
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it("nothing 31 days before; 30 days before one mail each to the player and the secretary; again nothing; on the day the expired mail", async () => {
    const expiresOn = addDays(today, 31);
    const { athlete, secretary, manager } = await clubWithPlayer(season, { healthCardExpiresOn: expiresOn, language: "en" });

    await sendHealthCardReminders(env, now);
    expect(await mailsTo(athlete.email, secretary.email)).toEqual([]);

    await sendHealthCardReminders(env, at(1));
    const first = await mailsTo(athlete.email, secretary.email, manager.email);
    expect(first.map((mail) => mail.recipient).sort()).toEqual([athlete.email, secretary.email].sort());
    const toPlayer = first.find((mail) => mail.recipient === athlete.email)!;
    expect(toPlayer.subject).toBe("Athlete health card expires in 30 days: Nikos Player");
    expect(toPlayer.text).toContain(`Your athlete health card expires on ${expiresOn}`);
    // The secretary reads Greek: her language.
    expect(first.find((mail) => mail.recipient === secretary.email)!.subject).toBe("Η κάρτα υγείας αθλητή λήγει σε 30 ημέρες: Nikos Player");

    await sendHealthCardReminders(env, at(1));
    await sendHealthCardReminders(env, at(20));
    expect(await mailsTo(athlete.email, secretary.email)).toHaveLength(2);

    await sendHealthCardReminders(env, at(31));
    const expired = (await mailsTo(athlete.email, secretary.email)).slice(2);
    expect(expired.map((mail) => mail.recipient).sort()).toEqual([athlete.email, secretary.email].sort());
    expect(expired.find((mail) => mail.recipient === athlete.email)!.subject).toBe("Athlete health card expired: Nikos Player");
    await sendHealthCardReminders(env, at(32));
    expect(await mailsTo(athlete.email, secretary.email)).toHaveLength(4);
    expect(await db().select().from(healthCardReminders).where(eq(healthCardReminders.personId, athlete.id))).toHaveLength(2);

    // A new card is a new card: its own reminders.
    await db().update(persons).set({ healthCardExpiresOn: addDays(today, 60) }).where(eq(persons.id, athlete.id));
    await sendHealthCardReminders(env, at(32));
    expect(await mailsTo(athlete.email)).toHaveLength(3);
  }, 30_000);

  it("a child without a login: the mail goes to the parent, not to the child's placeholder address", async () => {
    const parent = await createPerson({ firstName: "Anna", lastName: "Parent", language: "el" });
    const { athlete: child, secretary } = await clubWithPlayer(season, {
      firstName: "Maria",
      lastName: "Child",
      email: `child-${crypto.randomUUID()}@no-login.invalid`,
      hasLogin: false,
      dateOfBirth: "2019-05-01",
      healthCardExpiresOn: addDays(today, 10),
    });
    await db().insert(guardians).values({ parentId: parent.id, childId: child.id, consentAt: now.toISOString() });

    await sendHealthCardReminders(env, now);
    const mails = await mailsTo(parent.email, child.email, secretary.email);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([parent.email, secretary.email].sort());
    const toParent = mails.find((mail) => mail.recipient === parent.email)!;
    expect(toParent.subject).toBe("Η κάρτα υγείας αθλητή λήγει σε 10 ημέρες: Maria Child");
    expect(toParent.text).toContain("Η κάρτα υγείας αθλητή του/της Maria Child λήγει");
  }, 30_000);

  it("nothing for a player not licensed this season", async () => {
    const { athlete } = await clubWithPlayer("2019-20", { healthCardExpiresOn: addDays(today, 5) });
    await sendHealthCardReminders(env, now);
    expect(await mailsTo(athlete.email)).toEqual([]);
  }, 30_000);
});
