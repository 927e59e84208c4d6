import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { RouteName, RouteParsed, RouteResponse, Routes } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import type { Write } from '../db/transaction.js';
import type { Services } from '../services/index.js';

/** Routes open to anyone may have no viewer; every other route has one. */
export type ViewerFor<N extends RouteName> = Routes[N]['access'] extends 'public' ? User | null : User;

interface BaseArgs<N extends RouteName> {
  /** params, query and body, parsed by the route's schemas. */
  input: RouteParsed<N>;
  viewer: ViewerFor<N>;
  ctx: Context;
  services: Services;
}

/** Only a route the table declares `writes: true` gets `write`: reads cannot open a transaction. */
export type HandlerArgs<N extends RouteName> = BaseArgs<N> &
  (Routes[N] extends { writes: true }
    ? {
        /** Runs the route's command in the request's one transaction; its events go out after the commit. */
        write: Write;
      }
    : unknown);

/**
 * What a handler answers: the route's response; a download (a route that `produces` a document) may instead be a
 * stream, written as it is read (an export of every payment).
 */
export type HandlerResult<N extends RouteName> = RouteResponse<N> | (Routes[N] extends { produces: string } ? Readable : never);

/** A route handler: loads, guards, authorizes, calls a command or query, and answers through a presenter. */
export type Handler<N extends RouteName> = (args: HandlerArgs<N>) => Promise<HandlerResult<N>>;

export type Handlers = { [N in RouteName]?: Handler<N> };
