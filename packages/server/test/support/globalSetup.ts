import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Once per test run. On PostgreSQL every test server gets its own schema,
 * named after this run, so the run can drop exactly its own schemas at the end
 * even if a test file stopped early, and runs sharing a database never meet.
 */
export function setup(): void {
  process.env.SIGNALS_TEST_RUN ??= randomBytes(4).toString('hex');
  trustPushStandIn();
}

let pushTlsDir: string | null = null;

/**
 * Push services speak HTTPS, so the suites' push-service stand-in
 * (pushServiceStandIn.ts) does too, with a certificate for 127.0.0.1 made
 * here for this run. Node reads NODE_EXTRA_CA_CERTS once, when a process
 * starts: set here, before Vitest forks its workers (it passes them this
 * process's environment), the servers the suites start trust the stand-in as
 * a production server trusts an internal CA. A CA file already named there is
 * kept in the bundle.
 */
function trustPushStandIn(): void {
  if (process.env.SIGNALS_TEST_PUSH_TLS_DIR) {
    // Made already (another project of the run shares this setup).
    return;
  }
  pushTlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-push-tls-'));
  const key = path.join(pushTlsDir, 'key.pem');
  const cert = path.join(pushTlsDir, 'cert.pem');
  try {
    makeCertificate(key, cert);
  } catch (error) {
    // Only the push suites need it: they say why they cannot run; every other suite goes on.
    process.env.SIGNALS_TEST_PUSH_TLS_ERROR = `openssl could not make the push stand-in's certificate: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  const bundle = path.join(pushTlsDir, 'trusted.pem');
  const earlier = process.env.NODE_EXTRA_CA_CERTS && fs.existsSync(process.env.NODE_EXTRA_CA_CERTS) ? fs.readFileSync(process.env.NODE_EXTRA_CA_CERTS, 'utf8') + '\n' : '';
  fs.writeFileSync(bundle, earlier + fs.readFileSync(cert, 'utf8'));
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  process.env.SIGNALS_TEST_PUSH_TLS_DIR = pushTlsDir;
}

export async function teardown(): Promise<void> {
  if (pushTlsDir) {
    fs.rmSync(pushTlsDir, { recursive: true, force: true });
  }
  const url = process.env.SIGNALS_TEST_DATABASE_URL;
  const run = process.env.SIGNALS_TEST_RUN;
  if (!url || !run) {
    return;
  }
  const { default: knexFactory } = await import('knex');
  const db = knexFactory({ client: 'pg', connection: url });
  try {
    const { rows } = await db.raw<{ rows: Array<{ nspname: string }> }>("select nspname from pg_namespace where nspname like ?", [`t\\_${run}\\_%`]);
    for (const { nspname } of rows) {
      await db.raw('drop schema if exists ?? cascade', [nspname]);
    }
  } finally {
    await db.destroy();
  }
}

/** A P-256 certificate for 127.0.0.1, valid two days. */
function makeCertificate(key: string, cert: string): void {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', key, '-out', cert,
    '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
}
