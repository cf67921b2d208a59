import type { AnyFieldApi } from "@tanstack/react-form";

/**
 * Listeners for a password field and for its confirmation (issue 19): each change checks the
 * confirmation again with the form's own schema, as leaving the field does, once it has been
 * filled in. So "Passwords do not match" shows as soon as both are filled in and the confirmation
 * left, and comes and goes as either is typed after that; the rule stays the schema's.
 * `confirmField` is the confirmation's name in the whole form.
 */
export const recheckConfirmation = (confirmField: string) => ({
  onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
    if (fieldApi.form.getFieldValue(confirmField)) void fieldApi.form.validateField(confirmField, "blur");
  },
});
