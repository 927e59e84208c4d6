let latest: number | undefined;
let held: number | undefined;

/**
 * Notes the server's clock of an answer this page read (SERVED_AT_HEADER, or a member page's drawing for the
 * answers it carried).
 */
export function answeredAt(at: number | null): void {
  if (at !== null && Number.isFinite(at) && at > 0 && (latest === undefined || at > latest)) {
    latest = at;
  }
}

/**
 * A member is signed in (or another replaced them): everything the app shows of theirs is read from now on, after
 * the latest answer (the one that signed them in or read their session). Called by stores/sessionEffects.
 */
export function memberDataBegins(): void {
  held = latest;
}

/**
 * The server's clock from which the app holds the signed-in member's data, undefined when unknown: the live
 * channel's first connection asks for every push sent since (live/connection.ts), so one sent between the reads and
 * the connection is not missed.
 */
export function memberDataSince(): number | undefined {
  return held;
}
