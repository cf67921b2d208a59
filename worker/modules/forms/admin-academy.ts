import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { ageGroupsIn } from "../../../domain/academy/age-groups";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { ACADEMY_STATUSES, AGE_GROUPS, academyUpdateSchema } from "../../../schema/back-office-requests";
import { academyRegistrationAnswer } from "../../../schema/responses";
import { academyRegistrations } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { asAnswer, columnsFor } from "../../platform/answers";
import { audit } from "../../platform/audit/audit";
import { csvResponse } from "../../platform/files/csv";
import { headerRow } from "../open-data/csv-tables";
import { fileLanguage } from "../../platform/http/language";
import { getDb, type Db } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { academyChildrenSchema } from "../../../schema/registration-requests";
import { convertAcademyForm } from "../families/academy-conversion";

const listQuery = v.object({
  status: v.optional(v.picklist(ACADEMY_STATUSES, b.academyStatusInvalid)),
  ageGroup: v.optional(v.picklist(AGE_GROUPS, b.ageGroupInvalid)),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
});
type ListQuery = v.InferOutput<typeof listQuery>;

const thisYear = () => new Date().getUTCFullYear();

/** Newest first, each with the age groups read from the children's details; the age group filters here (free text). */
async function registrations(db: Db, { status, ageGroup, email }: ListQuery) {
  const rows = await db
    .select(columnsFor(academyRegistrations, academyRegistrationAnswer))
    .from(academyRegistrations)
    .where(and(status ? eq(academyRegistrations.status, status) : undefined, email ? eq(academyRegistrations.email, email) : undefined))
    .orderBy(desc(academyRegistrations.id))
    .limit(1000);
  const year = thisYear();
  return rows
    .map((row) => ({ ...row, ageGroups: ageGroupsIn(row.childrenDetails, year) }))
    .filter((row) => !ageGroup || row.ageGroups.includes(ageGroup));
}

/** The academy inbox: /api/admin/academy-registrations (behind the admin guard of /api/admin). */
export const adminAcademy = new Hono<AppEnv>()
  /** `?status=`, `?ageGroup=` (U10...U16) and `?email=` narrow the list. */
  .get("/", validate("query", listQuery), async (c) => c.json(await registrations(getDb(c.env), c.req.valid("query")), 200))
  /** The same list (same filters) as a spreadsheet. */
  .get("/export.csv", validate("query", listQuery), async (c) => {
    const rows = await registrations(getDb(c.env), c.req.valid("query"));
    // Headers in the admin's language (or ?lang=), the name with the day: worker/lib/open-data.
    const header = headerRow(fileLanguage(c), ["id", "received", "parent", "email", "phone", "children", "ageGroups", "status", "notes", "language", "consentGiven"]);
    return csvResponse(
      c,
      [
        header,
        ...rows.map((row) => [row.id, row.createdAt, row.parentName, row.email, row.phone, row.childrenDetails, row.ageGroups.join(" "), row.status, row.notes, row.language, row.consentAt]),
      ],
      "academy-registrations",
    );
  })
  /**
   * Issue 24, point 2: the form's children, as the federation confirmed them, registered with a
   * club in one batch (worker/modules/families/academy-conversion.ts).
   */
  .post("/:id/children", validate("json", academyChildrenSchema), async (c) => {
    const id = parseId(c.req.param("id"), b.registrationNotFound);
    const { queued, ...answer } = await convertAcademyForm(getDb(c.env), c.var.actor!, id, c.req.valid("json"), siteOrigin(c.env, c.req.url));
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
    return c.json(answer, 201);
  })
  /** Status and notes; each change is audited with the row before and after. */
  .patch("/:id", validate("json", academyUpdateSchema), async (c) => {
    const id = parseId(c.req.param("id"), b.registrationNotFound);
    const input = c.req.valid("json");
    const db = getDb(c.env);
    const before = await db.select().from(academyRegistrations).where(eq(academyRegistrations.id, id)).get();
    if (!before) throw notFound(b.registrationNotFound);
    const changes = { status: input.status ?? before.status, notes: input.notes === undefined ? before.notes : input.notes || null };
    const [[after]] = await db.batch([
      db.update(academyRegistrations).set(changes).where(eq(academyRegistrations.id, id)).returning(),
      audit(db, c.var.actor!, {
        action: "academy.update",
        targetType: "academy",
        targetId: id,
        summary: `Academy registration of ${before.parentName}`,
        before: { status: before.status, notes: before.notes },
        after: changes,
      }),
    ]);
    const row = after!;
    return c.json(asAnswer(academyRegistrationAnswer, { ...row, ageGroups: ageGroupsIn(row.childrenDetails, thisYear()) }), 200);
  });
