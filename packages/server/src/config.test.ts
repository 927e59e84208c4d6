import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no set-up: port 3000 on 127.0.0.1, data in ./data, SQLite, demo data in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      redisUrl: null,
      nodeEnv: 'development',
      seedDemoData: true,
    });
  });

  it('asks for a listen queue of 4096 unless LISTEN_BACKLOG says otherwise, and refuses one that is not a count', () => {
    expect(loadConfig({}).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: '16384' }).listenBacklog).toBe(16384);
    for (const wrong of ['0', '-1', 'lots', '70000']) {
      expect(() => loadConfig({ LISTEN_BACKLOG: wrong })).toThrow('LISTEN_BACKLOG must be a whole number of waiting connections, 1 to 65535');
    }
  });

  it('hashes passwords at scrypt cost 2^15 unless PASSWORD_HASH_COST says otherwise, and never cheaper in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    for (const wrong of ['9', '21', 'high', '15.5']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: wrong })).toThrow('PASSWORD_HASH_COST must be a whole number from 10 to 20');
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'a long passphrase', PASSWORD_HASH_COST: '14' })).toThrow(
      'PASSWORD_HASH_COST below 15 makes stolen password hashes quicker to crack and is not available in production',
    );
  });

  it('keeps signal lists 2 s and the track record 30 s without word of a change unless told otherwise', () => {
    expect(loadConfig({}).cacheMaxAge).toEqual({ signalListMs: 2000, trackRecordMs: 30_000 });
    expect(loadConfig({ SIGNAL_LIST_MAX_AGE_MS: '500', TRACK_RECORD_MAX_AGE_MS: '0' }).cacheMaxAge).toEqual({ signalListMs: 500, trackRecordMs: 0 });
    for (const wrong of ['-1', '2s', '1.5']) {
      expect(() => loadConfig({ SIGNAL_LIST_MAX_AGE_MS: wrong })).toThrow('SIGNAL_LIST_MAX_AGE_MS must be a whole number of milliseconds');
      expect(() => loadConfig({ TRACK_RECORD_MAX_AGE_MS: wrong })).toThrow('TRACK_RECORD_MAX_AGE_MS must be a whole number of milliseconds');
    }
  });

  it('sweeps subscriptions (ends, reminders) at least every 60 s unless SUBSCRIPTION_SWEEP_SECONDS says otherwise', () => {
    expect(loadConfig({}).subscriptionSweepMs).toBe(60_000);
    expect(loadConfig({ SUBSCRIPTION_SWEEP_SECONDS: '300' }).subscriptionSweepMs).toBe(300_000);
    for (const wrong of ['0', '-5', '1.5', 'hourly']) {
      expect(() => loadConfig({ SUBSCRIPTION_SWEEP_SECONDS: wrong })).toThrow('SUBSCRIPTION_SWEEP_SECONDS must be a whole number of seconds, 1 to 99999');
    }
  });

  it('takes each variable from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@localhost/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NODE_ENV: 'production',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@localhost/db',
      redisUrl: 'redis://127.0.0.1:6379',
      nodeEnv: 'production',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      seedDemoData: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number between 0 and 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV must be development, production or test/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid configuration: REDIS_URL must be a redis:\/\/ URL/],
    [{ ALLOWED_ORIGINS: 'evil' }, /^Invalid configuration: ALLOWED_ORIGINS /],
    [{ ADMIN_USERNAME: 'boss' }, /^Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together$/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('logs readable lines in development, JSON elsewhere, at the level LOG_LEVEL names', () => {
    expect(loadConfig({}).log).toEqual({ level: 'info', pretty: true });
    expect(loadConfig({ NODE_ENV: 'production' }).log).toEqual({ level: 'info', pretty: false });
    expect(loadConfig({ NODE_ENV: 'test' }).log).toEqual({ level: 'warn', pretty: false });
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }).log).toEqual({ level: 'debug', pretty: false });
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(new ConfigError('Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'));
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(new ConfigError('Invalid configuration: LOG_FORMAT must be json or pretty (got "xml")'));
  });

  it('never echoes a secret value in the message', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(/^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters$/);
  });

  it('turns on-chain payments on with an account xpub and an RPC endpoint together, and refuses a private key without echoing it', () => {
    // The development mnemonic's account key (services/chain/depositKey.test.ts derives the same).
    const xpub = 'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';
    expect(loadConfig({}).chainPayments).toBeNull();
    expect(loadConfig({ PAYMENT_XPUB: xpub, CHAIN_RPC_URL: 'http://127.0.0.1:8545' }).chainPayments).toEqual({
      xpub,
      rpcUrl: 'http://127.0.0.1:8545',
      usdtContract: '0x55d398326f99059fF775485246999027B3197955',
      confirmations: 15,
      pollMs: 3000,
    });
    expect(loadConfig({ PAYMENT_XPUB: xpub, CHAIN_RPC_URL: 'https://rpc.example', CHAIN_CONFIRMATIONS: '3' }).chainPayments?.confirmations).toBe(3);
    expect(() => loadConfig({ PAYMENT_XPUB: xpub })).toThrow(new ConfigError('Invalid configuration: PAYMENT_XPUB and CHAIN_RPC_URL must be set together'));
    // The watcher credits transfers: production may take payments on chain.
    expect(loadConfig({ PAYMENT_XPUB: xpub, CHAIN_RPC_URL: 'https://bsc-dataseed.example', NODE_ENV: 'production' }).chainPayments?.rpcUrl).toBe('https://bsc-dataseed.example');
    const privateKey = 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(() => loadConfig({ PAYMENT_XPUB: privateKey, CHAIN_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(
      /^Invalid configuration: PAYMENT_XPUB is a private key: give the account’s extended public key \(xpub…\); the server must never hold a private key$/,
    );
    expect(() => loadConfig({ USDT_CONTRACT: '0x123' })).toThrow(new ConfigError('Invalid configuration: USDT_CONTRACT must be a contract address: 0x and 40 hex digits (got "0x123")'));
  });

  it('runs the demo chain only when asked, in development, and never beside a real chain', () => {
    expect(loadConfig({}).demoChain).toBeNull();
    expect(loadConfig({ DEMO_CHAIN: 'true' })).toMatchObject({ demoChain: { confirmations: 15, port: null }, chainPayments: null });
    expect(loadConfig({ DEMO_CHAIN: 'true', DEMO_CHAIN_PORT: '8545', CHAIN_CONFIRMATIONS: '5' }).demoChain).toEqual({ confirmations: 5, port: 8545 });
    expect(() => loadConfig({ DEMO_CHAIN: 'true', NODE_ENV: 'production' })).toThrow(
      new ConfigError('Invalid configuration: DEMO_CHAIN runs a local test chain and is not available in production'),
    );
    const xpub = 'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';
    expect(() => loadConfig({ DEMO_CHAIN: 'true', PAYMENT_XPUB: xpub, CHAIN_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(
      new ConfigError('Invalid configuration: DEMO_CHAIN runs its own chain: leave PAYMENT_XPUB and CHAIN_RPC_URL unset'),
    );
  });

  it('runs the Telegram bot only with a token, against api.telegram.org unless TELEGRAM_API_URL says otherwise, and never echoes the token', () => {
    expect(loadConfig({}).telegram).toBeNull();
    const token = '7000000001:AAHstandInTokenForTheBotApi_0123456';
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token }).telegram).toEqual({ botToken: token, apiUrl: 'https://api.telegram.org', pollTimeoutSeconds: 25 });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: 'http://127.0.0.1:8081/', TELEGRAM_POLL_TIMEOUT_SECONDS: '0' }).telegram).toEqual({
      botToken: token,
      apiUrl: 'http://127.0.0.1:8081',
      pollTimeoutSeconds: 0,
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'AAHnot-a-bot-token' })).toThrow(
      /^Invalid configuration: TELEGRAM_BOT_TOKEN must be a bot token as BotFather gives it, like 123456789:AA…$/,
    );
    expect(() => loadConfig({ TELEGRAM_API_URL: 'api.telegram.org' })).toThrow(/^Invalid configuration: TELEGRAM_API_URL must be an http:\/\/ or https:\/\/ address/);
    expect(() => loadConfig({ TELEGRAM_POLL_TIMEOUT_SECONDS: '60' })).toThrow(
      new ConfigError('Invalid configuration: TELEGRAM_POLL_TIMEOUT_SECONDS must be a whole number of seconds, 0 to 50 (got "60")'),
    );
  });

  it('never loads demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(false);
  });
});
