import type { AnyFieldApi } from "@tanstack/react-form";

/**
 * Listeners for a password field and for its confirmation (issue 19): once both are filled in,
 * each change checks the confirmation again with the form's own schema, as leaving the field
 * does. So "Passwords do not match" shows as soon as both are filled in, the cursor still in the
 * confirm field, and comes and goes as either is typed after that; the rule stays the schema's.
 * `confirmField` and `passwordField` are their names in the whole form.
 */
export const recheckConfirmation = (confirmField: string, passwordField: string) => ({
  onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
    const { form } = fieldApi;
    if (!form.getFieldValue(confirmField) || !form.getFieldValue(passwordField)) return;
    // Both filled in: the confirmation's message is due, as if it had been left (a field's
    // message otherwise waits for that, web/ui/form.tsx). Checked after the changed field's own
    // check, which runs once its listeners have and, in "blur" mode, would clear it again.
    form.setFieldMeta(confirmField, (meta) => (meta.isBlurred ? meta : { ...meta, isBlurred: true }));
    queueMicrotask(() => void form.validateField(confirmField, "blur"));
  },
});
