import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UnitOfWork } from '../db/transaction.js';
import type { HandlerArgs } from '../routes/types.js';
import type * as airdrops from './airdrops.js';
import type * as audit from './audit.js';
import type * as cardPayments from './cardPayments.js';
import type * as chainCredits from './chainCredits.js';
import type * as cryptoPayments from './cryptoPayments.js';
import type * as news from './news.js';
import type * as notificationReads from './notificationReads.js';
import type * as notifications from './notifications.js';
import type * as passwords from './passwords.js';
import type * as paymentDecisions from './paymentDecisions.js';
import type * as premium from './premium.js';
import type * as profile from './profile.js';
import type * as pushSubscriptions from './pushSubscriptions.js';
import type * as settings from './settings.js';
import type * as settlePayment from './settlePayment.js';
import type * as signalEvents from './signalEvents.js';
import type * as signalFollows from './signalFollows.js';
import type * as signals from './signals.js';
import type * as subscriptions from './subscriptions.js';
import type * as tickets from './tickets.js';
import type * as twoFactor from './twoFactor.js';
import type * as users from './users.js';
import type * as wallets from './wallets.js';
// E-mail and SMS (issue 18: mail)
import type * as emailUnsubscribe from './emailUnsubscribe.js';
import type * as passwordReset from './passwordReset.js';
import type * as phoneVerification from './phoneVerification.js';
// Verified addresses (issue 38)
import type * as emailAddress from './emailAddress.js';
// Writes that were queries (issue 41)
import type * as depositAddresses from './depositAddresses.js';
import type * as plans from './plans.js';
import type * as promoCodes from './promoCodes.js';
import type * as quotes from './quotes.js';
import type * as trials from './trials.js';
import type * as periodKinds from './periodKinds.js';
// Telegram (issue 43)
import type * as telegramLinks from './telegramLinks.js';
// Signals in from webhooks (issue 44)
import type * as signalSources from './signalSources.js';
import type * as signalDeliveries from './signalDeliveries.js';
// One segment everywhere (issue 46)
import type * as bulkUsers from './bulkUsers.js';
// Replies that know the member (issue 46)
import type * as cannedReplies from './cannedReplies.js';
// Two-person money (issue 46)
import type * as compApprovals from './compApprovals.js';

/*
 * One command signature: `(unit: UnitOfWork, actor, input?)`, the unit opened
 * by the route's `write` (or the scheduler), never a database, an event bus,
 * a bag of services or a bare transaction. Every function a command module
 * exports is a command; helpers live elsewhere (guards/, dates.ts).
 */

/** The modules checked by type below; the runtime test makes sure none is missing. */
const typedModules = [
  'airdrops', 'audit', 'cardPayments', 'chainCredits', 'cryptoPayments', 'news', 'notificationReads', 'notifications', 'passwords', 'paymentDecisions',
  'premium', 'profile', 'pushSubscriptions', 'settings', 'settlePayment', 'signalEvents', 'signalFollows', 'signals', 'subscriptions', 'tickets', 'twoFactor', 'users', 'wallets',
  // E-mail and SMS (issue 18: mail)
  'emailUnsubscribe', 'passwordReset', 'phoneVerification',
  // Verified addresses (issue 38)
  'emailAddress',
  // Writes that were queries (issue 41)
  'depositAddresses',
  'plans', 'promoCodes', 'quotes', 'trials', 'periodKinds',
  // Telegram (issue 43)
  'telegramLinks',
  // Signals in from webhooks (issue 44)
  'signalSources', 'signalDeliveries',
  // One segment everywhere (issue 46)
  'bulkUsers',
  // Replies that know the member (issue 46)
  'cannedReplies',
  // Two-person money (issue 46)
  'compApprovals',
];

type Fn = (...args: never[]) => unknown;
type FunctionsOf<M> = { [K in keyof M as M[K] extends Fn ? K : never]: M[K] };
/** Exactly UnitOfWork first (not a supertype such as unknown), and a promise back. */
type TakesUnitFirst<F> = F extends (...args: infer P) => infer R
  ? P extends [infer First, unknown, ...unknown[]]
    ? [First] extends [UnitOfWork]
      ? [UnitOfWork] extends [First]
        ? R extends Promise<unknown>
          ? true
          : 'does not return a promise'
        : 'first parameter is not the unit'
      : 'first parameter is not the unit'
    : 'takes no actor'
  : 'not a function';
type Check<M> = { [K in keyof FunctionsOf<M>]: TakesUnitFirst<FunctionsOf<M>[K]> };
type AllTrue<M> = { [K in keyof Check<M>]: true };

