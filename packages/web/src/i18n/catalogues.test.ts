import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_CODES } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, readCatalogue } from '../../build/i18nCatalogues';
import { CATALOGUE_GROUPS, SERVER_ONLY_PARTS } from './catalogueGroups';

/*
 * Messages that read the same in a language as in English: a code, a unit,
 * a brand, a loanword. Any other identical message is an English sentence left behind.
 */

/** Names and codes that are the same in every language: SMS, Premium as a name, coins, Telegram. */
const EVERYWHERE = ['settings.channel.sms', 'settings.channel.telegram', 'content.notifications.channel.telegram', 'premium.name', 'premium.method.bitcoin', 'premium.method.ethereum', 'adminPayments.settings.tab.telegram.title', 'settings.telegram', 'settings.telegram.title', 'adminPayments.settings.telegram.bot'];
/** Words traders use as they are in these languages: Forex, Premium, Airdrops. */
const LOANWORDS = [
  'signals.filter.forex',
  'home.type.forex',
  'content.airdrops.title',
  'content.performance.chip.forex',
  'content.performance.market.forex',
  'premium.stats.type.forex',
  'layout.nav.airdrops',
  'layout.nav.premium',
  'layout.header.premium',
  'ui.signal.type.forex',
  'ui.signal.premium',
];
/** French and German keep these too: Futures, Long and Short, TP1/TP2, Arbitrage. */
const LOANWORDS_FR_DE = [
  ...LOANWORDS,
  'signals.filter.futures',
  'home.type.arbitrage',
  'home.type.futures',
  'signals.direction.long',
  'signals.direction.short',
  'signals.chart.tp1',
  'signals.chart.tp2',
  'ui.signal.level.tp1',
  'ui.signal.level.tp2',
  'content.performance.chip.futures',
  'content.performance.market.futures',
  'premium.stats.type.futures',
  'ui.signal.type.futures',
];
/** Back-office words: the brand, "ID", a user line of name and number, SMS, and the trading loanwords of its tables. */
const BACK_OFFICE_EVERYWHERE = [
  'admin.brand',
  'admin.resetPassword.column.id',
  'adminNotifications.form.sms',
  // The revenue figures' names (ChartMogul's), a month's column ("M3") and a line of name, reason and date.
  'adminPlans.analytics.figure.mrr',
  'adminPlans.analytics.figure.arpa',
  'adminPlans.analytics.mrr.series',
  'adminPlans.analytics.reasons.by',
  // A refused address and why: "203.0.113.300: Write an IP address…".
  'adminSignalSources.form.addressIssue',
  // The audit filter's kind of action for the bot's settings: the product's name.
  'adminUsers.audit.kind.telegram',
];
const BACK_OFFICE_FR_DE = [
  'admin.signalType.arbitrage',
  'admin.notificationType.signal',
  'adminSignals.type.arbitrage',
  'adminSignals.type.forex',
  'adminSignals.type.futures',
  'adminSignals.plan.premium',
  'adminSignals.direction.long',
  'adminSignals.direction.short',
  'adminSignals.facts.tp1',
  'adminSignals.facts.tp2',
];
/** French keeps "Actions", "Date", "Description", "Message", "Type", "Notification(s)", "Important"; Spanish "Error", "General", "Individual". */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  // Spanish "No" is "No"; "Beta" is "Beta".
  es: [
    // Staff roles (issue 46) the language names as English does.
    'adminUsers.role.editor',
    ...LOANWORDS,
    'signals.chart.tp1',
    'signals.chart.tp2',
    'ui.signal.level.tp1',
    'ui.signal.level.tp2',
    'layout.beta.tag',
    'common.no',
    'admin.notificationType.general',
    'admin.notificationType.error',
    'admin.resetPassword.form.userLine',
    'admin.resetPassword.failed.title',
    'adminContent.airdrops.toast.error',
    'adminNotifications.error',
    'adminNotifications.recipient.individual',
    'adminPayments.settings.tab.general.title',
    'adminSignals.type.forex',
    'adminSignals.plan.premium',
    'adminSignals.error',
    'adminSignals.facts.tp1',
    'adminSignals.facts.tp2',
    'adminUsers.filter.premium',
    'adminUsers.edit.premium',
    'adminUsers.audit.entity.airdrop',
    'plans.quote.plan',
    'adminPlans.plans.column.plan',
    'adminPlans.audit.entity.plan',
    'adminPlans.analytics.cohorts.monthN',
    'adminPlans.analytics.funnel.minutes',
  ],
  fr: [
    // Staff roles (issue 46) the language names as English does.
    'adminUsers.role.finance', 'adminUsers.role.support',
    ...LOANWORDS_FR_DE,
    ...BACK_OFFICE_FR_DE,
    'layout.adminNav.notifications',
    'layout.header.notifications',
    'admin.layout.menu',
    'admin.resetPassword.form.userLine',
    'adminContent.airdrops.form.description',
    'adminNotifications.title',
    'adminNotifications.table.noun',
    'adminNotifications.column.notification',
    'adminNotifications.column.type',
    'adminNotifications.column.actions',
    'adminNotifications.important',
    'layout.important.label',
    'adminNotifications.form.message',
    'adminPayments.column.date',
    'adminPayments.facts.date',
    'adminPayments.column.actions',
    'adminPayments.settings.tab.notifications.title',
    'adminSignals.column.actions',
    'adminUsers.filter.premium',
    'adminUsers.edit.premium',
    'adminUsers.column.actions',
    'adminUsers.tickets.column.actions',
    'adminUsers.audit.entity.signal',
    'adminUsers.audit.entity.airdrop',
    'adminUsers.audit.entity.notification',
    'adminPlans.column.actions',
    'adminPlans.analytics.funnel.conversion',
    'adminPlans.analytics.cohorts.monthN',
    'adminPlans.analytics.funnel.minutes',
    'adminSignalSources.tabs.sources',
    'adminSignalSources.sources.title',
    'adminSignalSources.column.source',
  ],
  de: [
    // Staff roles (issue 46) the language names as English does.
    'adminUsers.role.support',
    ...LOANWORDS_FR_DE,
    ...BACK_OFFICE_FR_DE,
    'signals.details.spread',
    'layout.nav.news',
    'layout.menu.plan.admin',
    'layout.beta.tag',
    'content.performance.title',
    'admin.notificationType.system',
    'admin.dashboard.live.badge',
    'admin.resetPassword.form.userLine',
    'adminPayments.column.status',
    'adminPayments.facts.status',
    'adminSignals.column.status',
    'adminUsers.filter.premium',
    'adminUsers.edit.premium',
    'adminUsers.column.status',
    'adminUsers.tickets.column.status',
    'adminUsers.audit.entity.signal',
    'adminUsers.audit.entity.airdrop',
    'adminUsers.audit.system',
    'adminPlans.plans.form.name',
    'adminPlans.analytics.cohorts.monthN',
    'adminSignalSources.form.name',
    'adminSignalSources.deliveries.signal',
  ],
  ru: ['layout.nav.premium', 'layout.header.premium', 'ui.signal.premium', 'admin.resetPassword.form.userLine', 'adminSignals.plan.premium', 'adminUsers.filter.premium', 'adminUsers.edit.premium'],
  ko: ['admin.resetPassword.form.userLine'],
};

