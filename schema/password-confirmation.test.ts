import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { messages as m } from "./messages";
import { clubCredentialsSchema, clubRegistrationFormSchema, passwordChangeFormSchema, userRegistrationFormSchema } from "./requests";

/** The messages valibot gives `field`. */
function messagesFor(schema: v.GenericSchema, input: unknown, field: string) {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.filter((issue) => issue.path?.map((item) => String(item.key)).join(".") === field).map((issue) => issue.message);
}

/**
 * Issue 19, point 11: every form with a confirmation says "Passwords do not match" on the confirm
 * field as soon as both are filled in, whatever the other fields hold (club registration's used
 * to wait until every other field was valid).
 */
describe("a password's confirmation", () => {
  const forms = [
    { name: "club registration", schema: clubRegistrationFormSchema, password: "password" },
    { name: "player registration", schema: userRegistrationFormSchema, password: "password" },
    { name: "a claimant's link", schema: clubCredentialsSchema, password: "password" },
    { name: "a password change", schema: passwordChangeFormSchema, password: "newPassword" },
  ] as const;

  for (const { name, schema, password } of forms) {
    it(`is checked in ${name} while every other field is still empty`, () => {
      const otherwiseEmpty = { [password]: "Club-secret-1", confirmPassword: "Club-secret-2" };
      expect(messagesFor(schema, otherwiseEmpty, "confirmPassword")).toContain(m.passwordsMismatch);
      expect(messagesFor(schema, { ...otherwiseEmpty, confirmPassword: "Club-secret-1" }, "confirmPassword")).not.toContain(m.passwordsMismatch);
    });
  }
});
