import { SETTING_CATALOG, type PublicSettings } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../api';

export interface SettingsState {
  status: 'loading' | 'ready' | 'error';
  publicSettings: PublicSettings;
  publicSettingsLoaded: () => Promise<void>;
  publicSettingsChanged: (settings: PublicSettings) => void;
}

/** Until the server answers, show the catalogue's defaults rather than blanks. */
const fallback: PublicSettings = {
  siteName: SETTING_CATALOG.site_name.defaultValue,
  siteDescription: SETTING_CATALOG.site_description.defaultValue,
  supportEmail: SETTING_CATALOG.support_email.defaultValue,
  enableRegistrations: SETTING_CATALOG.enable_registrations.defaultValue === 'true',
  premiumPrice: Number(SETTING_CATALOG.premium_subscription_price.defaultValue),
  premiumProfitThreshold: Number(SETTING_CATALOG.premium_profit_threshold.defaultValue),
  enableCryptoPayments: SETTING_CATALOG.enable_usdt_payments.defaultValue === 'true',
  walletAddresses: { usdt: null, bitcoin: null, ethereum: null },
  cardPaymentsEnabled: false,
  chainPaymentsEnabled: false,
  demoChainEnabled: false,
  revealClosedPremiumSignals: SETTING_CATALOG.reveal_closed_premium_signals.defaultValue === 'true',
  // Off until the server says a channel works: never offer what may not be there.
  deliveryChannels: { push: false, email: false, sms: false, telegram: false },
  telegramPremiumChat: false,
  passwordResetAvailable: false,
};

export const useSettingsStore = create<SettingsState>()((set) => ({
  status: 'loading',
  publicSettings: fallback,
  publicSettingsLoaded: async () => {
    try {
      const publicSettings = await callApi('publicSettings');
      set({ status: 'ready', publicSettings });
    } catch {
      // The defaults keep the app usable; screens that need the live values check the status.
      set({ status: 'error' });
    }
  },
  publicSettingsChanged: (publicSettings) => set({ status: 'ready', publicSettings }),
}));
