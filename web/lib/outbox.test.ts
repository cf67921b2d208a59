import { describe, expect, it } from "vitest";
import type { Delivery, LiveEventPayload, OutboxItem } from "./outbox";
import { afterAnswer, asksToRetryLater, DEFAULT_RETRY_MS, replayInOrder, sendingOrder } from "./outbox";

let clock = 0;
const live = (id: string, fixtureId: number, seq: number, status: OutboxItem["status"] = "queued"): OutboxItem => ({
  id,
  kind: "liveEvent",
  payload: { fixtureId, deviceId: "phone-one", seq, at: seq, minute: seq, type: "penalty-goal", team: "home", playerId: null, undoes: null, counts: null } as LiveEventPayload,
  createdAt: ++clock,
  status,
});
const form = (id: string): OutboxItem => ({ id, kind: "claim", payload: {} as never, createdAt: ++clock, status: "queued" });

/** Replays with answers by id (delivered unless said), noting the order of the attempts. */
async function replay(items: OutboxItem[], answers: Record<string, Delivery> = {}) {
  const sent: string[] = [];
  const waiting = await replayInOrder(items, async (item) => {
    sent.push(item.id);
    return answers[item.id] ?? "delivered";
  });
  return { sent, waiting };
}

describe("the outbox's sending order", () => {
  it("sends a fixture's events by the phone's running number, whatever order they were queued in", async () => {
    // Queued out of order (an undo re-queued after a reload, a clock change): seq decides.
    const items = [live("c", 7, 3), live("a", 7, 1), live("b", 7, 2)];
    expect(sendingOrder(items).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect((await replay(items)).sent).toEqual(["a", "b", "c"]);
  });

  it("stops a fixture's events at the first that must wait, and lets other fixtures and forms carry on", async () => {
    const items = [live("a1", 7, 1), form("claim"), live("a2", 7, 2), live("b1", 8, 1), live("a3", 7, 3), live("b2", 8, 2)];
    const { sent, waiting } = await replay(items, { a1: "retry" });
    expect(sent).toEqual(["a1", "claim", "b1", "b2"]);
    // a1 and the two behind it.
    expect(waiting).toBe(3);
  });

  it("does not hold a fixture's events behind one refused for good, nor behind a failed one left for the user", async () => {
    const items = [live("x", 7, 1, "failed"), live("a", 7, 2), live("b", 7, 3), live("c", 7, 4)];
    const { sent, waiting } = await replay(items, { a: "refused" });
    expect(sent).toEqual(["a", "b", "c"]);
    expect(waiting).toBe(0);
  });
});

describe("what an answer makes of a queued item", () => {
  const item = form("registration");
  const NOW = 1_000_000;

  it("keeps it queued on a 503 (a storage fault), to be sent again when Retry-After says", async () => {
    const answer = Response.json({ message: "Our data storage is unavailable for a moment. Please try again in a few seconds.", code: "storage_unavailable" }, { status: 503, headers: { "Retry-After": "7" } });
    expect(await afterAnswer(item, answer, NOW)).toEqual({ delivery: "retry", next: { ...item, status: "queued", retryAt: NOW + 7000 } });
  });

  it("reads Retry-After as an HTTP date too, and waits a while when the server gives none", async () => {
    const dated = new Response(null, { status: 503, headers: { "Retry-After": new Date(NOW + 60_000).toUTCString() } });
    expect((await afterAnswer(item, dated, NOW)).next?.retryAt).toBe(NOW + 60_000);
    const bare = new Response(null, { status: 502 });
    expect((await afterAnswer(item, bare, NOW)).next).toMatchObject({ status: "queued", retryAt: NOW + DEFAULT_RETRY_MS });
  });

  it("removes it once delivered, and marks it failed with the server's reasons when refused", async () => {
    expect(await afterAnswer(item, Response.json({ id: 1 }, { status: 201 }), NOW)).toEqual({ delivery: "delivered", next: null });
    const refused = Response.json({ message: "Please check the form for errors", code: "invalid_input", fields: { email: "Please enter a valid email address." } }, { status: 400 });
    expect(await afterAnswer(item, refused, NOW)).toEqual({
      delivery: "refused",
      next: { ...item, status: "failed", error: "Please check the form for errors", errorDetails: ["Please enter a valid email address."] },
    });
  });
});

describe("a first, online send", () => {
  it("is kept for later only when the server says it cannot take it now; a plain 500 is shown as failed (the SPEC's toast)", () => {
    expect([408, 429, 503].map(asksToRetryLater)).toEqual([true, true, true]);
    expect([200, 400, 409, 500, 502].map(asksToRetryLater)).toEqual([false, false, false, false, false]);
  });
});
