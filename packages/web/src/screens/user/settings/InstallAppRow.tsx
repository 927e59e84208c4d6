import { SmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { useHydrated } from '../../../lib/useHydrated';
import { isIosSafari, pwaSelectors, usePwaStore } from '../../../pwa';
import { Button } from '../../../ui';
import { SettingsActionRow } from '../account/SettingsRow';

/**
 * "Install the app": Chromium's own install dialog (the prompt held back at start, pwa/install) on a tap; on an
 * iPhone or iPad in Safari, the steps, since Safari has no such dialog. Nothing where the app is installed already,
 * or where the browser offers neither.
 */
export function InstallAppRow() {
  const t = useT();
  const installed = usePwaStore(pwaSelectors.installed);
  const prompt = usePwaStore(pwaSelectors.installPrompt);
  const appInstalled = usePwaStore((s) => s.appInstalled);
  const [asking, setAsking] = useState(false);
  // Which browser this is, only the device knows: a page drawn on the server leaves the row out.
  const onDevice = useHydrated();

  if (installed || !onDevice) {
    return null;
  }
  if (prompt) {
    const handleInstall = async () => {
      setAsking(true);
      try {
        await prompt.prompt();
        const { outcome } = await prompt.userChoice;
        if (outcome === 'accepted') {
          appInstalled();
        }
      } finally {
        setAsking(false);
      }
    };
    return (
      <SettingsActionRow
        icon={SmartphoneIcon}
        label={t('settings.install')}
        description={t('settings.install.description')}
        action={
          <Button size="sm" variant="secondary" loading={asking} onClick={() => void handleInstall()}>
            {t('settings.install.button')}
          </Button>
        }
      />
    );
  }
  if (isIosSafari()) {
    return <SettingsActionRow icon={SmartphoneIcon} label={t('settings.install')} description={t('settings.install.ios')} />;
  }
  return null;
}
