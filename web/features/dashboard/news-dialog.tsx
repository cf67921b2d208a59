import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { LIMITS, NEWS_CATEGORIES, newsSchema } from "../../../schema";
import { useAppForm, validateWith } from "../../ui/form";
import { useCreateNews, useUpdateNews, type OwnNews } from "./api";
import { ContentEditorField } from "./content-editor-field";
import { FormDialog } from "./form-dialog";
import { CATEGORY_LABELS } from "../../lib/labels";
import { useDelayedClose } from "./use-delayed-close";
import { useDialogSave } from "./use-dialog-save";

type NewsDialogProps = {
  /** The article to edit; without it the dialog adds one. */
  item?: OwnNews;
  /** Issue 13: the club's article this new one translates (into the other language). */
  translating?: OwnNews;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The schema's optional slug is optional here too (`null` is empty), so the shared schema types the form. */
type NewsFormValues = { title: string; category: string; imageUrl: string; slug?: string | null; content: string };

const emptyNews: NewsFormValues = { title: "", category: "", imageUrl: "", slug: "", content: "" };

/** Add or edit an article (SPEC sections 2, 4, 5): closes 1 s after a save; the add form resets. */
export function NewsDialog({ item, translating, open, onOpenChange }: NewsDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreateNews();
  const update = useUpdateNews();
  const { error, save, clearError } = useDialogSave();
  const delayedClose = useDelayedClose(LIMITS.newsDialogCloseMs);

  const form = useAppForm({
    defaultValues: item
      ? ({ title: item.title, category: item.category, imageUrl: item.imageUrl, slug: item.slug, content: item.content } satisfies NewsFormValues)
      : translating
        ? { ...emptyNews, category: translating.category, imageUrl: translating.imageUrl }
        : emptyNews,
    ...validateWith(newsSchema),
    onSubmit: async ({ value, formApi }) => {
      const input = { ...v.parse(newsSchema, value), ...(translating ? { translationOf: translating.id } : {}) };
      const saved = await save(formApi, () => (item ? update.mutateAsync({ ...input, id: item.id }) : create.mutateAsync(input)), {
        success: item
          ? { title: t`News Updated`, description: t`Your news has been successfully updated.` }
          : { title: t`News Created`, description: t`Your news has been successfully published.` },
        fallback: item ? t`An error occurred while updating news` : t`An error occurred while creating news`,
      });
      if (saved)
        delayedClose.start(() => {
          onOpenChange(false);
          if (!item) formApi.reset();
        });
    },
  });

  const categories = NEWS_CATEGORIES.map((category) => ({ value: category, label: i18n._(CATEGORY_LABELS[category]) }));

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      onClose={clearError}
      title={item ? t`Edit News` : translating ? (translating.language === "el" ? t`Add the English translation` : t`Add the Greek translation`) : t`Add News`}
      submitLabel={item ? <Trans>Update News</Trans> : <Trans>Publish News</Trans>}
      error={error}
      locked={delayedClose.pending}
      wide
    >
      <form.AppField name="title">{(field) => <field.TextField label={t`Title`} />}</form.AppField>
      <form.AppField name="category">
        {(field) => <field.SelectField label={t`Category`} options={categories} placeholder={t`Select a category`} />}
      </form.AppField>
      <form.AppField name="imageUrl">
        {(field) => <field.TextField label={t`Image URL`} type="url" placeholder="https://" hint={t`A link to the article's photo.`} />}
      </form.AppField>
      <form.AppField name="slug">
        {(field) => <field.TextField label={t`Slug (optional)`} hint={t`Leave it empty to generate it from the title.`} />}
      </form.AppField>
      <form.AppField name="content">{() => <ContentEditorField label={t`Content`} />}</form.AppField>
    </FormDialog>
  );
}
