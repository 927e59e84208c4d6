import type { Config } from '../../config.js';

/** Sends one text message; how is the provider's business. */
export interface SmsProvider {
  send(message: { to: string; body: string }): Promise<void>;
}

/** A provider that does not answer in this time has failed; the outbox tries again later. */
const TWILIO_TIMEOUT_MS = 10_000;

/**
 * Twilio's Programmable Messaging REST API: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`, `From` (or
 * `MessagingServiceSid` for an MG… sender) and `Body`, HTTP basic auth with
 * the account SID and auth token. Any answer but 2xx is a failure carrying
 * Twilio's own message.
 */
export function createTwilioProvider(twilio: NonNullable<Config['twilio']>): SmsProvider {
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG[0-9a-fA-F]{32}$/.test(twilio.from) ? { MessagingServiceSid: twilio.from } : { From: twilio.from };
  return {
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: to, ...sender, Body: body }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.json().then(
          (json: unknown) => (json as { message?: unknown }).message,
          () => undefined,
        );
        throw new Error(`Twilio answered ${response.status}${typeof detail === 'string' ? `: ${detail}` : ''}`);
      }
    },
  };
}

/** The SMS provider the configuration names, or null: SMS is off. */
export function createSmsProvider(config: Pick<Config, 'twilio'>): SmsProvider | null {
  return config.twilio ? createTwilioProvider(config.twilio) : null;
}
