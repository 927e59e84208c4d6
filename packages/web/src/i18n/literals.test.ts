import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishLiteralsIn, shippedSources } from '../test/englishLiterals';
import stillInEnglish from './stillInEnglish.json';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * The app speaks the member's language only if no component writes English
 * itself. stillInEnglish.json lists the files not yet moved to the catalogue,
 * with how many English literals each holds: it only shrinks. A new literal
 * anywhere, or a file that lost some without the list following, fails here.
 */
describe('English written in components', () => {
  const counts = Object.fromEntries(
    shippedSources(SRC)
      .map((file) => [file, englishLiteralsIn(file, fs.readFileSync(path.join(SRC, file), 'utf8')).length] as const)
      .filter(([, count]) => count > 0),
  );

  it('appears nowhere but in the files still listed', () => {
    const unlisted = Object.keys(counts)
      .filter((file) => !(file in stillInEnglish))
      .flatMap((file) => englishLiteralsIn(file, fs.readFileSync(path.join(SRC, file), 'utf8')).map((literal) => `${literal.file}:${literal.line} "${literal.text}"`));
    expect(unlisted).toEqual([]);
  });

  it('does not grow in a listed file, and the list follows every file that shrank', () => {
    const changed = Object.entries(stillInEnglish as Record<string, number>)
      .filter(([file, listed]) => (counts[file] ?? 0) !== listed)
      .map(([file, listed]) => `${file}: listed ${listed}, has ${counts[file] ?? 0}`);
    expect(changed).toEqual([]);
  });
});

describe('the scanner', () => {
  const found = (source: string, file = 'screens/Example.tsx') => englishLiteralsIn(file, source).map((literal) => literal.text);

  it('finds English where a person reads it: between tags, in visible props, toasts and errors a form or a toast shows', () => {
    expect(found('const a = <p>Saved at last</p>;')).toEqual(['Saved at last']);
    expect(found('const a = <input placeholder="Your name" aria-label={busy ? "Saving" : "Save now"} />;')).toEqual(['Your name', 'Saving', 'Save now']);
    expect(found("toast({ title: 'Profile updated' });")).toEqual(['Profile updated']);
    expect(found("throw new Error('Please sign in to continue');", 'stores/account/store.ts')).toEqual(['Please sign in to continue']);
    expect(found("throw new ApiError(0, 'Could not reach the server');", 'api/callApi.ts')).toEqual(['Could not reach the server']);
  });

  it('leaves alone keys, examples and code', () => {
    expect(found("const a = <p>{t('auth.welcomeBack')}</p>;")).toEqual([]);
    expect(found('const a = <input placeholder="you@example.com" />;')).toEqual([]);
    expect(found("const mode = 'dark'; const css = `display: flex`;")).toEqual([]);
    expect(found("throw new Error('index.html has no #root element');", 'main.tsx')).toEqual([]);
  });
});
