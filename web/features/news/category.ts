import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { NewsCategory } from "../../../schema/constants";

/** Translated names of the SPEC's news categories; unknown categories are shown as stored. */
export const CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  "National Team": msg`National Team`,
  "Youth Development": msg`Youth Development`,
  Infrastructure: msg`Infrastructure`,
  Tournament: msg`Tournament`,
  "Club News": msg`Club News`,
};

/** SPEC section 3: colour styles exist for national team, youth development, infrastructure and other. */
export type CategoryTone = "nationalTeam" | "youthDevelopment" | "infrastructure" | "other";

export function categoryTone(category: string): CategoryTone {
  switch (category) {
    case "National Team":
      return "nationalTeam";
    case "Youth Development":
      return "youthDevelopment";
    case "Infrastructure":
      return "infrastructure";
    default:
      return "other";
  }
}
