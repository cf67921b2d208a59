/**
 * The CSV files (issue 11, point 2): public ones (a competition's table, fixtures and results by
 * competition and by club), the signed-in club's own (roster and matches, and the roster import),
 * and the admin's (claims and clubs; the academy's is in admin-academy.ts). Headers follow the
 * language (`?lang=el`, else the visitor's); names say what the file holds and the day.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { messageLocale, MESSAGE_IDS_HEADER } from "../../../schema/api-language";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { apiMessages } from "../../../schema/messages";
import { csvValues, rosterImportMessages } from "../../../schema/open-data-messages";
import { slugify } from "../../../schema/slug";
import { claimRequests, clubs, players } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { competitionBySlug, publicCompetitionTable } from "../competitions/competitions";
import { csvResponse } from "../../platform/files/csv";
import { getDb } from "../../platform/db";
import { ApiError, notFound } from "../../platform/errors/api-error";
import { CLUB_ID, parseId } from "../../platform/http/ids";
import { clubOpenFixtures, competitionOpenFixtures, publicMemberClub } from "./fixtures";
import { fixtureRows, headerRow, tableRows } from "./csv-tables";
import { fileLanguage, say } from "../../platform/http/language";
import { planRosterImport, rosterRows } from "./roster-csv";
import { rosterOf } from "../players/roster-view";
import { validate } from "../../platform/http/validate";
import { clubMay, federationMay, type WithClub } from "../../platform/sessions/auth-guards";
import { PUBLIC_READ_CACHE } from "../../platform/http/public-read";

/** Public files may be kept by any cache, checked again on each use (ETag). */
const PUBLIC_CACHE = PUBLIC_READ_CACHE;
const langQuery = v.object({ lang: v.optional(v.picklist(["en", "el"], apiMessages.languageInvalid)) });
const originOf = (url: string) => new URL(url).origin;

/** /api/competitions/{slug}/table.csv and …/fixtures.csv */
export const competitionCsv = new Hono<AppEnv>()
  .get("/:slug/table.csv", validate("query", langQuery), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionBySlug(db, c.req.param("slug"));
    // Rows of clubs the public does not see (not approved yet, deactivated) are left out, as in the JSON table.
    const { rows } = await publicCompetitionTable(db, competition);
    return csvResponse(c, tableRows(rows, fileLanguage(c)), `${competition.slug}-table`, PUBLIC_CACHE);
  })
  .get("/:slug/fixtures.csv", validate("query", langQuery), async (c) => {
    const db = getDb(c.env);
    const competition = await competitionBySlug(db, c.req.param("slug"));
    const fixtures = await competitionOpenFixtures(db, competition.id);
    return csvResponse(c, fixtureRows(fixtures, fileLanguage(c), originOf(c.req.url)), `${competition.slug}-fixtures`, PUBLIC_CACHE);
  });

/** /api/clubs/{id}/matches.csv: the club's public fixtures and results. */
export const clubCsv = new Hono<AppEnv>().get(`${CLUB_ID}/matches.csv`, validate("query", langQuery), async (c) => {
  const db = getDb(c.env);
  const club = await publicMemberClub(db, parseId(c.req.param("id"), apiMessages.invalidClubId));
  if (!club) throw notFound(apiMessages.clubNotFound);
  const fixtures = await clubOpenFixtures(db, club.id);
  return csvResponse(c, fixtureRows(fixtures, fileLanguage(c), originOf(c.req.url)), `${slugify(club.name)}-matches`, PUBLIC_CACHE);
});

/**
 * /api/clubs/matches/export.csv: the signed-in club's matches, as its dashboard lists them. A part
 * of the club's own matches router (worker/modules/matches/matches.ts), whose requireClub covers it.
 */
export const ownMatchesCsv = new Hono<WithClub>().get("/export.csv", validate("query", langQuery), async (c) => {
  const fixtures = await clubOpenFixtures(getDb(c.env), c.var.club.id, { asTheClub: true });
  return csvResponse(c, fixtureRows(fixtures, fileLanguage(c), originOf(c.req.url)), `${slugify(c.var.club.name)}-matches`);
});

const importQuery = v.object({ dryRun: v.optional(v.picklist(["true", "false"], rosterImportMessages.dryRunInvalid)) });

