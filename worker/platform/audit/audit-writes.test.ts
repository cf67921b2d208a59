import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../schema/tables/back-office";
import { adminCookie, createCompetition } from "../../test/competitions";
import { callJson, db } from "../../test/helpers";

const recordsOf = (adminName: string) => db().select().from(auditLog).where(eq(auditLog.adminName, adminName)).orderBy(desc(auditLog.id));

describe("the competitions admin's writes in the audit log", () => {
  it("records each successful write with who, what and the body, and nothing for a refused one", async () => {
    const cookie = await adminCookie();
    const me = (await callJson<{ name: string }>("/api/auth/me", { cookie })).body;
    const competition = await createCompetition(cookie, { nameEn: "Audited League" });
    const refused = await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: {} });
    expect(refused.status).toBe(400);
    const added = await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { name: "Guest XV" } });
    expect(added.status).toBe(201);

    const records = await recordsOf(me.name);
    expect(records.map((record) => record.summary)).toEqual([`POST /api/admin/competitions/${competition.id}/entrants`, "POST /api/admin/competitions"]);
    expect(JSON.parse(records[0]!.after!)).toEqual({ name: "Guest XV" });
    expect(records[1]).toMatchObject({ action: "competitions.post", targetType: "competitions" });
  });
});
