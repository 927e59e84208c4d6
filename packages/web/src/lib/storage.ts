/**
 * Web storage that never throws: private modes and blocked storage must not
 * break the app, they only lose the remembered choice. localStorage by
 * default; sessionStorage for what belongs to one tab only.
 */

type Area = 'local' | 'session';

const storageOf = (area: Area): Storage => (area === 'session' ? window.sessionStorage : window.localStorage);

export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, area: Area = 'local'): void {
  try {
    storageOf(area).setItem(key, value);
  } catch {
    // Nothing to do: the choice simply is not remembered.
  }
}
