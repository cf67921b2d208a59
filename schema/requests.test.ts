import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages as m } from "./messages";
import { clubProfileSchema, matchSchema, newsSchema, profileSchema, rosterPlayerSchema, userRegistrationSchema } from "./requests";
import { todayIso, yearsAfter } from "./athens-time";

afterEach(() => vi.useRealTimers());

/** The message valibot gives the first issue of `field`, or undefined when the input passes. */
function messageFor(schema: v.GenericSchema, input: unknown, field: string) {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  return result.issues.find((issue) => issue.path?.map((item) => String(item.key)).join(".") === field)?.message;
}

const match = { opponent: "Rival RFC", date: "2026-05-01", time: "15:00", venue: "Home Ground", competition: "Friendly", isHomeGame: true };
const rosterPlayer = { name: "Giorgos", position: "Hooker", jerseyNumber: 2, dateOfBirth: "2000-01-01", height: 180, weight: 95 };

describe("todayIso: today on a calendar in Athens", () => {
  it("turns the date at midnight in Athens, winter (UTC+2) and summer (UTC+3)", () => {
    expect(todayIso(new Date("2026-01-01T21:59:00Z"))).toBe("2026-01-01");
    expect(todayIso(new Date("2026-01-01T22:00:00Z"))).toBe("2026-01-02");
    expect(todayIso(new Date("2026-07-01T20:59:00Z"))).toBe("2026-07-01");
    expect(todayIso(new Date("2026-07-01T21:00:00Z"))).toBe("2026-07-02");
  });

  it("reads the clock on every call", () => {
    vi.useFakeTimers({ now: new Date("2030-03-10T12:00:00Z") });
    expect(todayIso()).toBe("2030-03-10");
    vi.setSystemTime(new Date("2031-08-20T12:00:00Z"));
    expect(todayIso()).toBe("2031-08-20");
  });

  it("is the latest birth date the roster and the player registration take, at 00:30 in Athens", () => {
    // 22:30 UTC on 1 January is 00:30 on 2 January in Athens, still 1 January in London.
    vi.useFakeTimers({ now: new Date("2026-01-01T22:30:00Z") });
    expect(v.safeParse(rosterPlayerSchema, { ...rosterPlayer, dateOfBirth: "2026-01-02" }).success).toBe(true);
    expect(messageFor(rosterPlayerSchema, { ...rosterPlayer, dateOfBirth: "2026-01-03" }, "dateOfBirth")).toBe(m.dateOfBirthRange);
    const player = { firstName: "Dimitris", lastName: "Georgiou", email: "d@example.com", password: "Scrum-half-9" };
    expect(v.safeParse(userRegistrationSchema, { ...player, dateOfBirth: "2026-01-02" }).success).toBe(true);
    expect(messageFor(userRegistrationSchema, { ...player, dateOfBirth: "2026-01-03" }, "dateOfBirth")).toBe(m.invalidDate);
  });
});

describe("match dates", () => {
  it("take 1950-01-01 to ten years after today, and nothing outside with its own message", () => {
    const today = todayIso();
    for (const date of ["1950-01-01", today, yearsAfter(today, 10)]) {
      expect(v.safeParse(matchSchema, { ...match, date }).success, date).toBe(true);
    }
    for (const date of ["1949-12-31", "0100-01-01", "9999-12-31", yearsAfter(today, 11)]) {
      expect(messageFor(matchSchema, { ...match, date }, "date"), date).toBe(m.matchDateRange);
    }
  });

  it("move the window with the clock, not with the time the module was loaded", () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T12:00:00Z") });
    expect(messageFor(matchSchema, { ...match, date: "2036-06-02" }, "date")).toBe(m.matchDateRange);
    vi.setSystemTime(new Date("2027-06-01T12:00:00Z"));
    expect(v.safeParse(matchSchema, { ...match, date: "2036-06-02" }).success).toBe(true);
  });
});

describe("text fields", () => {
  const lone = "Cafe \uD83D"; // the first half of an emoji, without its second

  it("refuse a lone UTF-16 surrogate with a sentence, required or optional", () => {
    expect(messageFor(rosterPlayerSchema, { ...rosterPlayer, name: lone }, "name")).toBe(m.textMalformed);
    expect(messageFor(matchSchema, { ...match, venue: lone }, "venue")).toBe(m.textMalformed);
    expect(messageFor(profileSchema, { firstName: "Nikos", lastName: "Test", bio: lone }, "bio")).toBe(m.textMalformed);
    expect(messageFor(profileSchema, { firstName: "Nikos", lastName: "Test", phoneNumber: "\uDC00" }, "phoneNumber")).toBe(m.textMalformed);
  });

  it("take a whole emoji and Greek", () => {
    expect(v.safeParse(rosterPlayerSchema, { ...rosterPlayer, name: "Γιώργος 🏉" }).success).toBe(true);
  });
});

describe("optional fields: null means empty", () => {
  it("a player's profile with its optional fields null passes and reads as empty", () => {
    const result = v.safeParse(profileSchema, {
      firstName: "Nikos",
      lastName: "Test",
      email: "nikos@example.com",
      phoneNumber: null,
      dateOfBirth: null,
      position: null,
      height: null,
      weight: null,
      bio: null,
      profilePicture: null,
    });
    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({ phoneNumber: "", dateOfBirth: "", position: "", bio: "", profilePicture: "", height: null });
  });

  it("a club profile and an article with null optional fields pass", () => {
    const club = {
      name: "Athens Owls",
      abbreviation: "OWLS",
      location: "Athens",
      rugbyUnion: true,
      rugbyLeague: false,
      responsiblePersonName: "Maria Test",
      responsiblePersonEmail: "maria@example.com",
      responsiblePersonPhone: "+30 694 000 0000",
    };
    const nulls = { description: null, foundedYear: null, website: null, facebookUrl: null, instagramUrl: null, xUrl: null };
    expect(v.safeParse(clubProfileSchema, { ...club, ...nulls }).issues).toBeUndefined();
    const article = { title: "A title", content: "Some content here", category: "Club News", imageUrl: "/images/a.svg", slug: null };
    expect(v.safeParse(newsSchema, article).issues).toBeUndefined();
  });

  it("a required field sent as null keeps its own message", () => {
    expect(messageFor(rosterPlayerSchema, { ...rosterPlayer, name: null }, "name")).toBe(m.nameMin);
  });
});
