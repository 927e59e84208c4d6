import { useState } from 'react';

/** The time the component first rendered: enough for "has this ended?" labels, and pure across renders. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
