import { describe, expect, it } from "vitest";
import { countsAddUp, playedOf } from "./played";

describe("played", () => {
  it("is won + drawn + lost", () => {
    expect(playedOf({ won: 3, drawn: 1, lost: 2 })).toBe(6);
    expect(countsAddUp({ played: 6, won: 3, drawn: 1, lost: 2 })).toBe(true);
    expect(countsAddUp({ played: 7, won: 3, drawn: 1, lost: 2 })).toBe(false);
  });
});
