import { grid } from "../../ui/layout.css";
import type { NewsItem } from "./api";
import { NewsCard } from "./news-card";
import * as s from "./news.css";

/** The news "Load more" added under the first page: loaded with the first of them. */
export function NewsMoreList({ items }: { items: NewsItem[] }) {
  return (
    <ul className={`${grid.three} ${s.list} ${s.moreList}`}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
