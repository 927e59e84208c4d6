import { z } from 'zod';
import { SIGNAL_HOOK_DEFAULT_MAX_LAG_SECONDS, SIGNAL_SOURCE_MODES } from '../constants.js';
import { textRef } from '../text.js';
import { requiredText } from './fields.js';
import { SignalInput } from './signals.js';

const NOT_BOOLEAN = textRef('validation.common.notBoolean');
const IP_OR_RANGE = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: textRef('validation.signalSource.ipFormat') });

/** A source as the back office makes it (issue 44). */
export const SignalSourceInput = z.object({
  name: requiredText(textRef('validation.signalSource.nameRequired'), 60),
  mode: z.enum(SIGNAL_SOURCE_MODES, { error: textRef('validation.common.oneOf', { name: 'mode', values: SIGNAL_SOURCE_MODES.join(', ') }) }),
  isPremium: z.boolean({ error: NOT_BOOLEAN }).default(false),
  maxLagSeconds: z
    .number({ error: textRef('validation.signalSource.maxLagRange', { min: 10, max: 86_400 }) })
    .int(textRef('validation.signalSource.maxLagRange', { min: 10, max: 86_400 }))
    .min(10, textRef('validation.signalSource.maxLagRange', { min: 10, max: 86_400 }))
    .max(86_400, textRef('validation.signalSource.maxLagRange', { min: 10, max: 86_400 }))
    .default(SIGNAL_HOOK_DEFAULT_MAX_LAG_SECONDS),
  allowedIps: z
    .array(z.string().trim().pipe(IP_OR_RANGE))
    .max(20, textRef('validation.signalSource.tooManyIps', { max: 20 }))
    .default([]),
});
export type SignalSourceInput = z.input<typeof SignalSourceInput>;
export type SignalSourceValues = z.output<typeof SignalSourceInput>;

/** Publishing a draft: as received, or with the admin's edits, checked as the signal form is. */
export const DraftPublishRequest = z.object({ values: SignalInput.optional() });
export type DraftPublishRequest = z.input<typeof DraftPublishRequest>;
