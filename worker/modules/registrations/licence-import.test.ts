/**
 * Issue 24, point 7: the registrar imports existing licences from CSV, all or nothing, with a dry
 * run and line-by-line errors, as the fixture import does.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { players, persons } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { call, createClub, createPerson, createTeam, db, signInClub } from "../../test/helpers";

type Body = Record<string, any>;
const federation = createClub({ isAdmin: true, name: "Federation" });
const HEADER = "licence_number,first_name,last_name,date_of_birth,email,club,season,code,team";
const file = (lines: string[]) => [HEADER, ...lines].join("\n");
const tag = () => crypto.randomUUID().slice(0, 8).toUpperCase();

/** The registrar (a federation person signs in to the federation's row, which the first test makes). */
async function registrar() {
  await federation;
  const person = await createPerson({ isDemo: true }, [{ role: "registrar", clubId: null }]);
  return signInClub(person);
}
const postCsv = async (cookie: string, body: string, query = "", headers: Record<string, string> = {}) => {
  const response = await call(`/api/admin/registrations/import${query}`, { method: "POST", cookie, body, headers: { "content-type": "text/csv", ...headers } });
  return { status: response.status, body: (await response.json()) as Body };
};
const byNumbers = (numbers: string[]) => db().select().from(registrations).where(inArray(registrations.licenceNumber, numbers));

