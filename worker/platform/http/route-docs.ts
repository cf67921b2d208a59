/**
 * What a guard says about itself in the API document (worker/modules/api-docs): the session cookie it
 * needs and what it answers without one. Here, under the guards, so they need no module to say it.
 */
import type { MiddlewareHandler } from "hono";
import { uniqueSymbol, type DescribeRouteOptions } from "hono-openapi";
import { ANY_FEDERATION_ROLE_SCOPE, clubCapabilityScope, federationCapabilityScope } from "../../../domain/people/route-permissions";
import type { ClubCapability, FederationCapability } from "../../../domain/people/roles";

/** A reference to one of the document's shared error answers. */
export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Gives a guard (or any middleware) its part of the document: the cookie it needs, what it answers. */
export const documented = <M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M => Object.assign(middleware, { [uniqueSymbol]: { spec } });

export const CLUB_SESSION: DescribeRouteOptions = { security: [{ clubSession: [] }], responses: { 401: errorRef("Unauthorized") } };
/**
 * The admin's routes: a club session of a person with any federation role (OpenAPI 3.1 lets a
 * cookie requirement name scopes: "admin" is any federation role).
 */
export const ADMIN_SESSION: DescribeRouteOptions = { security: [{ clubSession: [ANY_FEDERATION_ROLE_SCOPE] }], responses: { 401: errorRef("Unauthorized"), 403: errorRef("Forbidden") } };

/**
 * Issue 23: a guard that checks a capability names it as a scope of the club session
 * (`club:news`, `federation:clubs`), so the document itself says what each operation needs. The
 * scopes of the guards met on the way add up (worker/modules/api-docs/openapi.ts merges them), and
 * domain/people/route-permissions.ts reads them into the permissions table.
 */
export const clubCapabilitySession = (capability: ClubCapability): DescribeRouteOptions => ({
  security: [{ clubSession: [clubCapabilityScope(capability)] }],
  responses: { 401: errorRef("Unauthorized"), 403: errorRef("Forbidden") },
});
export const federationCapabilitySession = (capability: FederationCapability): DescribeRouteOptions => ({
  security: [{ clubSession: [ANY_FEDERATION_ROLE_SCOPE, ...(capability === "dashboard" ? [] : [federationCapabilityScope(capability)])] }],
  responses: { 401: errorRef("Unauthorized"), 403: errorRef("Forbidden") },
});
export const PLAYER_SESSION: DescribeRouteOptions = { security: [{ playerSession: [] }], responses: { 401: errorRef("Unauthorized") } };
