/**
 * localStorage that never throws: private modes and blocked storage must not
 * break the app, they only lose the remembered choice.
 */

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice simply is not remembered.
  }
}
