/**
 * This phone's identity for live scoring: a device id made once, and a running number per
 * fixture. Both live in localStorage, so they survive a reload and a browser restart, as the
 * queued events do (the outbox, IndexedDB).
 */
const DEVICE_KEY = "rh-live-device";
const seqKey = (fixtureId: number) => `rh-live-seq-${fixtureId}`;

export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function nextSequence(fixtureId: number): number {
  const next = Number(localStorage.getItem(seqKey(fixtureId)) ?? 0) + 1;
  localStorage.setItem(seqKey(fixtureId), String(next));
  return next;
}
