import { KeyRoundIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { DialogWarning } from '../signals/DialogWarning';
import { useT } from '../../../i18n/useT';
import { Button, Card } from '../../../ui';
import { CopyButton } from '../components/CopyButton';
import { curlExample, TRADINGVIEW_PLACEHOLDERS, tradingViewExample } from './hookExamples';

/** A source's address and secret, as the panel shows them the one time the secret is known. */
export interface ShownSecret {
  name: string;
  url: string;
  secret: string;
  /** A new secret for an existing source rather than a new source. */
  rotated: boolean;
}

interface SecretPanelProps {
  shown: ShownSecret;
  onDismiss: () => void;
}

/**
 * The one time a source's secret is shown (made, or rotated): its address and secret to copy, a plain warning that
 * the secret will not be shown again, and how to send to it: a TradingView alert (the secret in the body) and a
 * request signed with openssl. Taken focus when it appears, so a keyboard or a screen reader lands on it.
 */
export function SecretPanel({ shown, onDismiss }: SecretPanelProps) {
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);

  const alert = tradingViewExample(shown.secret);
  const curl = curlExample(shown.url, shown.secret);
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        <KeyRoundIcon size={18} aria-hidden="true" />
        {t(shown.rotated ? 'adminSignalSources.secret.rotatedTitle' : 'adminSignalSources.secret.createdTitle', { name: shown.name })}
      </Heading>
      <DialogWarning role="alert">
        <TriangleAlertIcon size={16} aria-hidden="true" />
        <span>{t('adminSignalSources.secret.once')}</span>
      </DialogWarning>
      <Values>
        <Value>
          <dt>{t('adminSignalSources.secret.url')}</dt>
          <dd>
            <Code>{shown.url}</Code>
            <CopyButton value={shown.url} label={t('adminSignalSources.secret.copyUrl')} />
          </dd>
        </Value>
        <Value>
          <dt>{t('adminSignalSources.secret.secret')}</dt>
          <dd>
            <Code>{shown.secret}</Code>
            <CopyButton value={shown.secret} label={t('adminSignalSources.secret.copySecret')} />
          </dd>
        </Value>
      </Values>
      <Example>
        <ExampleHead>
          <h3>{t('adminSignalSources.secret.tradingViewTitle')}</h3>
          <CopyButton value={alert} label={t('adminSignalSources.secret.copyTradingView')} />
        </ExampleHead>
        <Hint>{t('adminSignalSources.secret.tradingViewHint', TRADINGVIEW_PLACEHOLDERS)}</Hint>
        <Pre role="region" tabIndex={0} aria-label={t('adminSignalSources.secret.tradingViewTitle')}>
          {alert}
        </Pre>
      </Example>
      <Example>
        <ExampleHead>
          <h3>{t('adminSignalSources.secret.curlTitle')}</h3>
          <CopyButton value={curl} label={t('adminSignalSources.secret.copyCurl')} />
        </ExampleHead>
        <Hint>{t('adminSignalSources.secret.curlHint')}</Hint>
        <Pre role="region" tabIndex={0} aria-label={t('adminSignalSources.secret.curlTitle')}>
          {curl}
        </Pre>
      </Example>
      <Footer>
        <Button onClick={onDismiss}>{t('adminSignalSources.secret.done')}</Button>
      </Footer>
    </Panel>
  );
}

const Panel = styled(Card)`
  display: grid;
  gap: 16px;
  margin-bottom: 20px;
  border-color: ${({ theme }) => theme.colors.accent};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 17px;
  font-weight: 650;
  overflow-wrap: anywhere;
  scroll-margin-top: 140px;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus {
    outline: none;
  }
`;

const Values = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
`;

const Value = styled.div`
  display: grid;
  gap: 6px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
  }
  dd {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin: 0;
  }
`;

const Code = styled.code`
  flex: 1;
  min-width: 0;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Example = styled.section`
  display: grid;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: 15px;
    font-weight: 650;
  }
`;

const ExampleHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Pre = styled.pre`
  margin: 0;
  padding: 12px 14px;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12.5px;
  line-height: 1.55;
  white-space: pre;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
