/** The first `limit` characters, with an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

/** The start and end of a long identifier such as a wallet address ("0x5290…9ee7"): the parts people compare. */
export function shortenMiddle(text: string, head = 6, tail = 4): string {
  return text.length > head + tail + 1 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;
}
