/**
 * Issue 20, point 3, against the real server (`wrangler dev`, as `npm start` runs it): request
 * bodies sent by node:http, chunked (Transfer-Encoding: chunked, no Content-Length) or with a
 * declared length, the way the worker's own tests cannot send them. The size limit comes first:
 * a chunked body under it is taken, one over it is refused with 413 as soon as it passes the
 * limit, and a declared length over it is refused unread; the client need not send the rest.
 * No browser: plain HTTP.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { CLUB } from "./pwa-helpers";

type Answer = { status: number; body: string; ms: number };

/**
 * POSTs `first`, then stalls (never ends the body) unless `complete`: a refusal must come without
 * the rest. With no `length` the body goes chunked.
 */
function post(path: string, first: string | Uint8Array, { length, complete = false, headers = {} }: { length?: number; complete?: boolean; headers?: Record<string, string> } = {}) {
  const url = new URL(path, baseURL);
  const started = Date.now();
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: url.origin, "sec-fetch-site": "same-origin", ...(length === undefined ? {} : { "content-length": String(length) }), ...headers },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (part: string) => (body += part));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body, ms: Date.now() - started });
          request.destroy();
        });
      },
    );
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
    request.write(first);
    if (complete) request.end();
  });
}

const academy = JSON.stringify({ parentName: "Kostas Georgiou", email: `chunked-${Date.now()}@example.com`, phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true });

test("a valid academy registration sent chunked is taken (201)", async () => {
  const answer = await post("/api/academy-registration", academy, { complete: true });
  expect(answer.status, answer.body).toBe(201);
});

test("a chunked body over the limit is refused with 413 once it passes it, without the rest", async () => {
  // 100 KiB of a body that would go on for 100 MiB: the client stalls after these.
  const answer = await post("/api/academy-registration", `{"parentName":"${"x".repeat(100 * 1024)}`);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ message: "Request body is too large", code: "payload_too_large" });
});

test("a declared length over the limit is refused with 413 unread, before the client has sent it", async () => {
  const answer = await post("/api/academy-registration", `{"parentName":"${"x".repeat(1000)}`, { length: 100 * 1024 * 1024 });
  expect(answer.status).toBe(413);
  expect(answer.ms).toBeLessThan(5000);
});

test("a chunked body that is not a JSON object is a 400, never a 500", async () => {
  expect((await post("/api/academy-registration", "{not json", { complete: true })).status).toBe(400);
  expect(JSON.parse((await post("/api/academy-registration", "[1, 2]", { complete: true })).body)).toMatchObject({ code: "invalid_input", message: "The request body must be a JSON object" });
});

test("an upload sent chunked keeps its own limit: refused past it with the logo's message", async ({ request }) => {
  const signIn = await request.post("/api/auth/login", { data: CLUB });
  expect(signIn.status()).toBe(200);
  const cookie = signIn
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value.split(";")[0])
    .join("; ");
  const boundary = "----rugbyhellas";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const answer = await post("/api/clubs/logo", head + "x".repeat(5 * 1024 * 1024 + 128 * 1024), { headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` } });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ code: "payload_too_large", fields: { logo: "The logo must be at most 5MB." } });
});