const commandsDir = fileURLToPath(new URL('.', import.meta.url));
const moduleNames = readdirSync(commandsDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('the command signature', () => {
  it('type-checks every command module: the unit first, an actor, a promise back', () => {
    expectTypeOf<Check<typeof airdrops>>().toEqualTypeOf<AllTrue<typeof airdrops>>();
    expectTypeOf<Check<typeof audit>>().toEqualTypeOf<AllTrue<typeof audit>>();
    expectTypeOf<Check<typeof cardPayments>>().toEqualTypeOf<AllTrue<typeof cardPayments>>();
    expectTypeOf<Check<typeof chainCredits>>().toEqualTypeOf<AllTrue<typeof chainCredits>>();
    expectTypeOf<Check<typeof cryptoPayments>>().toEqualTypeOf<AllTrue<typeof cryptoPayments>>();
    expectTypeOf<Check<typeof news>>().toEqualTypeOf<AllTrue<typeof news>>();
    expectTypeOf<Check<typeof notificationReads>>().toEqualTypeOf<AllTrue<typeof notificationReads>>();
    expectTypeOf<Check<typeof notifications>>().toEqualTypeOf<AllTrue<typeof notifications>>();
    expectTypeOf<Check<typeof passwords>>().toEqualTypeOf<AllTrue<typeof passwords>>();
    expectTypeOf<Check<typeof paymentDecisions>>().toEqualTypeOf<AllTrue<typeof paymentDecisions>>();
    expectTypeOf<Check<typeof premium>>().toEqualTypeOf<AllTrue<typeof premium>>();
    expectTypeOf<Check<typeof profile>>().toEqualTypeOf<AllTrue<typeof profile>>();
    expectTypeOf<Check<typeof pushSubscriptions>>().toEqualTypeOf<AllTrue<typeof pushSubscriptions>>();
    expectTypeOf<Check<typeof settings>>().toEqualTypeOf<AllTrue<typeof settings>>();
    expectTypeOf<Check<typeof settlePayment>>().toEqualTypeOf<AllTrue<typeof settlePayment>>();
    expectTypeOf<Check<typeof signalEvents>>().toEqualTypeOf<AllTrue<typeof signalEvents>>();
    expectTypeOf<Check<typeof signalFollows>>().toEqualTypeOf<AllTrue<typeof signalFollows>>();
    expectTypeOf<Check<typeof signals>>().toEqualTypeOf<AllTrue<typeof signals>>();
    expectTypeOf<Check<typeof subscriptions>>().toEqualTypeOf<AllTrue<typeof subscriptions>>();
    expectTypeOf<Check<typeof tickets>>().toEqualTypeOf<AllTrue<typeof tickets>>();
    expectTypeOf<Check<typeof twoFactor>>().toEqualTypeOf<AllTrue<typeof twoFactor>>();
    expectTypeOf<Check<typeof users>>().toEqualTypeOf<AllTrue<typeof users>>();
    expectTypeOf<Check<typeof wallets>>().toEqualTypeOf<AllTrue<typeof wallets>>();
    expectTypeOf<Check<typeof emailUnsubscribe>>().toEqualTypeOf<AllTrue<typeof emailUnsubscribe>>();
    expectTypeOf<Check<typeof passwordReset>>().toEqualTypeOf<AllTrue<typeof passwordReset>>();
    expectTypeOf<Check<typeof phoneVerification>>().toEqualTypeOf<AllTrue<typeof phoneVerification>>();
    expectTypeOf<Check<typeof emailAddress>>().toEqualTypeOf<AllTrue<typeof emailAddress>>();
    expectTypeOf<Check<typeof depositAddresses>>().toEqualTypeOf<AllTrue<typeof depositAddresses>>();
    expectTypeOf<Check<typeof plans>>().toEqualTypeOf<AllTrue<typeof plans>>();
    expectTypeOf<Check<typeof promoCodes>>().toEqualTypeOf<AllTrue<typeof promoCodes>>();
    expectTypeOf<Check<typeof quotes>>().toEqualTypeOf<AllTrue<typeof quotes>>();
    expectTypeOf<Check<typeof trials>>().toEqualTypeOf<AllTrue<typeof trials>>();
    expectTypeOf<Check<typeof periodKinds>>().toEqualTypeOf<AllTrue<typeof periodKinds>>();
    expectTypeOf<Check<typeof telegramLinks>>().toEqualTypeOf<AllTrue<typeof telegramLinks>>();
    expectTypeOf<Check<typeof signalSources>>().toEqualTypeOf<AllTrue<typeof signalSources>>();
    expectTypeOf<Check<typeof signalDeliveries>>().toEqualTypeOf<AllTrue<typeof signalDeliveries>>();
    expectTypeOf<Check<typeof bulkUsers>>().toEqualTypeOf<AllTrue<typeof bulkUsers>>();
    expectTypeOf<Check<typeof cannedReplies>>().toEqualTypeOf<AllTrue<typeof cannedReplies>>();
    expectTypeOf<Check<typeof compApprovals>>().toEqualTypeOf<AllTrue<typeof compApprovals>>();
  });

  it('leaves no command module out of the type check', () => {
    expect(moduleNames).toEqual([...typedModules].sort());
  });

  it.each(moduleNames)('%s exports only commands: async, taking the unit and the actor at least', async (name) => {
    const exported = Object.entries((await import(/* @vite-ignore */ `./${name}.js`)) as Record<string, unknown>).filter(([, value]) => typeof value === 'function');
    expect(exported.length, `${name} exports no command`).toBeGreaterThan(0);
    for (const [exportName, fn] of exported as Array<[string, (...args: unknown[]) => unknown]>) {
      expect(fn.constructor.name, `${name}.${exportName}`).toBe('AsyncFunction');
      // Parameters before the first default: the unit and the actor are never optional.
      expect(fn.length, `${name}.${exportName}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives write() only to routes the table declares as writing', () => {
    expectTypeOf<HandlerArgs<'adminApprovePayment'>>().toHaveProperty('write');
    expectTypeOf<HandlerArgs<'register'>>().toHaveProperty('write');
    expectTypeOf<HandlerArgs<'listSignals'>>().not.toHaveProperty('write');
    expectTypeOf<HandlerArgs<'login'>>().not.toHaveProperty('write');
  });
});
