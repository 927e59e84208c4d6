/**
 * The fields an alert of the signal hook may carry (issue 44), under the hook's names: a JSON body's and a text
 * body's readers both fill them, and refusals name them.
 */
/** The fields an alert may carry, under the hook's names (which refusals name). */
export const HOOK_FIELDS = [
  'type',
  'pair',
  'side',
  'entry',
  'tp1',
  'tp2',
  'sl',
  'leverage',
  'exchange',
  'contractType',
  'buyExchange',
  'sellExchange',
  'buyPrice',
  'sellPrice',
  'profit',
  'premium',
  'expiresInMinutes',
  'note',
] as const;
export type HookField = (typeof HOOK_FIELDS)[number];
/** Each field as the body gave it: any JSON value, or text from a line. */
export type HookFields = Partial<Record<HookField, unknown>>;
