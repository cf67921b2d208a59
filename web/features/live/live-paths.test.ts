import { describe, expect, it } from "vitest";
import { api } from "../../lib/api";
import { livePaths, liveSocketUrl } from "./live-paths";

const typed = (url: URL) => url.pathname;

describe("the fans' live panel asks the worker's own routes", () => {
  it("for the state, the result and the socket, as the typed client writes them", () => {
    const param = { param: { id: "42" } };
    expect(livePaths.state(42)).toBe(typed(api.fixtures[":id"].live.$url(param)));
    expect(livePaths.result(42)).toBe(typed(api.fixtures[":id"].result.$url(param)));
    expect(livePaths.socket(42)).toBe(typed(api.fixtures[":id"].live.socket.$url(param)));
  });

  it("opens the socket on this site, ws: or wss: as the page is http: or https:", () => {
    expect(liveSocketUrl(7, new URL("https://rugbyhellas.gr/matches/7"))).toBe("wss://rugbyhellas.gr/api/fixtures/7/live/socket");
    expect(liveSocketUrl(7, new URL("http://localhost:8787/matches/7"))).toBe("ws://localhost:8787/api/fixtures/7/live/socket");
  });
});
