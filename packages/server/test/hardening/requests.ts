import { routePath, routes, type RouteName } from '@signals/protocol';
import type { TestClient, TestResponse } from '../support/testClient.js';
import type { RouteCall } from './routeCalls.js';

/** Sends a route's call as the client: method and path from the table, JSON body when there is one. */
export function callRoute(client: TestClient, name: RouteName, call: RouteCall, headers: Record<string, string> = {}): Promise<TestResponse> {
  const spec = routes[name];
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return client.request(spec.method, routePath(spec.path, call.params) + query, { body: call.body, headers });
}

/** Whether a route may change anything: every method but GET. */
export function isWrite(name: RouteName): boolean {
  return routes[name].method !== 'GET';
}
