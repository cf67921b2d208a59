import { useMemo, useState } from "react";
import { formatDate } from "../../lib/format";
import type { OwnNews } from "./api";
import { CategoryBadge } from "../../ui/category-badge";
import { RowActions } from "./row-actions";
import { sanitizePreviewHtml } from "./sanitize-html";
import * as d from "./dashboard.css";
import * as s from "./news-row.css";

/** One article in the management list: image, title, category, date, preview, Edit and Delete. */
export function NewsRow({ item, onEdit, onDelete }: { item: OwnNews; onEdit: () => void; onDelete: () => void }) {
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
          <h2 className={d.itemTitle}>{item.title}</h2>
          <div className={d.itemMeta}>
            <CategoryBadge category={item.category} />
            <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
          </div>
          {/* Sanitized again here: the server cleaned it on write, the browser does not trust that. */}
          <div className={s.preview} dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      </div>
      <RowActions name={item.title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
