import { useLingui } from "@lingui/react/macro";
import { Badge } from "../../ui/feedback";
import type { FixtureStatus, FixtureTeam } from "./types";

/** A status worth a word (not a plain scheduled or played match): postponed, forfeited… */
export function FixtureStatusBadge({ status, home, away }: { status: FixtureStatus; home: FixtureTeam; away: FixtureTeam | null }) {
  const { t } = useLingui();
  if (status === "scheduled" || status === "played") return null;
  const label =
    status === "postponed"
      ? t({ message: "Postponed", context: "fixture status" })
      : status === "abandoned"
        ? t({ message: "Abandoned", context: "fixture status" })
        : status === "cancelled"
          ? t({ message: "Cancelled", context: "fixture status" })
          : t`Forfeited by ${status === "forfeited-home" ? home.name : (away?.name ?? "")}`;
  return <Badge tone="warning">{label}</Badge>;
}