/**
 * /api/clubs/players/export.csv and POST /api/clubs/players/import (text/csv, `?dryRun=true`). A
 * part of the club's own roster router (worker/modules/players/players.ts), whose requireClub and
 * clubMay("rosterRead") cover it; the import writes the roster (`roster`).
 */
export const rosterCsv = new Hono<WithClub>()
  .get("/export.csv", validate("query", langQuery), async (c) => {
    // The register's view: a registered player as the person is now (issue 24).
    const roster = await rosterOf(getDb(c.env), c.var.club.id);
    return csvResponse(c, rosterRows(roster, fileLanguage(c)), `${slugify(c.var.club.name)}-roster`);
  })
  /**
   * The same columns as the export, checked line by line with the player form's schema. All or
   * nothing: with any error nothing is saved (400 with every error; 200 for a dry run). A dry run
   * answers what would happen and saves nothing.
   */
  .post("/import", clubMay("roster"), validate("query", importQuery), async (c) => {
    const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (contentType !== "text/csv") throw new ApiError(415, "unsupported_media_type", f.csvContentType);
    const dryRun = c.req.valid("query").dryRun === "true";
    const db = getDb(c.env);
    const clubId = c.var.club.id;
    const csv = new TextDecoder("utf-8").decode(await c.req.arrayBuffer());
    const existing = await rosterOf(db, clubId);
    // The errors in the request's language (the app asks for the ids and translates them itself).
    const language = messageLocale({ cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language"), messageIds: c.req.header(MESSAGE_IDS_HEADER) });
    const plan = planRosterImport(csv, existing, language);
    const failed = plan.errors.length > 0;
    const report = {
      dryRun,
      created: failed ? 0 : plan.creates.length,
      updated: failed ? 0 : plan.updates.length,
      unchanged: failed ? 0 : plan.unchanged,
      errors: plan.errors,
    };
    if (failed) {
      const status = dryRun ? 200 : 400;
      return c.json({ message: rosterImportMessages.failed, code: "invalid_input", fields: { file: plan.errors[0]!.message }, ...report }, status);
    }
    if (!dryRun && plan.creates.length + plan.updates.length > 0) {
      const [first, ...rest] = [
        ...plan.creates.map((player) => db.insert(players).values({ ...player, clubId })),
        ...plan.updates.map(({ id, ...player }) => db.update(players).set(player).where(and(eq(players.id, id), eq(players.clubId, clubId)))),
      ];
      await db.batch([first!, ...rest]);
    }
    return c.json({ message: dryRun ? rosterImportMessages.checked : rosterImportMessages.imported, ...report }, 200);
  });

/** /api/admin/exports/claims.csv and …/clubs.csv: a part of the admin area (worker/modules/admin/admin.ts), whose requireAdmin covers it. */
export const adminCsv = new Hono<AppEnv>()
  .get("/claims.csv", federationMay("claims"), validate("query", langQuery), async (c) => {
    const rows = await getDb(c.env).select().from(claimRequests).orderBy(desc(claimRequests.createdAt), desc(claimRequests.id));
    const language = fileLanguage(c);
    return csvResponse(
      c,
      [
        headerRow(language, ["id", "received", "club", "fullName", "email", "phone", "message", "status", "decisionReason", "decidedAt"]),
        ...rows.map((row) => [row.id, row.createdAt, row.clubName, row.fullName, row.email, row.phoneNumber, row.message, row.status, row.decisionReason, row.decidedAt]),
      ],
      "claims",
    );
  })
  .get("/clubs.csv", federationMay("clubs"), validate("query", langQuery), async (c) => {
    const rows = await getDb(c.env).select().from(clubs).where(eq(clubs.isAdmin, false)).orderBy(asc(clubs.name), asc(clubs.id));
    const language = fileLanguage(c);
    const yesNo = (value: boolean) => say(language, value ? csvValues.yes : csvValues.no);
    return csvResponse(
      c,
      [
        headerRow(language, ["id", "club", "abbreviation", "email", "location", "rugbyUnion", "rugbyLeague", "approval", "active", "verified", "claimed", "created"]),
        ...rows.map((row) => [
          row.id,
          row.name,
          row.abbreviation,
          row.email,
          row.location,
          yesNo(row.rugbyUnion),
          yesNo(row.rugbyLeague),
          row.status,
          yesNo(row.isActive),
          yesNo(row.isVerified),
          yesNo(row.isClaimed),
          row.createdAt,
        ]),
      ],
      "clubs",
    );
  });
