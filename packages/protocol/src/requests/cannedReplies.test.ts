import { describe, expect, it } from 'vitest';
import { CannedReplyInput, replaceVariables, variablesIn } from './cannedReplies.js';

describe('canned reply variables', () => {
  it('reads each variable once, in order, spaces inside the braces allowed; a single brace is text', () => {
    expect(variablesIn('Hi {{username}}, {{ plan }} until {{premiumEnds}}. Again: {{username}}. {single} {{}}')).toEqual(['username', 'plan', 'premiumEnds', '']);
  });

  it('replaces the variables it has a value for and leaves the others as written', () => {
    const values: Record<string, string> = { username: 'trader', ticketId: '12' };
    expect(replaceVariables('Hi {{ username }}, ticket #{{ticketId}}, {{other}}', (name) => values[name])).toBe('Hi trader, ticket #12, {{other}}');
  });

  it('accepts the known variables and refuses an unknown one at the body, naming it', () => {
    expect(CannedReplyInput.safeParse({ title: 'Paid', body: 'Hello {{username}}, your {{plan}} runs until {{premiumEnds}}.', language: 'en' }).success).toBe(true);
    const refused = CannedReplyInput.safeParse({ title: 'Paid', body: 'Hello {{name}}', language: 'en' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['body'],
        message: 'validation.cannedReply.unknownVariable?count=1&variables=%7B%7Bname%7D%7D&known=%7B%7Busername%7D%7D%20%7B%7Bplan%7D%7D%20%7B%7BpremiumEnds%7D%7D%20%7B%7BdepositAddress%7D%7D%20%7B%7BlastPaymentTx%7D%7D%20%7B%7BticketId%7D%7D',
      }),
    ]);
  });
});
