/**
 * The fans of the live benchmark, in a process of their own (scripts/bench/live.ts starts it), so
 * a thousand sockets' messages never delay the official's write being timed in the parent. Opens
 * `count` WebSockets on `url`, says `ready` once each has its first message, then reports each
 * later message's arrival as an absolute time (performance.timeOrigin + now, comparable across
 * processes), in batches.
 */
const [url, countText] = process.argv.slice(2);
const count = Number(countText);
const now = () => performance.timeOrigin + performance.now();

let ready = 0;
let arrivals: number[] = [];
const sockets: WebSocket[] = [];
for (let index = 0; index < count; index++) {
  const socket = new WebSocket(url!);
  let first = true;
  socket.onmessage = () => {
    if (first) {
      first = false;
      if (++ready === count) process.send!({ type: "ready" });
      return;
    }
    arrivals.push(now());
  };
  socket.onerror = () => process.send!({ type: "error" });
  sockets.push(socket);
}
setInterval(() => {
  if (arrivals.length === 0) return;
  process.send!({ type: "arrivals", times: arrivals });
  arrivals = [];
}, 50);
process.on("message", (message: { type: string }) => {
  if (message.type !== "close") return;
  for (const socket of sockets) socket.close();
  setTimeout(() => process.exit(0), 200);
});
