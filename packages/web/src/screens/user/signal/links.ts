/**
 * Where the action buttons of a signal lead. The spec builds an exchange's
 * site from its lower-cased name plus .com; a name that is already a domain
 * (Gate.io) is used as it is.
 */
export function exchangeUrl(name: string): string {
  const host = name.trim().toLowerCase().replace(/\s+/g, '');
  return `https://www.${host.includes('.') ? host : `${host}.com`}`;
}

/** A generic trading chart page for the pair. */
export function chartUrl(pair: string): string {
  return `https://www.tradingview.com/chart/?symbol=${encodeURIComponent(pair.replace(/[/-]/g, ''))}`;
}
