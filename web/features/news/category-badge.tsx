import { useLingui } from "@lingui/react";
import type { NewsCategory } from "../../../schema/constants";
import { CATEGORY_LABELS, categoryTone } from "./category";
import { categoryBadge } from "./category-badge.css";

export function CategoryBadge({ category }: { category: string }) {
  const { i18n } = useLingui();
  const label = CATEGORY_LABELS[category as NewsCategory];
  return <span className={categoryBadge[categoryTone(category)]}>{label ? i18n._(label) : category}</span>;
}
