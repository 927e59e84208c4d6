import type { Context } from 'koa';
import type { RouteName, RouteParsed, RouteResponse, Routes } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import type { Services } from '../services/index.js';

/** Routes open to anyone may have no viewer; every other route has one. */
export type ViewerFor<N extends RouteName> = Routes[N]['access'] extends 'public' ? User | null : User;

export interface HandlerArgs<N extends RouteName> {
  /** params, query and body, parsed by the route's schemas. */
  input: RouteParsed<N>;
  viewer: ViewerFor<N>;
  ctx: Context;
  services: Services;
}

/** A route handler: loads, authorizes, calls a command or query, and answers through a presenter. */
export type Handler<N extends RouteName> = (args: HandlerArgs<N>) => Promise<RouteResponse<N>>;

export type Handlers = { [N in RouteName]?: Handler<N> };
