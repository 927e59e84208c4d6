import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';

interface CopyFieldProps {
  label: string;
  value: string;
}

/**
 * A value to copy exactly (a wallet address): shown in full in a monospace
 * box, selectable by hand, with a copy button and the spec's toast.
 */
export function CopyField({ label, value }: CopyFieldProps) {
  const id = useId();
  const t = useT();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('ui.copyField.copied.title'), description: t('ui.copyField.copied.description'), variant: 'success' });
    } catch {
      toast({ title: t('ui.copyField.failed.title'), description: t('ui.copyField.failed.description'), variant: 'destructive' });
    }
  };
  return (
    <Wrapper>
      <Label id={id}>{label}</Label>
      <Row>
        <Value aria-labelledby={id} tabIndex={0}>
          {value}
        </Value>
        <Button variant="secondary" size="sm" onClick={() => void handleCopy()} aria-label={t('ui.copyField.copyLabel', { label: label.toLowerCase() })}>
          <CopyIcon size={15} />
          {t('common.copy')}
        </Button>
      </Row>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.span`
  font-size: 13px;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 6px 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Value = styled.code`
  flex: 1;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  overflow-wrap: anywhere;
  user-select: all;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
