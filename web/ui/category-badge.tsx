import { useLingui } from "@lingui/react/macro";
import { Badge } from "./feedback";
import { CATEGORY_LABELS, labelOf } from "../lib/labels";

/** SPEC section 3: national team, youth development and infrastructure have their own colour. */
const TONES: Record<string, "union" | "success" | "warning"> = {
  "National Team": "union",
  "Youth Development": "success",
  Infrastructure: "warning",
};

export function CategoryBadge({ category }: { category: string }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[category] ?? "neutral"}>{labelOf(CATEGORY_LABELS, category, (d) => i18n._(d))}</Badge>;
}
