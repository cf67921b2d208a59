/**
 * Issue 20, point 3: the size limit comes first, while the body is read, whether or not it
 * declares a length. A declared Content-Length over the limit is refused unread; a chunked body
 * (no length) is read as a stream and refused as soon as it passes the limit; a chunked body
 * under the limit is taken like any other. (A real `wrangler dev` receiving Transfer-Encoding:
 * chunked from node:http: e2e/request-bodies.spec.ts.)
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../schema/constants";
import { apiMessages, uploadMessages } from "../../../schema/messages";
import { callJson } from "../../test/helpers";
import { signedInClub } from "../../test/dashboard";

beforeEach(() => void vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never));
afterEach(() => vi.restoreAllMocks());

/**
 * A body sent in chunks with no length, as a client streaming it does: `total` bytes of `text`
 * repeated, made only as the reader asks for them. `pulled()` says how many bytes were asked for.
 */
function chunked(text: string | Uint8Array, total = text.length, chunk = 16 * 1024) {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text.repeat(Math.ceil(total / text.length)).slice(0, total)) : text;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(sent, sent + chunk));
        sent += chunk;
      },
    },
    // Nothing is read ahead: a byte is made only when the server asks for it.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => Math.min(sent, bytes.length) };
}

const send = (path: string, body: ReadableStream, headers: Record<string, string> = { "content-type": "application/json" }) =>
  callJson(path, { method: "POST", body, headers, duplex: "half" } as RequestInit);

const academy = JSON.stringify({ parentName: "Kostas Georgiou", email: "kostas@example.com", phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true });

describe("a JSON body sent chunked (no Content-Length)", () => {
  it("is taken like any other when under the limit: a valid academy registration gets 201", async () => {
    const { stream } = chunked(academy, academy.length, 7);
    const { status, body } = await send("/api/academy-registration", stream);
    expect(status).toBe(201);
    expect(body.message).toBe(apiMessages.academyReceived);
  });

  it("is refused with 413 as soon as it passes the limit, without being read to its end", async () => {
    const hundredMiB = 100 * 1024 * 1024;
    const { stream, pulled } = chunked(`{"parentName":"${"x".repeat(1000)}`, hundredMiB);
    const { status, body } = await send("/api/academy-registration", stream);
    expect(status).toBe(413);
    expect(body).toEqual({ message: apiMessages.bodyTooLarge, code: "payload_too_large" });
    expect(pulled()).toBeLessThan(LIMITS.bodyMaxBytes + 64 * 1024);
  });

  it("answers what is wrong with it with a 400, never a 500", async () => {
    expect(await send("/api/academy-registration", chunked("{not json").stream)).toMatchObject({ status: 400, body: { message: apiMessages.malformedJson } });
    expect(await send("/api/academy-registration", chunked("[1, 2]").stream)).toMatchObject({ status: 400, body: { message: apiMessages.bodyNotObject } });
    expect(await send("/api/academy-registration", chunked("{}").stream, { "content-type": "text/plain" })).toMatchObject({ status: 415 });
  });
});

describe("a body that declares its length", () => {
  it("is refused with 413 unread when the length is over the limit", async () => {
    const { stream, pulled } = chunked("{}", 200 * 1024);
    const response = await callJson("/api/academy-registration", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", "content-length": String(200 * 1024) },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    // At most the one chunk the runtime passes along before the worker runs: never up to the limit.
    expect(pulled()).toBeLessThanOrEqual(16 * 1024);
  });
});

describe("an upload sent chunked", () => {
  it("is refused with the logo's 413 past the upload limit, and taken under it", async () => {
    const { cookie } = await signedInClub();
    const boundary = "----rugbyhellas";
    const part = (bytes: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, cookie };
    const tooLarge = chunked(part("x".repeat(LIMITS.logoMaxBytes + 128 * 1024)));
    const refused = await callJson("/api/clubs/logo", { method: "POST", body: tooLarge.stream, headers, duplex: "half" } as RequestInit);
    expect(refused.status).toBe(413);
    expect(refused.body.fields).toEqual({ logo: uploadMessages.tooLarge });
    expect(tooLarge.pulled()).toBeLessThan(LIMITS.logoMaxBytes + 128 * 1024);

    // A PNG's signature and header, as bytes (a string would be sent as UTF-8).
    const [head, tail] = part("PNG").split("PNG") as [string, string];
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
    const upload = new Uint8Array([...new TextEncoder().encode(head), ...png, ...new TextEncoder().encode(tail)]);
    const taken = await callJson("/api/clubs/logo", { method: "POST", body: chunked(upload, upload.length, 5).stream, headers, duplex: "half" } as RequestInit);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });
});
