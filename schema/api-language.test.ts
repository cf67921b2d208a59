import { describe, expect, it } from "vitest";
import { firstPreferredLanguage, messageLocale } from "./api-language";

describe("firstPreferredLanguage", () => {
  it("is the primary language of the most preferred entry, the first among equals", () => {
    expect(firstPreferredLanguage("el-GR,el;q=0.9,en;q=0.8")).toBe("el");
    expect(firstPreferredLanguage("en-GB,el;q=0.9")).toBe("en");
    expect(firstPreferredLanguage("en;q=0.5, EL;q=0.8")).toBe("el");
    expect(firstPreferredLanguage("*, el;q=0.1")).toBe("el");
    expect(firstPreferredLanguage("el;q=0, en;q=0.1")).toBe("en");
    expect(firstPreferredLanguage("")).toBeUndefined();
    expect(firstPreferredLanguage(null)).toBeUndefined();
  });
});

describe("messageLocale", () => {
  it("takes the ids header first, then the cookie, then Accept-Language, else English", () => {
    expect(messageLocale({ cookie: "language=el", messageIds: "1" })).toBe("en");
    expect(messageLocale({ cookie: "session=abc; language=el" })).toBe("el");
    expect(messageLocale({ cookie: "language=en", acceptLanguage: "el" })).toBe("en");
    expect(messageLocale({ cookie: "language=fr", acceptLanguage: "el-GR" })).toBe("el");
    expect(messageLocale({ cookie: "xlanguage=el" })).toBe("en");
    expect(messageLocale({ acceptLanguage: "el" })).toBe("el");
    expect(messageLocale({ acceptLanguage: "de-DE,el;q=0.9" })).toBe("en");
    expect(messageLocale({})).toBe("en");
  });
});
