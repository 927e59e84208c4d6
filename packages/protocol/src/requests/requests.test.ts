import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import validation from '../locales/en/validation.json' with { type: 'json' };
import { parseTextRef, textRef } from '../text.js';
import { ChangePasswordForm, ChangePasswordRequest, ProfileUpdateRequest, TwoFactorCodeRequest, TwoFactorSetupRequest, WalletRequest } from './account.js';
import { AirdropInput, NewsInput, NotificationCreateRequest, ResetPasswordForm, SettingsUpdateRequest } from './admin.js';
import { AdminLoginForm, LoginRequest, RegisterRequest } from './auth.js';
import { CursorQuery, IdParams } from './lists.js';
import { CryptoPaymentRequest } from './payment.js';
import { SignalInput } from './signals.js';
import { PasswordResetConfirm } from './passwordReset.js';
import { ContactRequest, NewTicketRequest, TicketReplyRequest } from './support.js';

/**
 * An issue's message as these tests read it: a reference without arguments in its
 * English words (validation.json), one with arguments as the reference itself
 * (the protocol has no ICU formatter: `textRef(key, values)`). A message that is
 * not a reference, or whose key the English catalogue lacks, fails the test.
 */
function readable(message: string): string {
  const ref = parseTextRef(message);
  if (!ref) {
    throw new Error(`"${message}" is not a reference to the validation catalogue`);
  }
  const english = (validation as Record<string, string>)[ref.key];
  if (english === undefined) {
    throw new Error(`${ref.key} is not in the English validation catalogue`);
  }
  return Object.keys(ref.values).length === 0 ? english : message;
}

