import { ChartLineIcon, ExternalLinkIcon } from 'lucide-react';
import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { type ButtonSize, type ButtonVariant } from '../../../ui';
import { buttonStyles } from '../../../ui/Button';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { externalLinkProps } from '../common/external';
import { chartUrl, exchangeUrl } from './links';

/** Buttons that leave for the exchanges of the trade, or a chart of the pair, in a new tab. */
export function SignalActions({ signal }: { signal: FullSignal }) {
  const t = useT();
  const exchanges: { name: string | null; verb: MessageId }[] =
    signal.signalType === 'arbitrage'
      ? [
          { name: signal.buyExchange, verb: 'signals.actions.buyOn' },
          { name: signal.sellExchange, verb: 'signals.actions.sellOn' },
        ]
      : signal.signalType === 'futures'
        ? [{ name: signal.exchange, verb: 'signals.actions.tradeOn' }]
        : [];
  return (
    <Row>
      {exchanges.map(({ name, verb }, index) =>
        name ? (
          <Action key={`${verb}-${name}`} href={exchangeUrl(name)} {...externalLinkProps} $variant={index === 0 ? 'primary' : 'secondary'} $size="md" $fullWidth={false}>
            {t(verb, { exchange: name })}
            <ExternalLinkIcon size={15} />
            <Hidden> {t('signals.actions.newTab')}</Hidden>
          </Action>
        ) : null,
      )}
      <Action href={chartUrl(signal.pair)} {...externalLinkProps} $variant={exchanges.length === 0 ? 'primary' : 'secondary'} $size="md" $fullWidth={false}>
        <ChartLineIcon size={16} />
        {t('signals.actions.chart', { pair: signal.pair })}
        <Hidden> {t('signals.actions.newTab')}</Hidden>
      </Action>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;

  @media (min-width: 560px) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Action = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
