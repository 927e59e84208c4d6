import type { Knex } from 'knex';
import { shift, type SeedContext } from './context.js';

/** Four airdrops of fictional projects, one inactive. Links use the reserved .example domain. */
const AIRDROPS = [
  {
    title: 'Nebula Chain testnet rewards',
    description: 'Bridge test tokens to the Nebula testnet and complete five swaps to qualify for the NEB token distribution at mainnet launch.',
    projectName: 'Nebula Chain',
    tokenSymbol: 'NEB',
    websiteUrl: 'https://nebula.example',
    registrationUrl: 'https://nebula.example/airdrop',
    endsInDays: 21,
    value: 150,
    isActive: true,
  },
  {
    title: 'Orbit Finance liquidity campaign',
    description: 'Provide liquidity to any ORB pool for at least 14 days. Rewards scale with the size and duration of the position.',
    projectName: 'Orbit Finance',
    tokenSymbol: 'ORB',
    websiteUrl: 'https://orbit.example',
    registrationUrl: 'https://orbit.example/rewards',
    endsInDays: 9,
    value: 80,
    isActive: true,
  },
  {
    title: 'Quanta DEX early trader drop',
    description: 'Trade at least $500 of volume on Quanta DEX before the snapshot. Early traders receive QDX governance tokens.',
    projectName: 'Quanta DEX',
    tokenSymbol: 'QDX',
    websiteUrl: null,
    registrationUrl: 'https://quanta.example/early',
    endsInDays: 30,
    value: null,
    isActive: true,
  },
  {
    title: 'Helix Protocol community round',
    description: 'Join the Helix community and complete the onboarding quests. This round is paused while the team reviews sybil activity.',
    projectName: 'Helix Protocol',
    tokenSymbol: 'HLX',
    websiteUrl: 'https://helix.example',
    registrationUrl: 'https://helix.example/quests',
    endsInDays: 14,
    value: 40,
    isActive: false,
  },
] as const;

export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const rows = AIRDROPS.map(({ endsInDays, ...airdrop }, index) => {
    const createdAt = shift(now, -(AIRDROPS.length - index) * 2, 'days');
    return { ...airdrop, imageUrl: null, endDate: shift(now, endsInDays, 'days'), createdAt, updatedAt: createdAt };
  });
  await knex('airdrops').insert(rows);
}
