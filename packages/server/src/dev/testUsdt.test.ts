import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_USDT_BYTECODE } from './testUsdt.js';

const require = createRequire(import.meta.url);

describe('the test USDT the local chain deploys', () => {
  it('is exactly what solc-js compiles from TestUSDT.sol, so the shipped bytecode is the source beside it', () => {
    // solc-js is CommonJS, with no typings of its compile interface.
    const solc = require('solc') as { compile(input: string): string; version(): string };
    const source = fs.readFileSync(path.join(import.meta.dirname, 'TestUSDT.sol'), 'utf8');
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'TestUSDT.sol': { content: source } },
          // Ganache runs Shanghai: no newer opcodes (solc 0.8.25+ emits MCOPY for Cancun by default).
          settings: { evmVersion: 'shanghai', outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
        }),
      ),
    ) as { errors?: Array<{ severity: string }>; contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>> };
    expect(solc.version()).toMatch(/^0\.8\.28\+/);
    expect((output.errors ?? []).filter((error) => error.severity === 'error')).toEqual([]);
    expect(`0x${output.contracts['TestUSDT.sol']!.TestUSDT!.evm.bytecode.object}`).toBe(TEST_USDT_BYTECODE);
  });
});
