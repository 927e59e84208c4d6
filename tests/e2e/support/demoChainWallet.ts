/**
 * A wallet on the demo's chain (DEMO_CHAIN), spoken to over plain JSON-RPC as
 * any wallet would: the chain's node keeps its funded accounts unlocked, so a
 * journey sends a token transfer with eth_sendTransaction, no signing library.
 */

/** keccak256("Transfer(address,address,uint256)"): the ERC-20 Transfer event's topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** transfer(address,uint256)'s selector. */
const TRANSFER_SELECTOR = '0xa9059cbb';

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) {
    throw new Error(`${method}: ${answer.error.message}`);
  }
  return answer.result as T;
}

/**
 * Sends whole test USDT from the demo's funded wallet to an address, as a member's wallet would, and resolves with
 * the transaction hash once it is mined.
 */
export async function sendTestUsdt(rpcUrl: string, to: string, usdt: number): Promise<string> {
  const [, wallet] = await rpc<string[]>(rpcUrl, 'eth_accounts');
  // The token is the contract whose Transfer the demo's first mint emitted (to that wallet).
  const [minted] = await rpc<Array<{ address: string }>>(rpcUrl, 'eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC] }]);
  if (!wallet || !minted) {
    throw new Error('The demo chain has no funded wallet or no token');
  }
  const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  const units = (BigInt(usdt) * 10n ** 18n).toString(16);
  const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: wallet, to: minted.address, data: `${TRANSFER_SELECTOR}${word(to)}${word(units)}`, gas: '0x30000' }]);
  // Polled until mined (the demo chain mines each transaction at once; a busy machine may take a moment).
  for (let tries = 0; tries < 200; tries += 1) {
    const receipt = await rpc<{ status: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) {
      if (receipt.status !== '0x1') {
        throw new Error(`The transfer ${hash} failed on chain`);
      }
      return hash;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The transfer ${hash} was not mined`);
}
