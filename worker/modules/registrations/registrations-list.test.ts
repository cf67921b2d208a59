/**
 * Issue 24, point 7: the registrar's list filters and pages 10,000 registrations without slowing:
 * GET /api/admin/registrations answers { items, total, page, pageSize }, newest first, and its
 * queries are served by the indexes (no sort of the whole table, no scan of every person).
 */
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { registrationPageAnswer } from "../../../schema/registration-responses";
import { and, eq, sql } from "drizzle-orm";
import { registrations } from "../../../schema/tables/registrations";
import { callJson, createClub, createPerson, db, signInClub } from "../../test/helpers";
import { registrationViewQuery } from "./registration-views";

vi.setConfig({ testTimeout: 60_000 });

/** Seasons of this file's own. */
const BIG = "2041-42";
const SMALL = "2042-43";

/**
 * `count` persons named `Bulk <n> <tag>`, each with a registration with `clubId` in `season`; every
 * tenth one licensed with a licence number of its own, the rest waiting for the club.
 */
async function bulk(count: number, clubId: number, season: string, tag: string) {
  await env.DB.prepare(
    `insert into persons (email, password_hash, first_name, last_name, has_login)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     select 'bulk-' || ?2 || '-' || i || '@example.com', '!', 'Bulk' || i, ?2, 0 from n`,
  )
    .bind(count, tag)
    .run();
  await env.DB.prepare(
    `insert into registrations (person_id, club_id, season, code, status, licence_number)
     select id, ?1, ?2, 'union', case when id % 10 = 0 then 'licensed' else 'pending-club' end, case when id % 10 = 0 then 'LIST-' || ?3 || '-' || id end
     from persons where last_name = ?3 order by id`,
  )
    .bind(clubId, season, tag)
    .run();
}

const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${text}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("\n");
};

describe("GET /api/admin/registrations at 10,000 rows", () => {
  it("pages, filters and counts: { items, total, page, pageSize }, newest first", async () => {
    const club = await createClub();
    const other = await createClub();
    // The federation's own row, which a registrar's sign-in acts for.
    await createClub({ isAdmin: true, name: `Federation ${crypto.randomUUID().slice(0, 8)}` });
    const registrar = await createPerson({ isDemo: true }, [{ role: "registrar", clubId: null }]);
    const cookie = await signInClub(registrar);
    await bulk(10_000, club.id, BIG, "Bigtag");
    await bulk(100, other.id, SMALL, "Smalltag");

    const first = await callJson(`/api/admin/registrations?season=${BIG}`, { cookie });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["items", "page", "pageSize", "total"]);
    expect(first.body).toMatchObject({ total: 10_000, page: 1, pageSize: 25 });
    expect(v.safeParse(registrationPageAnswer, first.body).issues).toBeUndefined();
    expect(first.body.items).toHaveLength(25);
    const ids = first.body.items.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.items[0]).toMatchObject({ clubId: club.id, season: BIG, lastName: "Bigtag" });

    const last = await callJson(`/api/admin/registrations?season=${BIG}&page=100&pageSize=100`, { cookie });
    expect(last.body).toMatchObject({ total: 10_000, page: 100, pageSize: 100 });
    expect(last.body.items).toHaveLength(100);
    expect((await callJson(`/api/admin/registrations?season=${BIG}&page=101&pageSize=100`, { cookie })).body.items).toEqual([]);

    const licensed = await callJson(`/api/admin/registrations?season=${BIG}&status=licensed&code=union`, { cookie });
    expect(licensed.body.total).toBe(1_000);
    expect(licensed.body.items.every((row: { status: string }) => row.status === "licensed")).toBe(true);
    expect((await callJson(`/api/admin/registrations?clubId=${other.id}`, { cookie })).body.total).toBe(100);

    // By name (any case) or by licence number.
    const byName = await callJson(`/api/admin/registrations?q=bulk1234 BIGTAG`, { cookie });
    expect(byName.body.total).toBe(1);
    expect(byName.body.items[0]).toMatchObject({ firstName: "Bulk1234", lastName: "Bigtag" });
    const number = first.body.items.find((row: { licenceNumber: string | null }) => row.licenceNumber)?.licenceNumber ?? licensed.body.items[0].licenceNumber;
    const byNumber = await callJson(`/api/admin/registrations?q=${encodeURIComponent(number)}`, { cookie });
    expect(byNumber.body.items.map((row: { licenceNumber: string }) => row.licenceNumber)).toEqual([number]);

    for (const query of ["pageSize=101", "page=0", "status=approved", "code=touch", `q=${"x".repeat(101)}`, "clubId=abc"]) {
      const refused = await callJson(`/api/admin/registrations?${query}`, { cookie });
      expect(refused.status, query).toBe(400);
    }
  });

  it("reads a page through an index, without sorting or scanning every registration", async () => {
    const page = (where?: ReturnType<typeof and>) => registrationViewQuery(db(), where).limit(25).offset(0);
    // Unfiltered, newest first: the primary key, read backwards, 25 rows.
    expect(await plan(page())).not.toMatch(/TEMP B-TREE/);
    // By status, and by season, code and status: their indexes, already in id order.
    expect(await plan(page(eq(registrations.status, "licensed")))).toMatch(/registrations_status_idx/);
    expect(await plan(page(eq(registrations.status, "licensed")))).not.toMatch(/TEMP B-TREE/);
    const seasonCodeStatus = await plan(page(and(eq(registrations.season, BIG), eq(registrations.code, "union"), eq(registrations.status, "licensed"))));
    expect(seasonCodeStatus).toMatch(/registrations_season_idx/);
    expect(seasonCodeStatus).not.toMatch(/TEMP B-TREE/);
    // The count reads an index only.
    const counted = await plan(db().select({ n: sql`count(*)` }).from(registrations).where(eq(registrations.season, BIG)));
    expect(counted).toMatch(/USING COVERING INDEX/);
  });
});
