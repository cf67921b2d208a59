import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe("detectImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(detectImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toEqual({ contentType: "image/png", extension: "png" });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF"))).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(detectImageType(bytes("GIF89a", 1, 0, 1, 0))).toEqual({ contentType: "image/gif", extension: "gif" });
    expect(detectImageType(bytes("GIF87a", 1, 0, 1, 0))).toEqual({ contentType: "image/gif", extension: "gif" });
    expect(detectImageType(bytes("RIFF", 36, 0, 0, 0, "WEBPVP8 "))).toEqual({ contentType: "image/webp", extension: "webp" });
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(detectImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(detectImageType(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(detectImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(detectImageType(bytes("RIFF", 36, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes("GIF8"))).toBeNull();
    expect(detectImageType(bytes(0x89, "PNG"))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
