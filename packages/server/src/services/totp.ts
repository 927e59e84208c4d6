import { generateSecret, generateURI, verify } from 'otplib';

/**
 * Time-based one-time codes (RFC 6238, the authenticator-app defaults: SHA-1,
 * 6 digits, 30 s). A code is accepted within one step of drift either side,
 * and never twice: the caller stores the accepted time step.
 */
const EPOCH_TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step the code belongs to, or null when it is wrong or not newer than `lastStep`. */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
