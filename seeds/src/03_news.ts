import type { Knex } from 'knex';
import { shift, type SeedContext } from './context.js';

/** Six news items, one of them a draft. No images: nothing may be fetched from elsewhere. */
const NEWS = [
  {
    title: 'Bitcoin holds above $67K as funding rates cool',
    content:
      'Perpetual funding across the major venues fell back toward neutral overnight while spot bids held the $67,000 area. Spreads between Binance and Kraken widened briefly during the Asian session, opening several short-lived arbitrage windows above 1.5%.',
    externalUrl: 'https://example.com/markets/btc-funding',
    hoursAgo: 2,
    isPublished: true,
  },
  {
    title: 'Ethereum gas fees hit a three-month low',
    content:
      'Average gas on Ethereum mainnet dropped under 8 gwei this week as activity moved to layer-2 networks. Cheaper transfers shorten the time an exchange-to-exchange arbitrage needs, which makes smaller spreads worth taking.',
    externalUrl: null,
    hoursAgo: 9,
    isPublished: true,
  },
  {
    title: 'Yen volatility returns ahead of the central bank meeting',
    content:
      'GBP/JPY and USD/JPY swung more than 80 pips in both directions as traders positioned for the policy decision. Our forex desk expects wider stops to be needed until the announcement; premium signals this week carry adjusted targets.',
    externalUrl: null,
    hoursAgo: 20,
    isPublished: true,
  },
  {
    title: 'Solana network upgrade goes live without downtime',
    content:
      'The upgrade activated at the scheduled slot and block production continued normally. Deposits and withdrawals of SOL on the major exchanges have resumed; the SOL/USDT spread between Bybit and OKX narrowed back under 1%.',
    externalUrl: 'https://example.com/markets/solana-upgrade',
    hoursAgo: 30,
    isPublished: true,
  },
  {
    title: 'How we pick arbitrage signals: a look inside',
    content:
      'Every arbitrage signal accounts for trading fees on both legs and the typical transfer time between the two exchanges. We only publish spreads that remain profitable after fees with at least a 30-minute transfer window.',
    externalUrl: null,
    hoursAgo: 54,
    isPublished: true,
  },
  {
    title: 'Draft: weekly performance recap',
    content: 'Summary of last week: win rate, average profit per signal type, and the best trades. To be reviewed before publishing.',
    externalUrl: null,
    hoursAgo: 1,
    isPublished: false,
  },
] as const;

export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const rows = [...NEWS]
    .sort((a, b) => b.hoursAgo - a.hoursAgo)
    .map(({ hoursAgo, ...item }) => {
      const createdAt = shift(now, -hoursAgo, 'hours');
      return {
        ...item,
        imageUrl: null,
        videoUrl: null,
        publishedAt: item.isPublished ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
  await knex('news').insert(rows);
}
