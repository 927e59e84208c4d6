/**
 * Opens an address outside the app in a new tab, with no way back into this
 * page for the opened one (noopener) and no referrer.
 *
 * @param url an absolute http(s) address.
 */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Props for an <a> that leaves the app: a new tab without opener or referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
