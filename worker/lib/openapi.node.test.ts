/** The API document checked with Node-only tools: swagger-parser validates it, Ajv runs its examples against their schemas. */
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { OpenAPIV3_1 } from "openapi-types";
import { describe, expect, it } from "vitest";
import app from "../app";
import { openApiDocument } from "./openapi";

describe("the API document", () => {
  it("is a valid OpenAPI 3.1 document (swagger-parser, zero errors)", async () => {
    const document = await openApiDocument(app);
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("every example validates against its schema", async () => {
    const document = (await SwaggerParser.dereference(structuredClone(await openApiDocument(app)) as never)) as unknown as OpenAPIV3_1.Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const examples: { where: string; schema: object; example: unknown }[] = [];
    const collect = (where: string, content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined) => {
      for (const [media, item] of Object.entries(content ?? {})) if (item.example !== undefined) examples.push({ where: `${where} ${media}`, schema: item.schema ?? {}, example: item.example });
    };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {}) as [string, OpenAPIV3_1.OperationObject][]) {
        const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
        collect(`${method} ${path} body`, body?.content);
        for (const [status, response] of Object.entries(operation.responses ?? {})) collect(`${method} ${path} ${status}`, (response as OpenAPIV3_1.ResponseObject).content);
      }
    }
    expect(examples.length).toBeGreaterThan(5);
    const failures = examples.filter(({ schema, example }) => !ajv.validate(schema, example)).map(({ where }) => `${where}: ${ajv.errorsText()}`);
    expect(failures).toEqual([]);
  });
});
