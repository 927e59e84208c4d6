import { endpoints, SERVED_AT_HEADER, type ErrorBody, type RouteInput, type RouteName, type RouteResponse } from '@signals/protocol';
import { currentLanguage, t } from '../i18n';
import { ApiError } from './ApiError';
import { lastVisitCopy } from './lastVisit';
import { answeredByPage } from './pageAnswers';
import { reportRefusal } from './refusals';
import { routeUrl, type RouteUrlInput } from './routeUrl';
import { answeredAt } from './servedAt';

type Input<N extends RouteName> = RouteInput<N>;
/** Path ids travel as text, but callers hold numbers: accept both. */
type PathParams<P> = { [K in keyof P]: P[K] extends string ? string | number : P[K] };

/** The input of a call: path params and body as the route requires; a query is always optional. */
export type CallInput<N extends RouteName> = ('params' extends keyof Input<N>
  ? { params: PathParams<Input<N>['params' & keyof Input<N>]> }
  : unknown) &
  ('body' extends keyof Input<N> ? { body: Input<N>['body' & keyof Input<N>] } : unknown) &
  ('query' extends keyof Input<N> ? { query?: Input<N>['query' & keyof Input<N>] } : unknown);

type CallArgs<N extends RouteName> = object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

interface LooseInput extends RouteUrlInput {
  body?: unknown;
}


/**
 * Call one route of the protocol's table. The only code in the app that calls
 * fetch. Answers are typed but not re-validated: the server is the authority,
 * and shipping the response schemas would only grow the bundle.
 */
export async function callApi<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<RouteResponse<N>> {
  const route = endpoints[name];
  const input = (args[0] ?? {}) as LooseInput;
  const url = routeUrl(name, input);
  const hasBody = input.body !== undefined && route.method !== 'GET';
  const carried = route.method === 'GET' ? answeredByPage(name, input, url) : undefined;
  if (carried) {
    return (await carried) as RouteResponse<N>;
  }
  const copy = route.method === 'GET' ? await lastVisitCopy(url) : null;
  if (copy) {
    return copy.body as RouteResponse<N>;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      // The language shown, which a visitor may have picked over the browser's: the server writes its messages in it when no member is signed in.
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(input.body) : undefined,
    });
  } catch {
    throw new ApiError(0, t('common.unreachable'));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const body = isErrorBody(payload) ? payload : undefined;
    reportRefusal(response.status, body?.code);
    throw new ApiError(response.status, body?.message || t('common.requestFailed', { status: response.status }), body);
  }
  answeredAt(Number(response.headers.get(SERVED_AT_HEADER)));
  return payload as RouteResponse<N>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy or a crash page answered in HTML; the status text will have to do.
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
