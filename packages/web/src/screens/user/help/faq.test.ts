import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, catalogueReady, t } from '../../../i18n';
import { filterFaq } from './filterFaq';
import { faqEntries, showFaq } from './faq';

beforeAll(async () => {
  await activateLanguage('en');
  await catalogueReady('member');
});

const shown = (site: { sms: boolean; onChain: boolean; premiumFrom?: number }) => showFaq(faqEntries(60, 'Every day', { premiumFrom: 1.7, ...site }), t);
const answerOf = (entries: ReturnType<typeof shown>, id: string) => entries.find((entry) => entry.id === id)?.answer.join(' ') ?? '';

describe('the help centre says what this site does', () => {
  it('promises no SMS where the site sends none, and tells of it where it does', () => {
    const without = shown({ sms: false, onChain: false });
    expect(JSON.stringify(without)).not.toMatch(/SMS/);
    expect(without.some((entry) => entry.id === 'sms-locked')).toBe(false);
    const withSms = shown({ sms: true, onChain: false });
    expect(withSms.some((entry) => entry.id === 'sms-locked')).toBe(true);
    expect(answerOf(withSms, 'premium-includes')).toContain('SMS alerts');
    expect(answerOf(withSms, 'beta')).toContain('SMS alerts may be delayed.');
  });

  it('says how USDT is confirmed as the beta notice says it: by an admin, or on chain by itself', () => {
    const manual = shown({ sms: false, onChain: false });
    expect(answerOf(manual, 'beta')).toContain('Payments are verified manually by an admin');
    expect(answerOf(manual, 'how-to-pay')).toContain('enter the transaction ID');
    const chain = shown({ sms: false, onChain: true });
    expect(answerOf(chain, 'beta')).toContain('USDT payments are confirmed on chain by themselves');
    expect(answerOf(chain, 'how-to-pay')).toContain('your own deposit address');
    expect(answerOf(chain, 'how-to-pay')).not.toContain('transaction ID');
    expect(answerOf(chain, 'how-long')).toContain('turns Premium on by itself');
  });

  it('has a refund policy that a search for "refund" finds', () => {
    const found = filterFaq(shown({ sms: false, onChain: false }), 'refund', null);
    expect(found.map((entry) => entry.id)).toContain('refund');
    expect(answerOf(found, 'refund')).toContain('not refunded once it has started');
  });
});
