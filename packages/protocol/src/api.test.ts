import { describe, expect, it } from 'vitest';
import { routes, type RouteSpec } from './api.js';
import { routePath } from './endpoints.js';

const table = Object.entries(routes) as Array<[string, RouteSpec]>;

describe('the API route table', () => {
  it('has one entry per method and path', () => {
    const keys = table.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('validates every path parameter it declares', () => {
    for (const [name, spec] of table) {
      const hasParams = spec.path.includes(':');
      expect(Boolean(spec.params), name).toBe(hasParams);
    }
  });

  it('sends no body on GET, nor on DELETE but for forgetting a push subscription (its endpoint is a URL, no path segment) and deleting a signal (the reason it is voided for, free text kept out of the address)', () => {
    const withBody = table.filter(([, spec]) => (spec.method === 'GET' || spec.method === 'DELETE') && spec.body !== undefined).map(([name]) => name);
    expect(withBody.sort()).toEqual(['deleteSignal', 'removePushSubscription']);
  });

  it('declares a write on a GET only where reading hands something out: the deposit address on first asking, the follow on opening a signal', () => {
    const readsThatWrite = table.filter(([, spec]) => spec.method === 'GET' && spec.writes).map(([name]) => name);
    expect(readsThatWrite.sort()).toEqual(['depositAddress', 'getSignal']);
  });

  it('declares a write on every other method, but for the routes that only touch the session or the card provider', () => {
    const sessionOnly = table.filter(([, spec]) => spec.method !== 'GET' && !spec.writes).map(([name]) => name).sort();
    expect(sessionOnly).toEqual(['createPaymentIntent', 'login', 'logout']);
  });

  it('keeps every /api/admin path for admins', () => {
    for (const [name, spec] of table) {
      if (spec.path.startsWith('/api/admin')) {
        expect(spec.access, name).toBe('admin');
      }
    }
  });

  it('opens to anonymous callers only sign-in and sign-out, the session check, health, public settings, the plans, the track record and its signal log, the push key, password reset and the e-mail links', () => {
    const open = table.filter(([, spec]) => spec.access === 'public').map(([name]) => name).sort();
    expect(open).toEqual([
      'confirmPasswordReset',
      'emailResubscribe',
      'emailUnsubscribe',
      'health',
      'listPlans',
      'login',
      'logout',
      'openEmailLink',
      'publicSettings',
      'pushPublicKey',
      'register',
      'requestPasswordReset',
      'session',
      'signalLogConsistency',
      'signalLogEntries',
      'signalLogHead',
      'signalLogHeads',
      'signalLogKey',
      'signalLogProof',
      'trackRecord',
      'trackRecordCsv',
      'undoEmailChange',
    ]);
  });

  it('covers every call of both specs', () => {
    const calls = [
      'GET /api/user', 'POST /api/login', 'POST /api/register', 'POST /api/logout', 'GET /api/notifications',
      'POST /api/notifications/read-all', 'POST /api/notifications/read/:id', 'GET /api/signals', 'GET /api/signals/free',
      'GET /api/signals/premium', 'GET /api/signals/:id', 'GET /api/news', 'GET /api/airdrops', 'GET /api/subscription',
      'POST /api/subscribe', 'POST /api/subscription/cancel', 'PATCH /api/users/:id', 'GET /api/payment-methods',
      'POST /api/payment-methods', 'PATCH /api/payment-methods/:id', 'DELETE /api/payment-methods/:id', 'POST /api/user/language',
      'POST /api/user/change-password', 'GET /api/user/2fa-status', 'POST /api/user/2fa-setup', 'POST /api/user/2fa-verify',
      'POST /api/user/2fa-disable', 'POST /api/support/contact', 'GET /api/user/tickets', 'POST /api/user/tickets',
      'GET /api/user/tickets/:id/responses', 'POST /api/user/tickets/:id/responses', 'POST /api/create-payment-intent', 'POST /api/payment',
      'GET /api/admin/stats', 'GET /api/admin/users', 'PATCH /api/admin/users/:id', 'POST /api/admin/users/:id/ban',
      'POST /api/admin/users/:id/unban', 'POST /api/admin/users/:id/reset-password', 'POST /api/signals', 'PUT /api/signals/:id',
      'DELETE /api/signals/:id', 'GET /api/admin/news', 'POST /api/admin/news', 'PUT /api/admin/news/:id', 'DELETE /api/admin/news/:id',
      'PATCH /api/admin/news/:id/toggle-publish', 'GET /api/admin/airdrops', 'POST /api/admin/airdrops', 'PUT /api/admin/airdrops/:id',
      'PATCH /api/admin/airdrops/:id/toggle-status', 'DELETE /api/admin/airdrops/:id', 'GET /api/admin/settings', 'PUT /api/admin/settings',
      'GET /api/admin/payments', 'PUT /api/admin/payments/:id/approve', 'PUT /api/admin/payments/:id/reject', 'GET /api/admin/tickets',
      'POST /api/admin/tickets/:id/respond', 'PATCH /api/admin/tickets/:id/status', 'GET /api/admin/notifications',
      'POST /api/admin/notifications', 'DELETE /api/admin/notifications/:id',
    ];
    const present = new Set(table.map(([, r]) => `${r.method} ${r.path}`));
    expect(calls.filter((call) => !present.has(call))).toEqual([]);
  });
});

describe('routePath', () => {
  it('fills and encodes path parameters', () => {
    expect(routePath('/api/signals/:id', { id: 7 })).toBe('/api/signals/7');
    expect(routePath('/api/x/:id', { id: 'a/b' })).toBe('/api/x/a%2Fb');
  });
  it('refuses a missing parameter', () => {
    expect(() => routePath('/api/signals/:id')).toThrow(/Missing path parameter id/);
  });
});
