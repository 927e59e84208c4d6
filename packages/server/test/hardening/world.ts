import { Signal, type Notification, type Payment, type SupportTicket, type Wallet } from '../../src/db/models/index.js';
import { backfillSignalLog } from '../../src/services/signalLog/backfill.js';
import { buildNotification } from '../support/factories/notifications.js';
import { buildPayment } from '../support/factories/payments.js';
import { buildSignal } from '../support/factories/signals.js';
import { buildTicket } from '../support/factories/tickets.js';
import { buildUser, type BuiltUser, type UserOverrides } from '../support/factories/users.js';
import { buildWallet } from '../support/factories/wallets.js';
import { withSettings } from '../support/settings.js';
import { quickSignIn } from '../support/quickSessions.js';
import type { TestClient } from '../support/testClient.js';
import type { TestServer } from '../support/testServer.js';
import { isStaffRole } from '@signals/protocol';
import type { Caller, Role } from './authorizationExpectations.js';

const DAY_MS = 86_400_000;

/** The account state behind each role. */
export function roleAttributes(role: Exclude<Role | Caller, 'anonymous'>): UserOverrides {
  // `admin` is a staff role too: the matrix's admin.
  if (isStaffRole(role)) {
    return { staffRole: role };
  }
  switch (role) {
    case 'free':
      return {};
    case 'premium':
      return { isPremium: true };
    case 'expiredPremium':
      // The flag is still set: the sweep has not run, the end date alone must decide.
      return { isPremium: true, subscriptionEndDate: new Date(Date.now() - DAY_MS) };
    case 'banned':
      return { isBanned: true, isPremium: true };
  }
}

/** A new member in the role, signed in on their own client; none for a visitor. */
export async function callerFor(server: TestServer, role: Role | Caller): Promise<{ user: BuiltUser | null; client: TestClient }> {
  if (role === 'anonymous') {
    return { user: null, client: server.client() };
  }
  const user = await buildUser(server.app.db, roleAttributes(role));
  return { user, client: await quickSignIn(server, user) };
}

/** Values that exist only in premium rows: seeing any of them as a non-premium caller is a leak. */
export const PREMIUM_MARKERS = ['PremLeakBuyEx', 'PremLeakSellEx', 'PremLeakFutEx', '98765.4321', '98799.1234', '4321.98765', '4400.5555', '4200.4444'];

/** Values that exist only in another member's rows: seeing any of them on a member route is a cross-user read. */
export const OTHER_USER_MARKERS = ['OtherWalletMark', 'OtherTicketMark', 'OtherNoticeMark'];

export interface World {
  /** The member whose rows every other caller tries to reach. */
  other: BuiltUser;
  /** Owns the rows a visitor's "own" calls name: nobody's rows that matter. */
  bystander: BuiltUser;
  otherWallet: Wallet;
  otherTicket: SupportTicket;
  otherNotification: Notification;
  otherPayment: Payment;
  /** A settled payment of the other member's: its receipt is theirs. */
  otherSettledPayment: Payment;
  freeSignal: Signal;
  premiumSignals: Signal[];
}

/** The rows the matrix reads, writes and tries to reach, and the settings crypto payments need. */
export async function buildWorld(server: TestServer): Promise<World> {
  const db = server.app.db;
  await withSettings(db, { usdt_wallet_address: '0x1111111111111111111111111111111111111111', enable_usdt_payments: 'true', premium_subscription_price: '60' });
  const other = await buildUser(db);
  const premiumSignals = [
    await buildSignal(db, { isPremium: true, signalType: 'arbitrage', buyExchange: 'PremLeakBuyEx', sellExchange: 'PremLeakSellEx', buyPrice: 98765.4321, sellPrice: 98799.1234 }),
    await buildSignal(db, {
      isPremium: true,
      signalType: 'futures',
      exchange: 'PremLeakFutEx',
      direction: 'long',
      leverage: 77,
      entryPrice: 4321.98765,
      takeProfit1: 4400.5555,
      stopLoss: 4200.4444,
    }),
  ];
  const freeSignal = await buildSignal(db, { isPremium: false });
  // Built straight into the database, as an older version left them: the log commits them as its first start does
  // (issue 45), so its public entries hold the premium trades' commitments, which must leak nothing of them.
  await backfillSignalLog(db);
  return {
    other,
    bystander: await buildUser(db),
    otherWallet: await buildWallet(db, other.id, { name: 'OtherWalletMark', walletAddress: 'OtherWalletMarkAddress' }),
    otherTicket: await buildTicket(db, { userId: other.id, subject: 'OtherTicketMark subject' }),
    otherNotification: await buildNotification(db, { userId: other.id, title: 'OtherNoticeMark', message: 'Only for the other member.' }),
    otherPayment: await buildPayment(db, { userId: other.id }),
    otherSettledPayment: await buildPayment(db, { userId: other.id, status: 'completed' }),
    freeSignal: (await Signal.query(db).findById(freeSignal.id))!,
    premiumSignals: await Signal.query(db).whereIn('id', premiumSignals.map((signal) => signal.id)).orderBy('id'),
  };
}
