// Which server test files touch the database: the PostgreSQL lane runs those and no others (issue 39). A file that
// checks a policy, a presenter or a parser gains nothing from a second run on another database; one that starts a test
// server, a child server process or a database of its own does, since every query it drives runs on both.
//
// A test file touches the database when it, or a test helper it imports (followed through test helpers, not into the
// app's sources, which all reach the database somewhere), imports one of the DATABASE_DOORS below. Type-only imports
// run nothing and are not followed.
import fs from 'node:fs';
import path from 'node:path';

/** The modules through which a test reaches a database: the app, its database layer, the servers the suites start. */
const DATABASE_DOORS = [/\/src\/app\.[jt]s$/, /\/src\/db\//, /\/test\/support\/(testServer|childServer|tempSqlite)\.[jt]s$/];

const IMPORT = /^\s*(import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

/** A relative import's file: the TypeScript source of a `.js` specifier. */
function resolveImport(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const resolved = resolveImport(file, match[2] ?? match[3] ?? match[4]);
    if (resolved) {
      found.push(resolved);
    }
  }
  return found;
}

/** Whether `file` reaches a database door, following test files and test helpers only. */
function touchesDatabase(file, serverRoot, seen = new Set()) {
  seen.add(file);
  for (const imported of importsOf(file)) {
    const relative = `/${path.relative(serverRoot, imported).split(path.sep).join('/')}`;
    if (DATABASE_DOORS.some((door) => door.test(relative))) {
      return true;
    }
    const isTestCode = relative.startsWith('/test/') || /\.test\.ts$/.test(relative);
    if (isTestCode && !seen.has(imported) && touchesDatabase(imported, serverRoot, seen)) {
      return true;
    }
  }
  return false;
}

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : testFiles(full);
    }
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The server project's test files that touch the database, relative to `serverRoot`, and those that do not.
 * The two-process suite (test/scaleOut) is a project of its own and is left out of both.
 */
export function serverTestsByDatabase(serverRoot) {
  const files = [...testFiles(path.join(serverRoot, 'src')), ...testFiles(path.join(serverRoot, 'test'))].filter(
    (file) => !file.includes(`${path.sep}scaleOut${path.sep}`),
  );
  const database = [];
  const pure = [];
  for (const file of files.sort()) {
    (touchesDatabase(file, serverRoot) ? database : pure).push(path.relative(serverRoot, file));
  }
  return { database, pure };
}
