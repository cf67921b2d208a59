import { afterEach, describe, expect, it } from "vitest";
import { MESSAGE_IDS_HEADER } from "../../schema/api-language";
import { api, ApiError, messageForPeople, setApiFetch, unwrap } from "./api";

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

describe("which server messages a person is shown", () => {
  it("shows a refusal's message and a storage fault's (503, worth trying again), never a crash's or a proxy's page", () => {
    expect(messageForPeople(new ApiError(400, "Please check the form for errors", "invalid_input"))).toBe("Please check the form for errors");
    const busy = "Our data storage is unavailable for a moment. Please try again in a few seconds.";
    expect(messageForPeople(new ApiError(503, busy, "storage_unavailable"))).toBe(busy);
    expect(messageForPeople(new ApiError(500, "Something went wrong on our side. Please try again.", "internal_error"))).toBeUndefined();
    expect(messageForPeople(new ApiError(503, "<html>Service Unavailable</html>"))).toBeUndefined();
    expect(messageForPeople(new Error("boom"))).toBeUndefined();
  });
});
