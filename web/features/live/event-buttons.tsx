import { useLingui } from "@lingui/react/macro";
import type { LiveEventType } from "../../../domain/live";
import { EVENT_LABELS } from "./labels";
import * as sc from "./scoring.css";

const BUTTONS: { type: LiveEventType; tone: keyof typeof sc.eventButtonTone }[] = [
  { type: "try", tone: "score" },
  { type: "conversion", tone: "score" },
  { type: "penalty-goal", tone: "score" },
  { type: "drop-goal", tone: "score" },
  { type: "penalty-try", tone: "score" },
  { type: "yellow-card", tone: "yellow" },
  { type: "red-card", tone: "red" },
  { type: "half-time", tone: "clock" },
  { type: "second-half", tone: "clock" },
  { type: "full-time", tone: "clock" },
];

/** One large button per event, two to a row: reachable with one thumb. */
export function EventButtons({ onRecord }: { onRecord: (type: LiveEventType) => void }) {
  const { i18n } = useLingui();
  return (
    <div className={sc.eventGrid}>
      {BUTTONS.map(({ type, tone }) => (
        <button key={type} type="button" className={`${sc.eventButton} ${sc.eventButtonTone[tone]}`} data-event={type} onClick={() => onRecord(type)}>
          {i18n._(EVENT_LABELS[type])}
        </button>
      ))}
    </div>
  );
}
