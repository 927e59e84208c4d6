import type { DepositAddress as DepositAddressDto, DepositProgress } from '@signals/protocol';
import type { DepositAddress } from '../db/models/index.js';

/**
 * A member's deposit address as the payment screen shows it: USDT on BNB Smart Chain, credited after `confirmations`
 * blocks, with its QR code drawn here (the web app carries no QR library) and where their transfers stand.
 */
export async function presentDepositAddress(row: DepositAddress, progress: DepositProgress): Promise<DepositAddressDto> {
  // Loaded when a member opens the payment screen, not at start.
  const { default: QRCode } = await import('qrcode');
  const qrCodeUrl = await QRCode.toDataURL(row.address, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { address: row.address, qrCodeUrl, network: 'BEP20', token: 'USDT', confirmations: progress.required, progress };
}
