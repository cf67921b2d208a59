import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { expect, it } from "vitest";
import { ATHENS_VTIMEZONE } from "./athens-vtimezone";

it("the Worker's copy of the Athens VTIMEZONE is the one @touch4it/ical-timezones gives", () => {
  expect(ATHENS_VTIMEZONE).toBe(getVtimezoneComponent("Europe/Athens"));
});
