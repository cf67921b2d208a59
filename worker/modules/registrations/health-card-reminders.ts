/**
 * Health card reminders (issue 24, point 3): the player (or the parent) and the club's secretary
 * are mailed 30 days before a card expires and on the day it does, each once per card. Run by the
 * cron (worker/index.ts) with the time it runs at, so a test controls the clock. Stub.
 */
export async function sendHealthCardReminders(_env: Env, _now: Date): Promise<void> {}
