/**
 * The floor of the live benchmark (scripts/bench/live.ts): a bare Durable Object that accepts
 * hibernating WebSockets and broadcasts whatever is POSTed to every one, nothing else. The
 * product's fan-out is measured against it, in the same run, on the same machine.
 */
import { DurableObject } from "cloudflare:workers";

export class Broadcaster extends DurableObject {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      server.send("ready");
      return new Response(null, { status: 101, webSocket: client });
    }
    const message = await request.text();
    for (const socket of this.ctx.getWebSockets()) socket.send(message);
    return new Response(null, { status: 204 });
  }
}

export default {
  fetch(request: Request, env: { BROADCASTER: DurableObjectNamespace<Broadcaster> }) {
    const room = new URL(request.url).searchParams.get("room") ?? "bench";
    return env.BROADCASTER.get(env.BROADCASTER.idFromName(room)).fetch(request);
  },
};
