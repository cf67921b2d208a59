/**
 * Issue 19, point 6: a form whose submit the server refused with a field message must send the
 * corrected value. The message used to stay in the field's errors, so every later submit stopped
 * at TanStack Form's validity check and sent nothing.
 */
import { FieldApi, FormApi, type AnyFieldApi, type AnyFormApi } from "@tanstack/react-form";
import { describe, expect, it } from "vitest";
import { changeValue, clearServerErrors, showServerErrors } from "./server-errors";

const REFUSED = { fields: { homeScore: "A score must be a whole number from 0 to 300" } };

/** A mounted form with two number fields, whose every submit the "server" answers with `answer`. */
function fixtureForm(answer: (value: { homeScore: number; awayScore: number }) => unknown) {
  const sent: { homeScore: number; awayScore: number }[] = [];
  const typed = new FormApi({
    defaultValues: { homeScore: 0, awayScore: 0 },
    onSubmit: async ({ value }) => {
      sent.push(value);
      const failure = answer(value);
      if (failure) showServerErrors(form, failure);
    },
  });
  // The app's helpers take any form and field, as its components hand them over.
  const form = typed as unknown as AnyFormApi;
  form.mount();
  const fields = {
    homeScore: new FieldApi({ form: typed, name: "homeScore" }) as unknown as AnyFieldApi,
    awayScore: new FieldApi({ form: typed, name: "awayScore" }) as unknown as AnyFieldApi,
  };
  fields.homeScore.mount();
  fields.awayScore.mount();
  /** A submit as the app's <Form> makes it. */
  const submit = () => {
    clearServerErrors(form);
    return form.handleSubmit();
  };
  return { form, fields, sent, submit };
}

describe("the server's field messages", () => {
  it("show under their field until the value changes", async () => {
    const { fields, submit } = fixtureForm((value) => (value.homeScore > 300 ? REFUSED : undefined));
    changeValue(fields.homeScore, 301);
    await submit();
    expect(fields.homeScore.state.meta.errors).toEqual([REFUSED.fields.homeScore]);
    changeValue(fields.homeScore, 30);
    expect(fields.homeScore.state.meta.errors).toEqual([]);
  });

  it("never block the submit of a corrected value", async () => {
    const { fields, sent, submit } = fixtureForm((value) => (value.homeScore > 300 ? REFUSED : undefined));
    changeValue(fields.homeScore, 301);
    await submit();
    changeValue(fields.homeScore, 30);
    await submit();
    expect(sent.map((value) => value.homeScore)).toEqual([301, 30]);
  });

  it("are judged again by the server at each submit, even when another field was the one changed", async () => {
    // The server blames homeScore for a pair it refuses; the admin corrects awayScore instead.
    const { fields, sent, submit } = fixtureForm((value) => (value.awayScore === 99 ? REFUSED : undefined));
    changeValue(fields.homeScore, 10);
    changeValue(fields.awayScore, 99);
    await submit();
    expect(fields.homeScore.state.meta.errors).toEqual([REFUSED.fields.homeScore]);
    changeValue(fields.awayScore, 9);
    await submit();
    expect(sent.map((value) => value.awayScore)).toEqual([99, 9]);
    expect(fields.homeScore.state.meta.errors).toEqual([]);
  });

  it("leave the form's own checks in force", async () => {
    const { form, fields, sent, submit } = fixtureForm(() => undefined);
    form.update({ ...form.options, validators: { onSubmit: ({ value }: { value: { homeScore: number } }) => (value.homeScore < 0 ? { fields: { homeScore: "negative" } } : undefined) } });
    changeValue(fields.homeScore, -1);
    await submit();
    expect(sent).toEqual([]);
  });
});
