import { TagIcon, XIcon } from 'lucide-react';
import type { Quote } from '@signals/protocol';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { Button, TextField } from '../../../ui';

interface PromoCodeFieldProps {
  /** The code applied (the quote carries it), or null. */
  applied: string | null;
  /** The quote with the code, to say what it takes off. */
  quote: Quote | null;
  /** Why the server refused the last code, in the member's language. */
  refusal: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The member edits the code again: an old refusal no longer applies. */
  onEdit: () => void;
}

/** A promo code: typed and applied by asking the server for a quote; the discount once applied, or the server's reason. */
export function PromoCodeField({ applied, quote, refusal, busy, onApply, onRemove, onEdit }: PromoCodeFieldProps) {
  const t = useT();
  const [text, setText] = useState('');

  if (applied) {
    return (
      <Applied role="status">
        <TagIcon size={16} aria-hidden="true" />
        <span>
          <strong>{t('plans.promo.applied', { code: applied })}</strong>
          {quote && quote.discountUsd > 0 && (
            <small>{t('plans.promo.discount', { discount: formatUsd(quote.discountUsd), amount: formatUsd(quote.amountUsd) })}</small>
          )}
        </span>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('plans.promo.removeCode', { code: applied })}>
          <XIcon size={15} />
          {t('plans.promo.remove')}
        </Button>
      </Applied>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (code) {
      onApply(code);
    }
  };

  return (
    <Row onSubmit={submit} noValidate>
      <TextField
        label={t('plans.promo.label')}
        placeholder={t('plans.promo.placeholder')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        value={text}
        error={refusal ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          onEdit();
        }}
      />
      <Button type="submit" variant="secondary" loading={busy} disabled={text.trim() === ''}>
        {t('plans.promo.apply')}
      </Button>
    </Row>
  );
}

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 8px;

  > button {
    /* In line with the input under its label. */
    margin-top: 27px;
    height: 44px;
  }
`;

const Applied = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 10px 10px 14px;
  border: 1px dashed ${({ theme }) => theme.colors.profit};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.profitSoft};
  color: ${({ theme }) => theme.colors.profit};

  > span {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  strong {
    font-size: 14px;
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
  }
`;
