import { CopyIcon } from 'lucide-react';
import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatPrice, priceDecimalsOf } from '../../../lib/format';
import { toast } from '../../../stores/toast';
import { focusRing } from '../../../ui/theme/focusRing';

interface CopyPriceProps {
  /** What the price is ("Entry price"), in the language shown. */
  label: string;
  value: number | null;
  signal: FullSignal;
}

/**
 * A price on the signal's detail that one tap copies (issue 40), as an exchange's order form takes it: the pair's
 * decimals, a point, no thousands separators ("151.200", "2400"). Shown as the screen writes prices. No price, no button.
 */
export function CopyPrice({ label, value, signal }: CopyPriceProps) {
  const t = useT();
  const shown = formatPrice(value, signal);
  if (value === null) {
    return <>{shown}</>;
  }
  const plain = value.toFixed(priceDecimalsOf(value, signal));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(plain);
      toast({ title: t('signals.copyPrice.copied', { label, price: plain }), variant: 'success' });
    } catch {
      toast({ title: t('ui.copyField.failed.title'), description: t('signals.copyPrice.failed'), variant: 'destructive' });
    }
  };
  return (
    // The name holds the price as shown, so a voice user can say what they see (label-content-name-mismatch).
    <Copy type="button" onClick={() => void copy()} aria-label={t('signals.copyPrice.label', { label, price: shown })}>
      {shown}
      <CopyIcon size={14} aria-hidden />
    </Copy>
  );
}

const Copy = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  /* The row's height stays; the target grows to 44 px tall around the text. */
  margin: -12px -8px;
  padding: 12px 8px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${focusRing}
`;
