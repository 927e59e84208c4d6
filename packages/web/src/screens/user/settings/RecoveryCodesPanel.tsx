import { CopyIcon, DownloadIcon, KeyRoundIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { sessionSelectors, useSessionStore } from '../../../stores/session';
import { settingsSelectors, useSettingsStore } from '../../../stores/settings';
import { Button, Card, CardDescription, CardTitle } from '../../../ui';
import { copyText } from '../account/copyText';

/** The file a member keeps the codes in: a line saying what they are, then one code a line. */
function codesFile(heading: string, note: string, codes: readonly string[]): string {
  return [heading, note, '', ...codes, ''].join('\n');
}

/** Offers `text` as a download named `name`, made in the browser: the codes never travel again. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A new set of recovery codes, shown this once (the server keeps only their hashes): the list, copy, download as a
 * .txt, and "I have saved them", which forgets them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useT();
  const siteName = useSettingsStore(settingsSelectors.siteName);
  const username = useSessionStore(sessionSelectors.user)?.username ?? '';
  const file = () => codesFile(t('settings.twoFactor.recovery.file.heading', { siteName, username }), t('settings.twoFactor.recovery.file.note'), codes);

  return (
    <Card aria-labelledby="recovery-codes-title">
      <Head>
        <Glyph aria-hidden="true">
          <KeyRoundIcon size={22} />
        </Glyph>
        <div>
          <CardTitle id="recovery-codes-title">{t('settings.twoFactor.recovery.save.title')}</CardTitle>
          <CardDescription>{t('settings.twoFactor.recovery.save.description')}</CardDescription>
        </div>
      </Head>
      <Codes aria-label={t('settings.twoFactor.recovery.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => void copyText(codes.join('\n'), 'recoveryCodes')}>
          <CopyIcon size={15} />
          {t('settings.twoFactor.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download(`${siteName.replace(/[^\w.-]+/g, '-')}-recovery-codes.txt`, file())}>
          <DownloadIcon size={15} />
          {t('settings.twoFactor.recovery.download')}
        </Button>
        <Done onClick={onDone}>{t('settings.twoFactor.recovery.done')}</Done>
      </Actions>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  gap: 14px;
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 12px;
  margin: 20px 0 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};
  list-style: none;

  @media (min-width: 560px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 15px;
    letter-spacing: 0.04em;
    user-select: all;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 20px;

  @media (min-width: 560px) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Done = styled(Button)`
  @media (min-width: 560px) {
    margin-left: auto;
  }
`;
