import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { COMPETITIONS } from "../../../schema";
import { COMPETITION_LABELS } from "../../lib/labels";
import { clubsQuery } from "../clubs";
import { competitionsQuery, useCompetitionName } from "../competitions";

const FRIENDLY = "Friendly";
const isSpecName = (name: string): name is (typeof COMPETITIONS)[number] => (COMPETITIONS as readonly string[]).includes(name);

/**
 * The match dialog's competitions: this season's, from the database (issue 10), then Friendly,
 * which means none. A match keeps its competition by English name (the SPEC's field). Until the
 * list has loaded (offline, say) the SPEC's names stand in: they are seeded as this season's.
 */
export function useMatchCompetitionOptions(current?: string) {
  const { i18n } = useLingui();
  const nameOf = useCompetitionName();
  const { data } = useQuery(competitionsQuery({ season: "current" }));
  const specLabel = (name: string) => (isSpecName(name) ? i18n._(COMPETITION_LABELS[name]) : name);
  const fromDb = data?.map((competition) => ({ value: competition.nameEn, label: nameOf(competition) }));
  const options = fromDb ?? COMPETITIONS.filter((name) => name !== FRIENDLY).map((name) => ({ value: name, label: specLabel(name) }));
  const seen = new Set(options.map((option) => option.value));
  const unique = options.filter((option, index) => options.findIndex((other) => other.value === option.value) === index);
  // A match from an earlier season keeps its competition as a choice.
  const kept = current && current !== FRIENDLY && !seen.has(current) ? [{ value: current, label: specLabel(current) }] : [];
  return [...unique, ...kept, { value: FRIENDLY, label: specLabel(FRIENDLY) }];
}

/** Member clubs for the opponent field's suggestions (it still takes any name). */
export function useMemberClubNames(ownClubId?: number) {
  const { data } = useQuery(clubsQuery());
  return (data ?? []).filter((club) => club.id !== ownClubId).map((club) => club.name);
}
