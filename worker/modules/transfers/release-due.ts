/**
 * Automatic release (issue 24, point 5): a transfer the current club has not objected to within 7
 * days is released. Run by the cron (worker/index.ts) with the time it runs at. Stub.
 */
export async function releaseDueTransfers(_env: Env, _now: Date): Promise<void> {}
