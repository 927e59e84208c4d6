import type { DepositAddress as DepositAddressDto } from '@signals/protocol';
import type { DepositAddress } from '../db/models/index.js';

/** A member's deposit address as the payment screen shows it: USDT on BNB Smart Chain, credited after `confirmations` blocks. */
export function presentDepositAddress(row: DepositAddress, confirmations: number): DepositAddressDto {
  return { address: row.address, network: 'BEP20', token: 'USDT', confirmations };
}
