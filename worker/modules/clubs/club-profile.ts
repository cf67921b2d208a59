import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { accountMessages, apiMessages, uploadMessages } from "../../../schema/messages";
import { clubProfileSchema, passwordChangeSchema } from "../../../schema/requests";
import { clubs as clubsTable, persons } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { clubNameProposals } from "../../../schema/tables/club-names";
import { clubProfileValues } from "./profile-values";
import { assertClubNamesFree, clubNameKeyWrites, renameRefusal } from "./club-names";
import { getDb } from "../../platform/db";
import { badRequest, forbidden } from "../../platform/errors/api-error";
import { checkLogoFile, logoKey, logoUrl, logoVersionOf, newLogoVersion } from "./logos";
import { hashPassword, verifyPassword } from "../../platform/sessions/password";
import { ownClub } from "./serialize";
import { startSession } from "../../platform/sessions/sessions";
import { renameClubTeams } from "../teams/teams";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { limitedPasswordCheck, loginAccountKey } from "../../platform/sessions/rate-limit";

/** multipart/form-data with one file field, "logo"; a missing file (or a text value) is the SPEC's "No file uploaded". */
const logoForm = v.object({ logo: v.instance(File, uploadMessages.noFile) });

/**
 * The signed-in club's own account: /api/clubs/profile, /api/clubs/password and
 * /api/clubs/logo. Mounted at /clubs before the public /clubs/{id}, so each route carries its
 * own guard (a router-wide `use` would guard the public club pages too).
 */
export const clubProfile = new Hono<AppEnv>()
  // Any club role reads the profile (GET /api/auth/me answers the same); changing it is the club admin's (`profile`).
  .get("/profile", requireClub, (c) => c.json(ownClub(c.var.club), 200))
  /**
   * The profile form sends every field; an omitted optional one is left as it is, an empty one
   * is cleared. A new name must be no other club's (worker/modules/clubs/club-names.ts). A club the public
   * sees (approved) only proposes it: the rest is saved, and the name waits for the federation
   * (GET /api/clubs/profile/name-change). Before that, a new name also renames the club's teams
   * named as the club, in the same batch, so no list shows the old name beside the new one.
   */
  .patch("/profile", requireClub, clubMay("profile"), validate("json", clubProfileSchema), async (c) => {
    const values = clubProfileValues(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    const names = { name: values.name, nameEl: values.nameEl === undefined ? club.nameEl : values.nameEl };
    const renaming = names.name !== club.name || names.nameEl !== club.nameEl;
    if (renaming) await assertClubNamesFree(db, names, club.id);
    if (renaming && club.status === "approved") {
      const { name: _name, nameEl: _nameEl, ...details } = values;
      const proposal = { ...names, proposedAt: new Date().toISOString() };
      const [[updated]] = await db.batch([
        db.update(clubsTable).set(details).where(eq(clubsTable.id, club.id)).returning(),
        db
          .insert(clubNameProposals)
          .values({ clubId: club.id, ...proposal })
          .onConflictDoUpdate({ target: clubNameProposals.clubId, set: proposal }),
      ]);
      return c.json(ownClub(updated!), 200);
    }
    const update = db.update(clubsTable).set(values).where(eq(clubsTable.id, club.id)).returning();
    // Its teams named as the club follow the new name (issue 22), in the same batch.
    const renameRows = renameClubTeams(db, club.id, club, names);
    try {
      const [[updated]] = await db.batch([update, renameRows, ...(renaming ? clubNameKeyWrites(db, names, club) : [])]);
      return c.json(ownClub(updated!), 200);
    } catch (error) {
      throw renameRefusal(error);
    }
  })
  /** The club's new name waiting for the federation's approval, or null. */
  .get("/profile/name-change", requireClub, clubMay("profile"), async (c) => {
    const proposal = await getDb(c.env).select().from(clubNameProposals).where(eq(clubNameProposals.clubId, c.var.club.id)).get();
    return c.json(proposal ? { name: proposal.name, nameEl: proposal.nameEl, proposedAt: proposal.proposedAt } : null, 200);
  })
  /**
   * The signed-in person's password (issue 23: a password is a person's, not the club's). As the
   * player's password change: a wrong current password counts as a failed login, and success
   * ends the person's other sessions (their fingerprint no longer matches the new hash) while
   * this device gets a fresh session, acting for the same club.
   */
  .post("/password", requireClub, validate("json", passwordChangeSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    if (c.var.impersonation) throw forbidden(accountMessages.roleForbidden);
    const person = c.var.person;
    const db = getDb(c.env);
    const matches = await limitedPasswordCheck(c, loginAccountKey("club", person.email), () => verifyPassword(currentPassword, person.passwordHash));
    if (!matches) {
      throw badRequest(accountMessages.currentPasswordIncorrect, { currentPassword: accountMessages.currentPasswordIncorrect });
    }
    const passwordHash = await hashPassword(newPassword);
    await db.update(persons).set({ passwordHash }).where(eq(persons.id, person.id));
    await startSession(c, "club", { id: person.id, passwordHash }, { actingClubId: c.var.club.id });
    return c.json({ message: apiMessages.passwordUpdated }, 200);
  })
  /**
   * The club logo: an image by its bytes (PNG, JPEG, GIF, WebP), at most 5 MB. The new object is
   * stored first, then the club points at it, then the old object goes; if pointing fails, the
   * new object is removed again, so R2 and D1 never disagree about the current logo.
   */
  .post("/logo", requireClub, clubMay("profile"), validate("form", logoForm), async (c) => {
    const { logo } = c.req.valid("form");
    const type = await checkLogoFile(logo);
    const club = c.var.club;
    const version = newLogoVersion();
    const key = logoKey(club.id, version);
    await c.env.LOGOS.put(key, await logo.arrayBuffer(), {
      httpMetadata: { contentType: type.contentType },
      customMetadata: { clubId: String(club.id) },
    });
    const url = logoUrl(club.id, version);
    try {
      await getDb(c.env).update(clubsTable).set({ logoUrl: url }).where(eq(clubsTable.id, club.id));
    } catch (error) {
      await c.env.LOGOS.delete(key);
      throw error;
    }
    const previous = logoVersionOf(club.id, club.logoUrl);
    if (previous) await c.env.LOGOS.delete(logoKey(club.id, previous));
    return c.json({ logoUrl: url }, 200);
  });
