import { useLingui } from "@lingui/react";

/** A competition's name in the reader's language. */
export function useCompetitionName() {
  const { i18n } = useLingui();
  return (competition: { nameEn: string; nameEl: string }) => (i18n.locale === "el" ? competition.nameEl : competition.nameEn);
}
