import { describe, expect, it } from 'vitest';
import { render, textOf } from '../test/render';
import { TextField } from './Field';

const RULE = 'A BEP20 transaction ID is 0x followed by 64 hexadecimal characters';

describe('a text field', () => {
  it('shows its hint, then its error beside it when the error says something else', async () => {
    const field = await render(<TextField label="Transaction ID" hint={RULE} error="Transaction ID is required" />);
    expect(textOf(field)).toContain(RULE);
    expect(textOf(field)).toContain('Transaction ID is required');
    expect(field.querySelector('input')?.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('says the rule once when the error is the hint: the error alone stands', async () => {
    const field = await render(<TextField label="Transaction ID" hint={RULE} error={RULE} />);
    expect(textOf(field).split(RULE)).toHaveLength(2);
    expect(field.querySelector('[role="alert"]')?.textContent).toBe(RULE);
    expect(field.querySelector('input')?.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });
});
