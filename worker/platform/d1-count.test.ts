import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { D1_COUNTS_PATH, withD1Counting, type D1Counts } from "./d1-count";

const counting = { ...env, BENCH_COUNTERS: "true" } as Env;
const request = (method: string, path = "/api/anything") => new Request(`http://bench.test${path}`, { method });

async function countsNow(): Promise<D1Counts> {
  const answer = await withD1Counting(request("GET", D1_COUNTS_PATH), counting, () => Promise.reject(new Error("not reached")));
  return answer.json();
}

describe("D1 statements counted for the match-day bench (issue 25, point 8)", () => {
  it("counts each statement under the kind of request that ran it, sessions and batches included, and the edge cache's reads of its versions", async () => {
    const before = await countsNow();
    await withD1Counting(request("GET"), counting, async (bench) => {
      await bench.DB.prepare("SELECT 1").first();
      const session = bench.DB.withSession("first-primary");
      await session.batch([session.prepare("SELECT 2"), session.prepare("SELECT tag FROM edge_cache_versions LIMIT 1")]);
      return new Response("read");
    });
    await withD1Counting(request("POST"), counting, async (bench) => {
      await bench.DB.prepare("SELECT 4").run();
      return new Response("wrote");
    });
    const after = await countsNow();
    expect({ read: after.read - before.read, write: after.write - before.write, versionReads: after.versionReads - before.versionReads }).toEqual({ read: 3, write: 1, versionReads: 1 });
  });

  it("hands the same bindings to every request, so what is kept per set of bindings stays kept", async () => {
    const seen: Env[] = [];
    for (let index = 0; index < 2; index++) await withD1Counting(request("GET"), counting, async (bench) => (seen.push(bench), new Response("ok")));
    expect(seen[0]).toBe(seen[1]);
  });

  it("wraps nothing and answers no counts on a server that does not count", async () => {
    let handed: Env | undefined;
    const answer = await withD1Counting(request("GET", D1_COUNTS_PATH), env, async (plain) => ((handed = plain), new Response("the app's own answer")));
    expect(handed).toBe(env);
    expect(await answer.text()).toBe("the app's own answer");
  });
});
