import { Trans } from '../../i18n/Trans';
import { TriangleAlertIcon } from 'lucide-react';
import { PAYMENT_METHODS, RECEIVING_ADDRESS_SETTINGS, receivingWalletState } from '@signals/protocol';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { AlertBanner } from '../../ui/AlertBanner';
import { useStaffMay } from '../../stores/session';

/**
 * Red across the top of every back-office page while a receiving address is
 * still one of the demo data's burn addresses: members are warned on the
 * payment screens, and the admin is told which setting to change.
 */
export function DemoWalletBanner() {
  const addresses = useSettingsStore((s) => settingsSelectors.publicSettings(s).walletAddresses);
  const demo = PAYMENT_METHODS.filter((method) => receivingWalletState(method, addresses[method]) === 'demo').map((method) => RECEIVING_ADDRESS_SETTINGS[method]);
  // Only the owner can set the receiving wallets (issue 46): told to them, not to a support agent.
  const setsWallets = useStaffMay('ownerOnly');
  if (demo.length === 0 || !setsWallets) {
    return null;
  }
  return (
    <Banner role="alert">
      <TriangleAlertIcon size={18} />
      <p>
        <Trans
          id="admin.demoWallet.text"
          values={{
            count: demo.length,
            keys: demo.map((key, index) => (
              <span key={key}>
                {index > 0 && ', '}
                <code>{key}</code>
              </span>
            )),
          }}
          components={{ 0: <strong />, 1: <Link to="/admin/settings" /> }}
        />
      </p>
    </Banner>
  );
}

const Banner = styled(AlertBanner)`
  margin-bottom: 20px;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  a {
    color: inherit;
    font-weight: 650;
    text-decoration: underline;
  }
`;
