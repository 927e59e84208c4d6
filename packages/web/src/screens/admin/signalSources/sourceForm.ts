import { SIGNAL_HOOK_DEFAULT_MAX_LAG_SECONDS, type SignalSourceInput, type SignalSourceMode } from '@signals/protocol';

/** The new source form as typed: text where the admin types a number or a list, so an empty field stays empty. */
export interface SourceFormValues {
  name: string;
  mode: SignalSourceMode;
  isPremium: boolean;
  /** Seconds, as typed. */
  maxLagSeconds: string;
  /** Addresses and CIDR ranges, one a line or separated by commas (or spaces). */
  allowedIps: string;
}

/** A new source: its deliveries wait on the draft desk, free, five minutes of delay allowed, from any address. */
export function newSourceValues(): SourceFormValues {
  return { name: '', mode: 'draft', isPremium: false, maxLagSeconds: String(SIGNAL_HOOK_DEFAULT_MAX_LAG_SECONDS), allowedIps: '' };
}

/** The addresses typed, one a line or separated by commas, semicolons or spaces; blanks dropped. */
export function typedAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** What the API is sent; a delay that is not a number stays one the schema refuses with its words (NaN). */
export function sourceInput(values: SourceFormValues): SignalSourceInput {
  const lag = values.maxLagSeconds.trim();
  return {
    name: values.name.trim(),
    mode: values.mode,
    isPremium: values.isPremium,
    maxLagSeconds: lag === '' ? undefined : Number(lag),
    allowedIps: typedAddresses(values.allowedIps),
  };
}

/** The field an issue of the schema or the server is shown on: `allowedIps.2` (the third address) on the addresses. */
export function sourceField(path: string): { field: keyof SourceFormValues; entry: number | null } | null {
  const [head, index] = path.split('.');
  switch (head) {
    case 'name':
    case 'mode':
    case 'isPremium':
    case 'maxLagSeconds':
      return { field: head, entry: null };
    case 'allowedIps':
      return { field: 'allowedIps', entry: index !== undefined && /^\d+$/.test(index) ? Number(index) : null };
    default:
      return null;
  }
}
