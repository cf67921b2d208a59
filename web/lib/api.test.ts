import { afterEach, describe, expect, it } from "vitest";
import { MESSAGE_IDS_HEADER } from "../../schema/api-language";
import { api, ApiError, setApiFetch, unwrap } from "./api";

afterEach(() => setApiFetch((input, init) => fetch(input, init)));

describe("the typed API client", () => {
  it("asks for the messages as ids (English), which the app translates in the language it shows", async () => {
    const sent: Headers[] = [];
    setApiFetch(async (input, init) => {
      sent.push(new Request(input, init).headers);
      return Response.json({ message: "Club not found", code: "not_found" }, { status: 404 });
    });
    const failure = await unwrap(api.clubs[":id"].$get({ param: { id: "999" } })).catch((error: unknown) => error);
    expect(sent[0]?.get(MESSAGE_IDS_HEADER)).toBe("1");
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe("Club not found");
  });
});