describe("POST /api/admin/registrations/import", () => {
  it("a dry run writes nothing; the real import licenses every line, makes people without a login, and puts each on the roster", async () => {
    const cookie = await registrar();
    const club = await createClub({ name: `Import Club ${tag()}`, nameEl: `Σύλλογος ${tag()}` });
    const team = await createTeam(club.id, { nameEn: `Import U18 ${tag()}`, code: "union", ageGroup: "u18" });
    const known = await createPerson({ firstName: "Known", lastName: "Player" });
    const [a, b, c] = [`OLD-${tag()}`, `OLD-${tag()}`, `OLD-${tag()}`];
    const csv = file([
      `${a},Known,Player,1999-01-02,${known.email.toUpperCase()},${club.id},2026-27,union,`,
      `${b},Giorgos,Neos,2009-03-04,,${club.nameEl!.toLowerCase()},2026-27,union,${team.nameEn}`,
      `${c},Giorgos,Neos,2009-03-04,,"${club.name}",2026-27,league,`,
    ]);

    const dry = await postCsv(cookie, csv, "?dryRun=true");
    expect(dry).toEqual({ status: 200, body: { dryRun: true, created: 3, personsCreated: 1, errors: [] } });
    expect(await byNumbers([a, b, c])).toEqual([]);

    const real = await postCsv(cookie, csv);
    expect(real).toEqual({ status: 200, body: { dryRun: false, created: 3, personsCreated: 1, errors: [] } });
    const rows = await byNumbers([a, b, c]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: "licensed", source: "import", clubId: club.id, season: "2026-27" });
    expect(rows.find((row) => row.licenceNumber === a)!.personId).toBe(known.id);
    const newcomer = rows.find((row) => row.licenceNumber === b)!;
    expect(newcomer.teamId).toBe(team.id);
    expect(rows.find((row) => row.licenceNumber === c)!.personId).toBe(newcomer.personId);
    const person = (await db().select().from(persons).where(eq(persons.id, newcomer.personId)).get())!;
    expect(person).toMatchObject({ firstName: "Giorgos", lastName: "Neos", dateOfBirth: "2009-03-04", hasLogin: false, clubId: club.id });
    expect(person.email).toMatch(/@no-login\.invalid$/);
    const roster = await db().select().from(players).where(eq(players.clubId, club.id));
    expect(roster.map((entry) => entry.registrationId).sort()).toEqual(rows.map((row) => row.id).sort());

    // The same file again: every number is taken now.
    const again = await postCsv(cookie, csv);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([2, 3, 4].map((line) => ({ line, column: "licence_number", message: "This licence number is already in the register" })));
  }, 30_000);

  it("one bad line writes nothing, and each error names its line and column; the one-licence rule names the club", async () => {
    const cookie = await registrar();
    const club = await createClub({ name: `Holder Club ${tag()}` });
    const holder = await createPerson({ firstName: "Held", lastName: "Elsewhere" });
    await db().insert(registrations).values({ personId: holder.id, clubId: club.id, season: "2026-27", code: "union", status: "pending-federation" });
    const [good, dup] = [`NEW-${tag()}`, `NEW-${tag()}`];
    const csv = file([
      `${good},Anna,Good,2001-05-06,,${club.id},2026-27,union,`,
      `${good},Anna,Twice,2001-05-06,,${club.id},2026-27,sevens,`,
      `${dup},,Nameless,2030-01-01,not-an-address,No Such Club,2026/27,rugby,`,
      `${dup}x,Held,Elsewhere,1990-01-01,${holder.email},${club.id},2026-27,union,`,
      `bad number!,Anna,Good,2001-05-06,,${club.id},2026-27,union,`,
      `only,three,values`,
      `${tag()},Team,Less,2001-05-06,,${club.id},2026-27,union,No Such Team`,
    ]);
    const { status, body } = await postCsv(cookie, csv);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_input", dryRun: false, created: 0, message: "This licence number is already on an earlier line of the file" });
    expect(body.errors).toEqual([
      { line: 3, column: "licence_number", message: "This licence number is already on an earlier line of the file" },
      { line: 4, column: "first_name", message: "Enter the first name" },
      { line: 4, column: "date_of_birth", message: "Enter a real date of birth, YYYY-MM-DD, in the past" },
      { line: 4, column: "email", message: "Enter a valid email address, or leave it empty" },
      { line: 4, column: "club", message: "No member club has this id or name" },
      { line: 4, column: "season", message: "Choose a season, such as 2026-27" },
      { line: 4, column: "code", message: "Choose a code: union, league or sevens" },
      { line: 5, column: "season", message: `Already registered for this code and season with the club: ${club.name}` },
      { line: 6, column: "licence_number", message: "Enter the licence number: letters, digits, dashes and slashes, up to 40" },
      { line: 7, column: null, message: "This line must have 9 values separated by commas" },
      { line: 8, column: "team", message: "The club has no team of this code with this name" },
    ]);
    expect(await byNumbers([good, dup])).toEqual([]);

    // The same person twice in one code and season within the file.
    const twice = await postCsv(cookie, file([`${good},Anna,Good,2001-05-06,,${club.id},2026-27,union,`, `${dup},Anna,Good,2001-05-06,,${club.id},2026-27,union,`]), "?dryRun=true");
    expect(twice.body.errors).toEqual([{ line: 3, column: "season", message: `The same person has a licence for this code and season on an earlier line, with the club: ${club.name}` }]);

    const header = await postCsv(cookie, "number,name\n1,x");
    expect(header.body.errors).toEqual([{ line: 1, column: null, message: expect.stringContaining("The first line must be") }]);
    const notCsv = await call("/api/admin/registrations/import", { method: "POST", cookie, json: { csv: "x" } });
    expect(notCsv.status).toBe(415);
  }, 30_000);

  it("only the registrar (or a super admin): a club's secretary and another federation role are refused", async () => {
    const club = await createClub();
    const secretary = await createPerson({}, [{ role: "secretary", clubId: club.id }]);
    await federation;
    const moderator = await createPerson({ isDemo: true }, [{ role: "moderator", clubId: null }]);
    const csv = file([`${tag()},Anna,Good,2001-05-06,,${club.id},2026-27,union,`]);
    expect((await postCsv(await signInClub(secretary), csv)).status).toBe(403);
    expect((await postCsv(await signInClub(moderator), csv)).status).toBe(403);
  }, 30_000);
});