/** The messages a schema gives for an input, keyed by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) {
    return {};
  }
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    (byPath[key] ??= []).push(readable(issue.message));
  }
  return byPath;
}

describe('the spec validation messages (user-side.md section 5)', () => {
  it('login and register', () => {
    expect(messages(LoginRequest, { username: 'a', password: '12345' })).toEqual({
      username: [textRef('validation.username.tooShort', { min: 2 })],
      password: [textRef('validation.password.tooShort', { min: 6 })],
    });
    expect(messages(LoginRequest, {})).toEqual({
      username: [textRef('validation.username.tooShort', { min: 2 })],
      password: [textRef('validation.password.tooShort', { min: 6 })],
    });
    expect(messages(RegisterRequest, { username: 'ab', email: 'nope', password: 'Strong#2026' })).toEqual({ email: ['Please enter a valid email'] });
    expect(RegisterRequest.parse({ username: 'ab', email: ' Me@Example.COM ', password: 'Strong#2026', phoneNumber: '' })).toMatchObject({ email: 'me@example.com', phoneNumber: null });
  });

  it('sign-up asks for the same password rule as changing and resetting it, with the same messages', () => {
    for (const weak of ['aaaaaa', '123456', 'Password1', 'shrt#1A']) {
      const atSignUp = messages(RegisterRequest, { username: 'ab', email: 'a@b.io', password: weak }).password;
      expect(atSignUp, weak).toBeDefined();
      expect(atSignUp).toEqual(messages(ChangePasswordRequest, { currentPassword: 'x', newPassword: weak }).newPassword);
      expect(atSignUp).toEqual(messages(PasswordResetConfirm, { token: 'A'.repeat(43), newPassword: weak }).newPassword);
    }
  });

  it('profile, wallet and two-factor code', () => {
    expect(messages(ProfileUpdateRequest, { username: 'ab', email: 'x' })).toEqual({
      username: [textRef('validation.username.tooShort', { min: 3 })],
      email: ['Invalid email address'],
    });
    expect(messages(WalletRequest, { name: '', walletAddress: ' ', network: '' })).toEqual({
      name: ['Wallet name is required'],
      walletAddress: ['Wallet address is required'],
      network: ['Network is required'],
    });
    // Each network of ours takes addresses of its own shape (issue 40); one saved before the list keeps the character rule.
    const wallet = (network: string, walletAddress: string) => messages(WalletRequest, { name: 'Main', walletAddress, network });
    expect(wallet('BEP20 (BNB Smart Chain)', '0x123notanaddress')).toEqual({ walletAddress: ['A wallet address on this network is 0x followed by 40 hexadecimal characters'] });
    expect(wallet('BEP20 (BNB Smart Chain)', `0x${'aB'.repeat(20)}`)).toEqual({});
    expect(wallet('Arbitrum One', 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH')).toEqual({ walletAddress: ['A wallet address on this network is 0x followed by 40 hexadecimal characters'] });
    expect(wallet('TRC20 (Tron)', 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH')).toEqual({});
    expect(wallet('TRC20 (Tron)', `0x${'ab'.repeat(20)}`)).toEqual({ walletAddress: ['A TRC20 (Tron) address starts with T and has 34 characters'] });
    expect(wallet('Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({});
    expect(wallet('Bitcoin', 'bc1notanaddress')).toEqual({ walletAddress: ['A Bitcoin address starts with 1, 3 or bc1'] });
    expect(wallet('Solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toEqual({});
    expect(wallet('Solana', 'short')).toEqual({ walletAddress: ['A Solana address has 32 to 44 letters and digits'] });
    expect(wallet('Lightning (older)', 'lnbc1anything')).toEqual({});
    expect(messages(RegisterRequest, { username: '', email: 'a@b.io', password: 'Strong#2026' })).toEqual({ username: [textRef('validation.username.tooShort', { min: 2 })] });
    expect(messages(TwoFactorCodeRequest, { code: '12345', password: 'secret' })).toEqual({ code: ['Code must be 6 digits'] });
    expect(messages(TwoFactorCodeRequest, { code: '12345a', password: 'secret' })).toEqual({ code: ['Code must be 6 digits'] });
    // A session alone does not change the second factor.
    expect(messages(TwoFactorCodeRequest, { code: '123456' })).toEqual({ password: ['Enter your current password'] });
    expect(messages(TwoFactorSetupRequest, { password: '' })).toEqual({ password: ['Enter your current password'] });
  });

  it('password change: each strength rule with its own message, and the confirmation', () => {
    expect(messages(ChangePasswordForm, { currentPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: [
        textRef('validation.password.tooShort', { min: 8 }),
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character',
      ],
      confirmPassword: ['Please confirm your password'],
    });
    expect(messages(ChangePasswordForm, { currentPassword: 'old', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1?' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('support forms and crypto payment', () => {
    expect(messages(NewTicketRequest, { subject: 'Help', message: 'too short' })).toEqual({
      subject: [textRef('validation.support.subjectTooShort', { min: 5 })],
      message: [textRef('validation.support.messageTooShort', { min: 20 })],
    });
    expect(messages(TicketReplyRequest, { message: 'short' })).toEqual({ message: [textRef('validation.support.replyTooShort', { min: 10 })] });
    expect(messages(ContactRequest, { subject: '', message: 'short' })).toEqual({ subject: ['Subject is required'], message: [textRef('validation.support.messageTooShort', { min: 10 })] });
    expect(messages(CryptoPaymentRequest, { transactionId: '', amount: Number.NaN })).toMatchObject({
      transactionId: ['Transaction ID is required'],
      amount: ['Amount is required'],
    });
  });

  it('checks transaction ids per network, in any spelling, and writes them the network’s way', () => {
    const hex = 'ab'.repeat(32);
    const usdt = { amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'12'.repeat(20)}` } as const;
    expect(CryptoPaymentRequest.parse({ ...usdt, transactionId: `0x${hex}` }).transactionId).toBe(`0x${hex}`);
    expect(CryptoPaymentRequest.parse({ ...usdt, transactionId: `  ${hex.toUpperCase()} ` }).transactionId).toBe(`0x${hex}`);
    expect(CryptoPaymentRequest.parse({ transactionId: `0X${hex}`, amount: 60, paymentMethod: 'bitcoin' }).transactionId).toBe(hex);
    expect(CryptoPaymentRequest.parse({ transactionId: hex, amount: 60, paymentMethod: 'ethereum' }).transactionId).toBe(`0x${hex}`);
    expect(messages(CryptoPaymentRequest, { ...usdt, transactionId: `0x${hex}ff` })).toEqual({
      transactionId: ['A BEP20 transaction ID is 0x followed by 64 hexadecimal characters'],
    });
    expect(messages(CryptoPaymentRequest, { transactionId: 'not-a-hash', amount: 60, paymentMethod: 'bitcoin' })).toEqual({
      transactionId: ['A Bitcoin transaction ID is 64 hexadecimal characters'],
    });
  });

  it('asks USDT claims for the sending wallet, and checks it per network wherever it is given', () => {
    const transactionId = `0x${'cd'.repeat(32)}`;
    const claim = (paymentMethod: 'usdt' | 'bitcoin' | 'ethereum', fromAddress?: string | null) => ({ transactionId, amount: 60, paymentMethod, fromAddress });
    expect(messages(CryptoPaymentRequest, claim('usdt'))).toEqual({ fromAddress: ['Sending wallet address is required for USDT payments'] });
    expect(messages(CryptoPaymentRequest, claim('usdt', '   '))).toEqual({ fromAddress: ['Sending wallet address is required for USDT payments'] });
    expect(messages(CryptoPaymentRequest, claim('usdt', '0x1234'))).toEqual({
      fromAddress: ['A BEP20 sending wallet address is 0x followed by 40 hexadecimal characters'],
    });
    expect(messages(CryptoPaymentRequest, claim('ethereum', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'))).toEqual({
      fromAddress: ['An Ethereum sending wallet address is 0x followed by 40 hexadecimal characters'],
    });
    expect(messages(CryptoPaymentRequest, claim('bitcoin', '0x52908400098527886E0F7030069857D2E4169EE7'))).toEqual({
      fromAddress: ['A Bitcoin sending wallet address starts with 1, 3 or bc1'],
    });
    // Checksummed (EIP-55) and lower-case BEP20 addresses; Bitcoin and Ethereum may leave it out.
    expect(CryptoPaymentRequest.parse(claim('usdt', ' 0x52908400098527886E0F7030069857D2E4169EE7 ')).fromAddress).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(CryptoPaymentRequest.parse(claim('usdt', '0xde709f2102306220921060314715629080e2fb77')).fromAddress).toBe('0xde709f2102306220921060314715629080e2fb77');
    expect(CryptoPaymentRequest.parse(claim('bitcoin', '')).fromAddress).toBeNull();
    expect(CryptoPaymentRequest.parse(claim('ethereum', null)).fromAddress).toBeNull();
    // Shown beside the other fields' problems, so the form lists them all at once.
    expect(messages(CryptoPaymentRequest, { transactionId: '', amount: Number.NaN, paymentMethod: 'usdt' })).toEqual({
      transactionId: ['Transaction ID is required'],
      amount: ['Amount is required'],
      fromAddress: ['Sending wallet address is required for USDT payments'],
    });
  });
});

describe('the admin validation messages (admin.md section 5)', () => {
  it('admin login, password reset, news, notifications', () => {
    expect(messages(AdminLoginForm, { username: 'ab', password: '1234567' })).toEqual({
      username: [textRef('validation.username.tooShort', { min: 3 })],
      password: [textRef('validation.password.tooShort', { min: 8 })],
    });
    expect(messages(ResetPasswordForm, { newPassword: '12345678', confirmPassword: '12345679' })).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(messages(NewsInput, { title: 'Hey', content: 'short' })).toEqual({
      title: [textRef('validation.news.titleTooShort', { min: 5 })],
      content: [textRef('validation.news.contentTooShort', { min: 10 })],
    });
    expect(messages(NotificationCreateRequest, { title: 'Hi', message: 'short', type: '' })).toEqual({
      title: [textRef('validation.notification.titleTooShort', { min: 3 })],
      message: [textRef('validation.notification.messageTooShort', { min: 10 })],
      type: ['Notification type is required'],
    });
    expect(NotificationCreateRequest.parse({ title: 'Hello', message: 'Hello everyone!', userIds: [] })).toMatchObject({ userIds: null, type: 'info', sendInApp: true, sendEmail: false, sendSms: false });
  });

  it('airdrops', () => {
    expect(messages(AirdropInput, { title: 'ab', description: 'short', projectName: 'a', tokenSymbol: '', registrationUrl: 'not a url' })).toEqual({
      title: [textRef('validation.airdrop.titleTooShort', { min: 3 })],
      description: [textRef('validation.airdrop.descriptionTooShort', { min: 10 })],
      projectName: [textRef('validation.airdrop.projectNameTooShort', { min: 2 })],
      tokenSymbol: ['Token symbol is required.'],
      registrationUrl: ['Please enter a valid URL.'],
      endDate: ['End date is required.'],
    });
  });

  it('settings: only known keys', () => {
    expect(messages(SettingsUpdateRequest, { settings: [{ key: 'nope', value: 'x' }] })).toEqual({ 'settings.0.key': [textRef('validation.settings.unknown', { key: 'nope' })] });
  });
});

describe('signal input (admin.md sections 3 and 5)', () => {
  const arbitrage = { pair: 'btc/usdt', signalType: 'arbitrage', profitPercentage: 1.5, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 100, sellPrice: 101.5 };

  it('clears the fields of other types and upper-cases the pair', () => {
    const parsed = SignalInput.parse({ ...arbitrage, entryPrice: 5, leverage: 10, direction: 'long' });
    expect(parsed).toMatchObject({ pair: 'BTC/USDT', entryPrice: null, leverage: null, direction: null, buyPrice: 100 });
  });

  it('asks for every required field of the chosen type', () => {
    expect(messages(SignalInput, { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 1 })).toEqual({
      entryPrice: ['Please fill in all required fields for the selected signal type'],
      takeProfit1: ['Please fill in all required fields for the selected signal type'],
      stopLoss: ['Please fill in all required fields for the selected signal type'],
    });
    expect(Object.keys(messages(SignalInput, { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 1 })).sort()).toEqual(['direction', 'exchange', 'leverage']);
  });

  it('wants positive numbers with the spec messages', () => {
    expect(messages(SignalInput, { ...arbitrage, pair: 'BT', profitPercentage: -1, buyPrice: -5 })).toMatchObject({
      pair: ['Pair is required'],
      profitPercentage: ['Profit must be positive'],
      buyPrice: ['Buy price must be positive'],
    });
  });

  it('puts stop-loss and targets on the right side of the entry for the direction', () => {
    const long = { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 2, direction: 'long', exchange: 'Binance', leverage: 10, entryPrice: 100 };
    expect(SignalInput.safeParse({ ...long, takeProfit1: 110, stopLoss: 95 }).success).toBe(true);
    expect(messages(SignalInput, { ...long, takeProfit1: 90, stopLoss: 105 })).toEqual({
      stopLoss: [textRef('validation.signal.stopLossSide', { direction: 'long' })],
      takeProfit1: [textRef('validation.signal.takeProfit1Side', { direction: 'long' })],
    });
    const sell = { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 1, direction: 'sell', entryPrice: 1.1, takeProfit1: 1.09, stopLoss: 1.11 };
    expect(SignalInput.safeParse(sell).success).toBe(true);
    expect(messages(SignalInput, { ...sell, takeProfit2: 1.095 })).toEqual({
      takeProfit2: [textRef('validation.signal.takeProfit2Side', { direction: 'sell' })],
    });
  });

  it('derives an arbitrage profit from the prices: the spread, whatever was stated within rounding', () => {
    const prices = { ...arbitrage, buyPrice: 6.512, sellPrice: 6.665 };
    const { profitPercentage: _left, ...withoutProfit } = prices;
    expect(SignalInput.parse(withoutProfit).profitPercentage).toBe(2.35);
    expect(SignalInput.parse({ ...prices, profitPercentage: 2.35 }).profitPercentage).toBe(2.35);
    // Members read profits to one decimal: 2.3 and 2.4 for 2.35 are rounding.
    expect(SignalInput.parse({ ...prices, profitPercentage: 2.4 }).profitPercentage).toBe(2.35);
    expect(SignalInput.parse({ ...prices, profitPercentage: 2.3 }).profitPercentage).toBe(2.35);
  });

  it('refuses a stated arbitrage profit the prices contradict, naming the field and the spread', () => {
    expect(messages(SignalInput, { ...arbitrage, buyPrice: 6.512, sellPrice: 6.665, profitPercentage: 2.9 })).toEqual({
      profitPercentage: [textRef('validation.signal.spreadMismatch', { spread: 2.35 })],
    });
    expect(messages(SignalInput, { ...arbitrage, buyPrice: 6.512, sellPrice: 6.665, profitPercentage: 2.41 })).toEqual({
      profitPercentage: [textRef('validation.signal.spreadMismatch', { spread: 2.35 })],
    });
  });

  it('still wants a stated profit for forex and futures', () => {
    expect(messages(SignalInput, { pair: 'EUR/USD', signalType: 'forex', direction: 'buy', entryPrice: 1.1, takeProfit1: 1.11, stopLoss: 1.09 })).toEqual({
      profitPercentage: ['Profit must be positive'],
    });
    const futures = { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 3.3, direction: 'long', exchange: 'Bybit', leverage: 5 };
    expect(SignalInput.parse(futures).profitPercentage).toBe(3.3);
  });

  it('wants the arbitrage sell leg above the buy leg on another exchange', () => {
    expect(messages(SignalInput, { ...arbitrage, sellExchange: 'binance', sellPrice: 99 })).toEqual({
      sellExchange: ['Buy and sell exchanges must differ'],
      sellPrice: ['Sell price must be above the buy price'],
    });
  });
});

describe('news and airdrop media', () => {
  const news = { title: 'Markets today', content: 'A long enough news body.' };
  const airdrop = {
    title: 'Test drop',
    description: 'A description long enough.',
    projectName: 'Example',
    tokenSymbol: 'exm',
    registrationUrl: 'https://example.com/join',
    endDate: '2030-01-01T00:00:00.000Z',
  };

  it('take pictures from https addresses only: the site policy loads no other remote picture', () => {
    expect(NewsInput.parse({ ...news, imageUrl: 'https://cdn.example.com/a.png' }).imageUrl).toBe('https://cdn.example.com/a.png');
    expect(NewsInput.parse({ ...news, imageUrl: '' }).imageUrl).toBeNull();
    expect(messages(NewsInput, { ...news, imageUrl: 'http://cdn.example.com/a.png' })).toEqual({ imageUrl: ['Image URL must start with https://'] });
    expect(messages(AirdropInput, { ...airdrop, imageUrl: 'http://cdn.example.com/a.png' })).toEqual({ imageUrl: ['Image URL must start with https://'] });
    expect(AirdropInput.parse({ ...airdrop, imageUrl: 'https://cdn.example.com/a.png' }).imageUrl).toBe('https://cdn.example.com/a.png');
  });

  it('take videos the cards can play: YouTube or Vimeo, kept as entered', () => {
    expect(NewsInput.parse({ ...news, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(messages(NewsInput, { ...news, videoUrl: 'https://example.com/video.mp4' })).toEqual({ videoUrl: ['Video URL must be a YouTube or Vimeo video link'] });
    expect(messages(NewsInput, { ...news, videoUrl: 'not a link' })).toEqual({ videoUrl: ['Video URL must be a YouTube or Vimeo video link'] });
  });
});

describe('query parameters', () => {
  it('name the parameter in their messages, as an argument the translations keep as it is', () => {
    expect(messages(CursorQuery, { before: 'abc', limit: '500' })).toEqual({
      before: [textRef('validation.query.notWholeNumber', { name: 'before' })],
      limit: [textRef('validation.query.tooLarge', { name: 'limit', max: 100 })],
    });
    expect(messages(CursorQuery, { limit: '0' })).toEqual({ limit: [textRef('validation.query.tooSmall', { name: 'limit', min: 1 })] });
    expect(messages(IdParams, { id: 'abc' })).toEqual({ id: ['The id must be a positive whole number'] });
  });
});

describe('path ids', () => {
  it('accept positive whole numbers only', () => {
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '']) {
      expect(IdParams.safeParse({ id }).success, id).toBe(false);
    }
  });
});