const english = readCatalogue('en');
/** A language's part files, named as `<catalogue folder>/<part>.json` (the protocol's are errors and validation). */
const partsOf = (language: string) => catalogueFiles(language).map((file) => path.relative(path.dirname(path.dirname(path.dirname(file))), file).replace(`/${language}/`, '/'));

/** What a message needs from its caller: each ICU argument with its type, and each numbered rich-text tag. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        continue;
      }
      const [name, type, format] = token;
      found.add(`{${name}${type ? `, ${type}` : ''}}`);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) {
            walk(choice as CompiledMessage);
          }
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  for (const [tag] of message.matchAll(/<\/?\d+>/g)) {
    found.add(tag);
  }
  return [...found].sort();
}

describe('the catalogues', () => {
  it('put every part in one group of chunks, or none when only the server writes it', () => {
    const grouped = Object.values(CATALOGUE_GROUPS).flat();
    const parts = catalogueFiles('en').map((file) => path.basename(file, '.json'));
    expect([...grouped, ...SERVER_ONLY_PARTS].sort()).toEqual(parts.sort());
  });

  it('keep each part’s keys under its name (auth.json holds auth.*), so a key is found where it belongs', () => {
    for (const file of catalogueFiles('en')) {
      const prefix = `${path.basename(file, '.json')}.`;
      const keys = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
      expect(keys.filter((key) => !key.startsWith(prefix))).toEqual([]);
    }
  });

  it('are valid ICU messages in every language', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [key, message] of Object.entries(readCatalogue(language))) {
        expect(() => compileMessageOrThrow(message), `${language}: ${key}`).not.toThrow();
      }
    }
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s has every part and every key of English, and no other', (language) => {
    expect(partsOf(language)).toEqual(partsOf('en'));
    const catalogue = readCatalogue(language);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s asks for the same arguments and tags as English in every message', (language) => {
    const catalogue = readCatalogue(language);
    const mismatched = Object.keys(english)
      .filter((key) => key in catalogue)
      .filter((key) => JSON.stringify(argumentsOf(catalogue[key]!)) !== JSON.stringify(argumentsOf(english[key]!)))
      .map((key) => `${key}: ${argumentsOf(catalogue[key]!).join(' ')} (English: ${argumentsOf(english[key]!).join(' ')})`);
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('%s leaves no message in English unless it is listed as reading the same', (language) => {
    const catalogue = readCatalogue(language);
    const allowed = new Set([...EVERYWHERE, ...BACK_OFFICE_EVERYWHERE, ...(SAME_AS_ENGLISH[language] ?? [])]);
    const untranslated = Object.keys(english).filter((key) => catalogue[key] === english[key] && !allowed.has(key));
    expect(untranslated).toEqual([]);
  });
});
