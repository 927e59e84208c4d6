import { CopyIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { toast } from '../../../stores/toast';
import { Button } from '../../../ui';

/** What the toasts say once a value is copied, or could not be: by default, of an address. */
export interface CopiedTexts {
  copied: string;
  failed: string;
}

/** Copies a value to the clipboard and says so in the spec's toast (or that it failed, and what to do instead). */
export function useCopy(): (value: string, texts?: CopiedTexts) => Promise<void> {
  const t = useT();
  return async (value, texts) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('ui.copyField.copied.title'), description: texts?.copied ?? t('ui.copyField.copied.description'), variant: 'success' });
    } catch {
      toast({ title: t('ui.copyField.failed.title'), description: texts?.failed ?? t('ui.copyField.failed.description'), variant: 'destructive' });
    }
  };
}

interface CopyFieldProps {
  label: string;
  value: string;
  /** The toasts' words, where the value is not an address. */
  texts?: CopiedTexts;
  /** The value as shown, where it reads better in pieces (a command's words kept whole): the same characters. */
  shown?: ReactNode;
}

/**
 * A value to copy exactly (a wallet address, a command): shown in full in a
 * monospace box, selectable by hand, with a copy button and the spec's toast.
 */
export function CopyField({ label, value, texts, shown }: CopyFieldProps) {
  const id = useId();
  const t = useT();
  const copy = useCopy();
  return (
    <Wrapper>
      <Label id={id}>{label}</Label>
      <Row>
        <Value aria-labelledby={id} tabIndex={0}>
          {shown ?? value}
        </Value>
        <Button variant="secondary" size="sm" onClick={() => void copy(value, texts)} aria-label={t('ui.copyField.copyLabel', { label: label.toLowerCase() })}>
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
