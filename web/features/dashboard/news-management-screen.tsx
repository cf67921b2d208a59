import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { ownNewsQuery, useDeleteNews, type OwnNews } from "./api";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DashboardPage } from "./dashboard-page";
import { NewsDialog } from "./news-dialog";
import { NewsRow } from "./news-row";
import { QueryState } from "./query-state";
import { useAddParam } from "./use-add-param";
import { useDeleteFlow } from "./use-delete-flow";
import * as s from "./dashboard.css";

/** /dashboard/news: the club's articles with add, edit and delete (SPEC section 2). */
export function NewsManagementScreen() {
  const { t } = useLingui();
  const news = useQuery(ownNewsQuery());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnNews>();
  const [translating, setTranslating] = useState<OwnNews>();
  const remove = useDeleteFlow<OwnNews>(useDeleteNews(), {
    success: { title: t`News Deleted`, description: t`Your news has been successfully deleted.` },
    fallback: t`An error occurred while deleting news`,
  });
  useAddParam(() => setAdding(true));

  // SPEC section 8: a failed news list load also says so in a toast.
  useEffect(() => {
    if (news.isError) toaster.error({ title: t`Error`, description: t`Failed to load news data. Please try again later.` });
  }, [news.isError, t]);

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Trans>Add News</Trans>
    </Button>
  );

  return (
    <DashboardPage title={t`News Management`} intro={<Trans>Publish and update your club's news.</Trans>} actions={addButton}>
      <QueryState query={news} empty={<EmptyState action={addButton}>{t`You haven't published any news yet.`}</EmptyState>}>
        {(items) => (
          <ul className={s.itemList} aria-label={t`Your news`}>
            {items.map((item) => (
              <NewsRow
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onDelete={() => remove.ask(item)}
                // An original: its translation is edited, or added, from its row.
                onTranslate={
                  item.translationOf === null
                    ? () => {
                        const translation = items.find((other) => other.id === item.translation?.id);
                        if (translation) setEditing(translation);
                        else setTranslating(item);
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
      </QueryState>

      <NewsDialog open={adding} onOpenChange={setAdding} />
      <NewsDialog
        key={`translating-${translating?.id ?? "none"}`}
        translating={translating}
        open={translating !== undefined}
        onOpenChange={(open) => {
          if (!open) setTranslating(undefined);
        }}
      />
      <NewsDialog
        key={editing?.id ?? "none"}
        item={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ConfirmDeleteDialog {...remove.dialog} question={<Trans>Are you sure you want to delete this news item?</Trans>} itemName={remove.target?.title} />
    </DashboardPage>
  );
}
