/**
 * What a guard says about itself in the API document (worker/modules/api-docs): the session cookie it
 * needs and what it answers without one. Here, under the guards, so they need no module to say it.
 */
import type { MiddlewareHandler } from "hono";
import { uniqueSymbol, type DescribeRouteOptions } from "hono-openapi";

/** A reference to one of the document's shared error answers. */
export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Gives a guard (or any middleware) its part of the document: the cookie it needs, what it answers. */
export const documented = <M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M => Object.assign(middleware, { [uniqueSymbol]: { spec } });

export const CLUB_SESSION: DescribeRouteOptions = { security: [{ clubSession: [] }], responses: { 401: errorRef("Unauthorized") } };
/** The admin's routes: a club session of the federation's admin account (OpenAPI 3.1 lets a cookie requirement name the role). */
export const ADMIN_SESSION: DescribeRouteOptions = { security: [{ clubSession: ["admin"] }], responses: { 401: errorRef("Unauthorized"), 403: errorRef("Forbidden") } };
export const PLAYER_SESSION: DescribeRouteOptions = { security: [{ playerSession: [] }], responses: { 401: errorRef("Unauthorized") } };
