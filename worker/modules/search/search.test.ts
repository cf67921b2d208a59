import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clubs, news, persons, players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { enrolOnRoster } from "../registrations/roster-entries";
import { competitions } from "../../../schema/tables/competitions";
import { indexText } from "../../../schema/text-search";
import { greeklishToGreek } from "../../../schema/transliteration";
import { callJson, createClub, createNews, createPerson, createPlayer, db } from "../../test/helpers";

type Piece = { text: string; match: boolean };
type Result = { type: string; id: number; slug: string | null; language: string | null; title: Piece[]; detail: Piece[] };
type Answer = { query: string; page: number; pageSize: number; hasMore: boolean; results: Result[] };

const search = (query: string) => callJson<Answer>(`/api/search?${new URLSearchParams({ q: query })}`);
const searchWith = (params: Record<string, string>) => callJson<Answer>(`/api/search?${new URLSearchParams(params)}`);
const text = (pieces: Piece[]) => pieces.map((piece) => piece.text).join("");
const ids = (answer: Answer, type: string) => answer.results.filter((result) => result.type === type).map((result) => result.id);

describe("GET /api/search", () => {
  it("ignores case, accents, diaeresis and final sigma", async () => {
    const club = await createClub({ name: "Athinaikos Zorbades RC", nameEl: "Αθηναϊκός Ζορμπάδες Ρ.Σ.", location: "Αθήνα" });
    for (const query of ["αθηναϊκός ζορμπαδες", "ΑΘΗΝΑΪΚΟΣ ΖΟΡΜΠΑΔΕΣ", "αθηναικος ζορμπάδες", "Ζορμπάδεσ"]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(ids(body, "club"), query).toEqual([club.id]);
    }
  });

  it("finds Greek typed in Greeklish, and Latin typed in Greek", async () => {
    const greek = await createClub({ name: "Kyklopes Rugby", nameEl: "Κύκλωπες Ράγκμπι", location: "Κουκάκι" });
    const latin = await createClub({ name: "Mavrodafni Piraeus RFC", nameEl: null, location: "Piraeus" });
    expect(ids((await search("kyklopes")).body, "club")).toEqual([greek.id]);
    expect(ids((await search("kouk")).body, "club")).toEqual([greek.id]);
    expect(ids((await search("μαυροδαφνη")).body, "club")).toEqual([latin.id]);
    expect(ids((await search("Μαυροντάφνη")).body, "club")).toEqual([latin.id]);
    // The issue's own case: the Greek spelling of a Latin name that ends otherwise.
    const piraeus = await createClub({ name: "Ormos Piraeus Dockers", nameEl: null, location: "Attica" });
    expect(ids((await search("ορμος πειραιας")).body, "club")).toEqual([piraeus.id]);
  });

  it("ranks a name match first, then the title, then the body, and marks the words found", async () => {
    const club = await createClub({ name: "Xylokastro Wolves", location: "Korinthia" });
    const inTitle = await createNews(club.id, { title: "Derby day in Patrasvelo", content: "<p>A long report of the match, nothing more.</p>" });
    const inBody = await createNews(club.id, { title: "Weekend round-up", content: "<p>Patrasvelo and Xylokastro drew at home.</p>" });
    const named = await createClub({ name: "Patrasvelo Rugby Club" });
    const { body } = await search("patrasvelo");
    expect(body.results.map((result) => [result.type, result.id])).toEqual([
      ["club", named.id],
      ["news", inTitle.id],
      ["news", inBody.id],
    ]);
    expect(body.results[1]!.title).toEqual([
      { text: "Derby day in ", match: false },
      { text: "Patrasvelo", match: true },
    ]);
    expect(body.results[2]!.detail.find((piece) => piece.match)?.text).toBe("Patrasvelo");
  });

  it("groups players and competitions too, by type when asked", async () => {
    const club = await createClub({ name: "Lefkada Islanders" });
    const player = await createPlayer(club.id, { name: "Giorgos Quadrantopoulos" });
    const [competition] = await db()
      .insert(competitions)
      .values({ slug: "quadranto-cup", nameEn: "Quadranto Cup", nameEl: "Κύπελλο Κουαντράντο", code: "union", season: "2026-27", preset: "world-rugby", rules: {} as never })
      .returning();
    const all = (await search("quadrant")).body;
    expect(ids(all, "player")).toEqual([player.id]);
    expect(ids(all, "competition")).toEqual([competition!.id]);
    const players = (await searchWith({ q: "quadrant", type: "player" })).body;
    expect(players.results.map((result) => result.type)).toEqual(["player"]);
    const greek = (await searchWith({ q: "quadranto", lang: "el", type: "competition" })).body;
    expect(text(greek.results[0]!.title)).toBe("Κύπελλο Κουαντράντο");
  });

  it("finds a registered player only once they opted in to public pages, as the public roster shows them (issue 24)", async () => {
    const club = await createClub({ name: "Zakynthos Turtles" });
    const person = await createPerson({ firstName: "Xenofon", lastName: "Quintessopoulos" }, [{ role: "player", clubId: null }]);
    const [registration] = await db()
      .insert(registrations)
      .values({ personId: person.id, clubId: club.id, season: "2026-27", code: "union", status: "licensed", licenceNumber: `RH-2026-U${Date.now()}` })
      .returning();
    await enrolOnRoster(db(), registration!.id);
    const [entry] = await db().select().from(players).where(eq(players.registrationId, registration!.id));
    expect(ids((await search("quintessopoulos")).body, "player")).toEqual([]);
    await db().update(persons).set({ publicProfile: true }).where(eq(persons.id, person.id));
    expect(ids((await search("quintessopoulos")).body, "player")).toEqual([entry!.id]);
  });

  it("never finds a club the public does not see, its players and news, or an unpublished article", async () => {
    const pending = await createClub({ name: "Hiddenvale Pending", status: "pending" });
    const inactive = await createClub({ name: "Hiddenvale Inactive", isActive: false });
    await createPlayer(pending.id, { name: "Hiddenvale Player" });
    await createNews(inactive.id, { title: "Hiddenvale news" });
    const open = await createClub({ name: "Open Club" });
    const unpublished = await createNews(open.id, { title: "Hiddenvale unpublished", isPublished: false });
    expect((await search("hiddenvale")).body.results).toEqual([]);
    await db().update(news).set({ isPublished: true }).where(eq(news.id, unpublished.id));
    await db().update(clubs).set({ status: "approved" }).where(eq(clubs.id, pending.id));
    const found = (await search("hiddenvale")).body;
    expect(ids(found, "news")).toEqual([unpublished.id]);
    expect(ids(found, "club")).toEqual([pending.id]);
  });

  it("sees an edit or a delete of an article in the next search", async () => {
    const club = await createClub();
    const article = await createNews(club.id, { title: "Wombatfest announced" });
    expect(ids((await search("wombatfest")).body, "news")).toEqual([article.id]);
    await db().update(news).set({ title: "Koalafest announced" }).where(eq(news.id, article.id));
    expect((await search("wombatfest")).body.results).toEqual([]);
    expect(ids((await search("koalafest")).body, "news")).toEqual([article.id]);
    await db().delete(news).where(eq(news.id, article.id));
    expect((await search("koalafest")).body.results).toEqual([]);
  });

  it("shows a translated story once, in the reader's language when both match", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Zygos derby report", language: "en" });
    const greek = await createNews(club.id, { title: "Ζυγός: το ντέρμπι", language: "el", translationOf: english.id });
    expect(ids((await searchWith({ q: "zygos", lang: "en" })).body, "news")).toEqual([english.id]);
    expect(ids((await searchWith({ q: "zygos", lang: "el" })).body, "news")).toEqual([greek.id]);
    // Only the English one has "report": found even by a Greek reader.
    expect(ids((await searchWith({ q: "zygos report", lang: "el" })).body, "news")).toEqual([english.id]);
  });

  it("pages the results", async () => {
    const club = await createClub();
    for (let i = 0; i < 25; i++) await createNews(club.id, { title: `Pagination story ${i}` });
    const first = (await searchWith({ q: "pagination", page: "1" })).body;
    const second = (await searchWith({ q: "pagination", page: "2" })).body;
    expect(first.results).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.results).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(new Set([...ids(first, "news"), ...ids(second, "news")]).size).toBe(25);
  });

  it("answers 400 for a query shorter than 2 characters, in both languages", async () => {
    for (const q of ["", "a", " a "]) {
      const { status, body } = await callJson(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: "invalid_input", fields: { q: "Type at least 2 letters or digits to search" } });
    }
    expect((await callJson("/api/search")).status).toBe(400);
    const greek = await callJson("/api/search?q=a", { headers: { cookie: "language=el" } });
    expect(greek.body.message).toMatch(/[α-ω]/);
    expect((await searchWith({ q: "ok", page: "0" })).status).toBe(400);
    expect((await searchWith({ q: "ok", type: "users" })).status).toBe(400);
    expect((await searchWith({ q: "x".repeat(101) })).status).toBe(400);
  });

  it("reads FTS5 syntax as plain text, never failing", async () => {
    const club = await createClub({ name: "Quoteville Rugby" });
    for (const q of ['"quoteville', "quoteville*", '"quoteville rugby"', "- quoteville", "quoteville -", "quoteville ^ : ( ) {}"]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(ids(body, "club"), q).toEqual([club.id]);
    }
    // Plain words: "near", "a" and "b" are words to find like any other.
    for (const q of ["quoteville NEAR(a b)", "quoteville AND OR NOT", "**", "--", '""', "- -", "()"]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.results, q).toEqual([]);
    }
  });

  describe("Greeklish (issue 21, point 8)", () => {
    // The seed's own clubs (scripts/seed/bilingual.ts), and a club of Ναύπλιο.
    const whiteTower = { name: "Thessaloniki White Tower RFC", nameEl: "Λευκός Πύργος Θεσσαλονίκης Ρ.Σ.", location: "Thessaloniki", locationEl: "Θεσσαλονίκη" };
    const argonauts = { name: "Volos Argonauts RC", nameEl: "Αργοναύτες Βόλου", location: "Volos", locationEl: "Βόλος" };
    const palamidi = { name: "Palamidi Lions RC", nameEl: "Λιοντάρια Παλαμηδίου", location: "Argolida", locationEl: "Ναύπλιο" };

    it("finds a club by its ELOT 743 spelling, the other Greeklish ones, a prefix, and the Greek-script suggestion", async () => {
      const tower = await createClub(whiteTower);
      const volos = await createClub(argonauts);
      const nafplio = await createClub(palamidi);
      const expected: [string, number][] = [
        ["lefkos", tower.id],
        ["levkos", tower.id],
        ["lefkos pyrgos", tower.id],
        ["leukos pirgos", tower.id],
        ["λεφκος πυργος", tower.id], // the suggestion the search screen made for "lefkos pyrgos"
        [greeklishToGreek("lefkos pyrgos"), tower.id],
        ["lef", tower.id],
        ["argonaftes", volos.id],
        ["argonavtes", volos.id],
        [greeklishToGreek("argonaftes"), volos.id],
        ["nafplio", nafplio.id],
        ["navplio", nafplio.id],
        [greeklishToGreek("nafplio"), nafplio.id],
      ];
      // "lefkos" finds Lefkada too (an earlier test's club): a long word is found by its stem.
      for (const [query, club] of expected) {
        const { status, body } = await search(query);
        expect(status, query).toBe(200);
        expect(ids(body, "club"), query).toContain(club);
      }
    });

    it("replaces a key made by the old folding once its document is pending again (migration 0010)", async () => {
      const club = await createClub({ name: "Chania Kri-Kri RLFC", nameEl: "Κρι-Κρι Χανίων", location: "Chania", locationEl: "Χανιά" });
      const doc = club.id * 4;
      expect(ids((await search("xanion")).body, "club")).toContain(club.id);
      // What an index built before 0010 holds for it: χ was "h", and no x finds that.
      await env.DB.prepare("UPDATE search_index SET name = ?, body = ? WHERE rowid = ?").bind("hania kri kri rlfk kri kri hanion", "hania hania", doc).run();
      expect(ids((await search("xanion")).body, "club")).not.toContain(club.id);

      const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0010_"))!;
      for (const query of migration.queries) await env.DB.prepare(query).run();
      expect(ids((await search("xanion")).body, "club")).toContain(club.id);
      const row = await env.DB.prepare("SELECT name, body FROM search_index WHERE rowid = ?").bind(doc).first<{ name: string; body: string }>();
      expect(row).toEqual({ name: indexText(club.name, club.nameEl, club.abbreviation), body: expect.stringContaining(indexText("Χανιά")) });
    });
  });
});
