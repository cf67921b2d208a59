/**
 * A health card's state on a day (issue 24, point 3): the club is warned 30 days before it expires,
 * as the reminders mail it. Dates are Athens calendar dates (YYYY-MM-DD).
 */
export const HEALTH_CARD_WARNING_DAYS = 30;

export type HealthCardState = "missing" | "expired" | "expiring" | "valid";

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days from `today` to the card's expiry: 0 on its last day, negative once it has expired. */
export const daysUntil = (expiresOn: string, today: string) => Math.round(dayNumber(expiresOn) - dayNumber(today));

/** Expired the day after `expiresOn`; expiring within the 30 days before. */
export function healthCardState(expiresOn: string | null, today: string): HealthCardState {
  if (!expiresOn) return "missing";
  const days = daysUntil(expiresOn, today);
  if (days < 0) return "expired";
  return days <= HEALTH_CARD_WARNING_DAYS ? "expiring" : "valid";
}
