import { describe, expect, it } from "vitest";
import { healthCardState } from "./club-health-card";

describe("a health card's state for the club's warning", () => {
  const today = "2026-11-27";
  it("is missing without a date", () => expect(healthCardState(null, today)).toBe("missing"));
  it("is still valid on its expiry day, and expired the day after", () => {
    expect(healthCardState("2026-11-27", today)).toBe("expiring");
    expect(healthCardState("2026-11-26", today)).toBe("expired");
  });
  it("warns from 30 days before, across a month's end", () => {
    expect(healthCardState("2026-12-27", today)).toBe("expiring");
    expect(healthCardState("2026-12-28", today)).toBe("valid");
  });
});
