import { Trans } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Button } from "../../ui/button";
import { formatDate } from "../../lib/format";
import type { OwnNews } from "./api";
import { CategoryBadge } from "../../ui/category-badge";
import { RowActions } from "./row-actions";
import { useLangAttribute } from "../../lib/content-language";
import { Text } from "../../ui/text";
import { sanitizePreviewHtml } from "../../lib/sanitize-html";
import * as d from "./dashboard.css";
import * as s from "./news-row.css";

/** One article in the management list: image, title, category, date, preview, Edit and Delete. */
export function NewsRow({ item, onEdit, onDelete, onTranslate }: { item: OwnNews; onEdit: () => void; onDelete: () => void; onTranslate?: () => void }) {
  const preview = useMemo(() => sanitizePreviewHtml(item.content), [item.content]);
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className={d.itemRow} data-testid="news-row">
      <div className={s.body}>
        {imageFailed ? (
          <span className={s.thumb} aria-hidden="true" />
        ) : (
          <img className={s.thumb} src={item.imageUrl} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
        )}
        <div className={d.itemMain}>
          {/* The article's own language on its title and preview (issue 21): a screen reader reads an English article in English on a Greek dashboard. */}
          <h2 className={d.itemTitle}>
            <Text lang={item.language}>{item.title}</Text>
          </h2>
          <div className={d.itemMeta}>
            <CategoryBadge category={item.category} />
            <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
            <span lang={item.language}>{item.language.toUpperCase()}</span>
            {/* Issue 13: the translation beside its original, to add or to edit. */}
            {onTranslate ? (
              <Button tone="outline" size="sm" onClick={onTranslate}>
                {item.translation ? (
                  <Trans>Edit translation ({item.translation.language.toUpperCase()})</Trans>
                ) : item.language === "el" ? (
                  <Trans>Add English translation</Trans>
                ) : (
                  <Trans>Add Greek translation</Trans>
                )}
              </Button>
            ) : null}
          </div>
          {/* Sanitized again here: the server cleaned it on write, the browser does not trust that. */}
          <div className={s.preview} lang={useLangAttribute(item.language)} dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      </div>
      <RowActions name={item.title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
