import { endpoints, routePath, type RouteName } from '@signals/protocol';

type QueryValue = string | number | boolean | null | undefined;

/** Where a route of the protocol's table answers, with its path params and query. */
export interface RouteUrlInput {
  params?: Record<string, string | number>;
  /** A URL query: the route's query schemas hold scalars only; empty values are left out. */
  query?: Record<string, QueryValue>;
}

/**
 * The URL of one route, as callApi fetches it and as a link to a download
 * (the track record's CSV) points at it: one way of writing paths and query strings.
 */
export function routeUrl(name: RouteName, input: RouteUrlInput = {}): string {
  return routePath(endpoints[name].path, input.params) + queryString(input.query);
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
