import { CircleCheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { toast } from '../../../stores/toast';
import { focusRing } from '../../../ui/theme/focusRing';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name, in the language shown ("Copy transaction ID"). */
  label: string;
}

const COPIED_MS = 1800;

/** Copies a value to the clipboard and says so in place. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) {
      return;
    }
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({ title: t('admin.copy.failed.title'), description: t('admin.copy.failed.description'), variant: 'destructive' });
    }
  };

  return (
    <Button type="button" aria-label={copied ? t('common.copied') : label} title={label} onClick={() => void handleCopy()} $copied={copied}>
      {copied ? <CircleCheckIcon size={15} /> : <CopyIcon size={15} />}
      <span aria-hidden="true">{copied ? t('common.copied') : t('common.copy')}</span>
    </Button>
  );
}

const Button = styled.button<{ $copied: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $copied }) => ($copied ? theme.colors.profit : theme.colors.textMuted)};
  font-size: 12.5px;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme, $copied }) => ($copied ? theme.colors.profit : theme.colors.text)};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;
