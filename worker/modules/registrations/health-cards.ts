/**
 * PUT /api/clubs/registrations/{id}/health-card (issue 24, point 3; pinned `{ expiresOn }`): the
 * club's secretary records when the player's athlete health card (Κάρτα Υγείας Αθλητή) expires, and
 * nothing medical. One card per athlete: it is the person's (`persons.health_card_expires_on`),
 * whichever of their registrations it is entered through. A card is valid for one year, so the
 * date is from Athens' today to the same day a year ahead; a new date starts new reminders
 * (./health-card-reminders.ts). Answers the RegistrationView (the secretary reads personal details).
 * Mounted behind requireClub (club-registrations.ts).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { todayIso, yearsAfter } from "../../../schema/athens-time";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { healthCardSchema } from "../../../schema/registration-requests";
import { persons } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import { badRequest, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { clubMay, type WithClub } from "../../platform/sessions/auth-guards";
import { registrationViewById } from "./registration-views";

/** Why a card's expiry date is refused on `today` (Athens), or null when it is accepted. */
export function healthCardDateProblem(expiresOn: string, today: string): string | null {
  if (expiresOn < today) return r.healthCardInPast;
  if (expiresOn > yearsAfter(today, 1)) return r.healthCardTooFar;
  return null;
}

export const clubHealthCards = new Hono<WithClub>().put("/:id/health-card", clubMay("registrations"), validate("json", healthCardSchema), async (c) => {
  const db = getDb(c.env);
  const id = parseId(c.req.param("id"), r.registrationNotFound);
  const { expiresOn } = c.req.valid("json");
  // Another club's registration is not this club's to see: 404, as one that does not exist.
  const registration = await db
    .select({ id: registrations.id, personId: registrations.personId })
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.clubId, c.var.club.id)))
    .get();
  if (!registration) throw notFound(r.registrationNotFound);
  const problem = healthCardDateProblem(expiresOn, todayIso());
  if (problem) throw badRequest(problem, { expiresOn: problem });
  await db.update(persons).set({ healthCardExpiresOn: expiresOn }).where(eq(persons.id, registration.personId));
  return c.json(await registrationViewById(db, registration.id, { personal: true }), 200);
});
