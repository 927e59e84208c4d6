import type { z } from 'zod';
import type { Access, HttpMethod } from './endpoints.js';
import type { StaffCapability } from './staffRoles.js';

/** One route of the table: where it lives, who may call it, and the schemas of what it takes and answers. */
export interface RouteSpec {
  method: HttpMethod;
  /** Koa-style path; `:id` segments are validated by `params`. */
  path: `/api/${string}`;
  access: Access;
  /** On a staff route: the capability its caller's role must hold (staffRoles.ts). */
  staff?: StaffCapability;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The answer's media type when it is not JSON: the handler returns the body
   * as text, `response` validates that text, and the server sends it with
   * this type (and as a download).
   */
  produces?: 'text/csv' | 'text/html';
  /** The success status; 200 unless stated. */
  status?: 200 | 201;
  /**
   * The handler runs a command: the server opens one transaction for the
   * request and publishes the command's events after it commits. Never on GET.
   */
  writes?: true;
}


/** Keeps a route's literal types (its path, its schemas) while checking it is a route. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}
