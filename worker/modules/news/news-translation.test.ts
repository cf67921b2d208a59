import { describe, expect, it } from "vitest";
import { signedInClub } from "../../test/dashboard";
import { callJson, createClub, createNews } from "../../test/helpers";

type Item = { id: number; slug: string; language: string; translation: { id: number; slug: string; language: string } | null; clubNameEl: string | null };
const future = (minute: number) => `2999-06-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

const body = (overrides: Record<string, unknown>) => ({
  title: "Derby day",
  content: "<p>A long enough report of the derby.</p>",
  category: "Club News",
  imageUrl: "https://example.com/derby.jpg",
  ...overrides,
});

describe("articles in two languages", () => {
  it("lists a translated story once, in the reader's language, English by default", async () => {
    const club = await createClub({ name: "Athinaikos RC", nameEl: "Αθηναϊκός Ρ.Σ." });
    const english = await createNews(club.id, { title: "Cup final", language: "en", publishDate: future(1) });
    const greek = await createNews(club.id, { title: "Τελικός κυπέλλου", language: "el", translationOf: english.id, publishDate: future(2) });
    const onlyGreek = await createNews(club.id, { title: "Μόνο στα ελληνικά", language: "el", publishDate: future(3) });
    const own = (items: Item[]) => items.filter((item) => [english.id, greek.id, onlyGreek.id].includes(item.id)).map((item) => item.id);

    const byDefault = (await callJson<Item[]>("/api/news/latest?limit=50")).body;
    expect(own(byDefault)).toEqual([onlyGreek.id, english.id]);
    expect(byDefault.find((item) => item.id === english.id)?.translation).toEqual({ id: greek.id, slug: greek.slug, language: "el" });
    expect(byDefault[0]?.clubNameEl).toBe("Αθηναϊκός Ρ.Σ.");
    expect(own((await callJson<Item[]>("/api/news/latest?limit=50&lang=el")).body)).toEqual([onlyGreek.id, greek.id]);
    expect(own((await callJson<Item[]>("/api/news/latest?limit=50&lang=en")).body)).toEqual([onlyGreek.id, english.id]);
    expect((await callJson("/api/news/latest?lang=fr")).status).toBe(400);
  });

  it("keeps the Greek side of a pair under ?language=el, lang following language", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Cup semi-final", language: "en", publishDate: future(4) });
    const greek = await createNews(club.id, { title: "Ημιτελικός κυπέλλου", language: "el", translationOf: english.id, publishDate: future(5) });
    const own = (items: Item[]) => items.filter((item) => [english.id, greek.id].includes(item.id)).map((item) => item.id);
    expect(own((await callJson<Item[]>("/api/news/latest?limit=50&language=el")).body)).toEqual([greek.id]);
    expect(own((await callJson<Item[]>("/api/news/latest?limit=50&language=en")).body)).toEqual([english.id]);
    // Asked for explicitly, `lang` still wins: the English reader of Greek articles sees the pair once, in English.
    expect(own((await callJson<Item[]>("/api/news/latest?limit=50&language=el&lang=en")).body)).toEqual([]);
  });

  it("answers a slug in the asked language when the story has it", async () => {
    const club = await createClub();
    const english = await createNews(club.id, { title: "Season opener", language: "en" });
    const greek = await createNews(club.id, { title: "Πρεμιέρα", language: "el", translationOf: english.id });
    expect((await callJson<Item>(`/api/news/slug/${english.slug}`)).body.id).toBe(english.id);
    expect((await callJson<Item>(`/api/news/slug/${english.slug}?lang=el`)).body.id).toBe(greek.id);
    expect((await callJson<Item>(`/api/news/slug/${encodeURIComponent(greek.slug)}?lang=el`)).body.id).toBe(greek.id);
    expect((await callJson<Item>(`/api/news/slug/${encodeURIComponent(greek.slug)}`)).body.translation?.id).toBe(english.id);
  });

  it("lets a club add and edit the translation of its own article, once", async () => {
    const { cookie } = await signedInClub();
    const original = await callJson<Item>("/api/clubs/news", { method: "POST", cookie, json: body({}) });
    expect(original.status).toBe(201);
    // The language follows the original's: the other one, whatever the title.
    const translation = await callJson<Item>("/api/clubs/news", { method: "POST", cookie, json: body({ title: "Ημέρα ντέρμπι", translationOf: original.body.id }) });
    expect(translation.status).toBe(201);
    expect(translation.body).toMatchObject({ language: "el", translationOf: original.body.id });
    const again = await callJson("/api/clubs/news", { method: "POST", cookie, json: body({ title: "Άλλη", translationOf: original.body.id }) });
    expect(again.status).toBe(409);
    const ofTranslation = await callJson("/api/clubs/news", { method: "POST", cookie, json: body({ translationOf: translation.body.id }) });
    expect(ofTranslation.status).toBe(400);
    const edited = await callJson<Item>(`/api/clubs/news/${translation.body.id}`, { method: "PATCH", cookie, json: body({ title: "Ημέρα του ντέρμπι" }) });
    expect(edited.body).toMatchObject({ language: "el", translationOf: original.body.id });
    const list = (await callJson<Item[]>("/api/clubs/news", { cookie })).body;
    expect(list.find((item) => item.id === original.body.id)?.translation?.id).toBe(translation.body.id);
    // Deleting the original leaves the translation standing alone.
    expect((await callJson(`/api/clubs/news/${original.body.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await callJson<Item>(`/api/news/${translation.body.id}`)).body).toMatchObject({ translationOf: null, translation: null });
  });

  it("refuses to translate another club's article", async () => {
    const other = await createClub();
    const theirs = await createNews(other.id);
    const { cookie } = await signedInClub();
    const answer = await callJson("/api/clubs/news", { method: "POST", cookie, json: body({ translationOf: theirs.id }) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.translationOf).toBeTruthy();
  });
});
