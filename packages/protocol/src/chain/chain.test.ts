import { describe, expect, it } from 'vitest';
import { explorerLinks } from './explorers.js';
import { spellTransactionId, transactionKey } from './transactionIds.js';
import { isWalletAddress, sameWalletAddress } from './walletAddresses.js';

const HEX = '9f'.repeat(32);

describe('transaction ids', () => {
  it('have one key whatever the 0x, the case and the space around them', () => {
    const spellings = [HEX, `0x${HEX}`, `0X${HEX.toUpperCase()}`, `  0x${HEX.slice(0, 10).toUpperCase()}${HEX.slice(10)} \n`];
    expect(new Set(spellings.map(transactionKey))).toEqual(new Set([HEX]));
  });

  it('keep ids that are not hex (a card provider’s) as they are, trimmed', () => {
    expect(transactionKey(' pi_3AbCdEf ')).toBe('pi_3AbCdEf');
    expect(transactionKey('pi_3AbCdEf')).not.toBe(transactionKey('pi_3abcdef'));
  });

  it('are written the network’s way: 0x on BEP20 and Ethereum, bare on Bitcoin', () => {
    expect(spellTransactionId('usdt', HEX.toUpperCase())).toBe(`0x${HEX}`);
    expect(spellTransactionId('ethereum', `0x${HEX}`)).toBe(`0x${HEX}`);
    expect(spellTransactionId('bitcoin', `0x${HEX}`)).toBe(HEX);
  });
});

describe('wallet addresses', () => {
  it.each([
    ['usdt', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['usdt', '0xDE709F2102306220921060314715629080E2FB77', true],
    ['usdt', '52908400098527886E0F7030069857D2E4169EE7', false],
    ['usdt', '0x52908400098527886E0F7030069857D2E4169EE', false],
    ['ethereum', '0x52908400098527886e0f7030069857d2e4169ee7', true],
    ['ethereum', '0x52908400098527886E0F7030069857D2E4169EEG', false],
    ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', true],
    ['bitcoin', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', true],
    ['bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', true],
    ['bitcoin', 'Bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', false],
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb', false],
    ['bitcoin', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', false],
    ['bitcoin', '0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', false],
    ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', false],
  ] as const)('%s %s → %s', (method, address, valid) => {
    expect(isWalletAddress(method, address)).toBe(valid);
  });

  it('compare hex and bech32 addresses without case, base58 ones exactly', () => {
    expect(sameWalletAddress('usdt', '0xDE709F2102306220921060314715629080E2FB77', '0xde709f2102306220921060314715629080e2fb77')).toBe(true);
    expect(sameWalletAddress('bitcoin', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(sameWalletAddress('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '1bvbmseystwetqtfn5au4m4gfg7xjanvn2')).toBe(false);
  });
});

describe('explorer links', () => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('point at BscScan, Etherscan and mempool.space, the transaction spelled the network’s way', () => {
    expect(explorerLinks({ paymentMethod: 'usdt', transactionId: HEX, fromAddress: address })).toEqual({
      name: 'BscScan',
      transaction: `https://bscscan.com/tx/0x${HEX}`,
      address: `https://bscscan.com/address/${address}`,
    });
    expect(explorerLinks({ paymentMethod: 'ethereum', transactionId: `0x${HEX}`, fromAddress: null })).toEqual({
      name: 'Etherscan',
      transaction: `https://etherscan.io/tx/0x${HEX}`,
      address: null,
    });
    expect(explorerLinks({ paymentMethod: 'bitcoin', transactionId: HEX, fromAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).toEqual({
      name: 'mempool.space',
      transaction: `https://mempool.space/tx/${HEX}`,
      address: 'https://mempool.space/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
  });

  it('make no link of card payments or of values that are not a hash or an address', () => {
    expect(explorerLinks({ paymentMethod: 'card', transactionId: 'pi_3AbCdEf', fromAddress: null })).toBeNull();
    expect(explorerLinks({ paymentMethod: 'usdt', transactionId: '../../evil.example/x', fromAddress: address })).toBeNull();
    expect(explorerLinks({ paymentMethod: 'usdt', transactionId: HEX, fromAddress: '/../../evil' })?.address).toBeNull();
  });
});
