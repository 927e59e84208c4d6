import type { LucideIcon } from 'lucide-react';
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useT } from '../../i18n/useT';
import { useToastStore, type Toast, type ToastVariant } from '../../stores/toast';
import { focusRing } from '../theme/focusRing';
import { quietIconButton } from '../theme/quietIconButton';
import { useSwipeToDismiss } from './useSwipeToDismiss';

const EXIT_MS = 180;

const icons: Record<ToastVariant, LucideIcon> = { default: InfoIcon, success: CircleCheckIcon, destructive: TriangleAlertIcon };

export function ToastItem({ toast }: { toast: Toast }) {
  const dismissed = useToastStore((s) => s.toastDismissed);
  const removed = useToastStore((s) => s.toastRemoved);
  const [paused, setPaused] = useState(false);
  const t = useT();
  const swipe = useSwipeToDismiss(() => dismissed(toast.id));

  // Counts down while visible; hovering or focusing it pauses (and restarts) the countdown.
  useEffect(() => {
    if (!toast.open || paused) {
      return;
    }
    const timer = window.setTimeout(() => dismissed(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.open, toast.id, toast.duration, paused, dismissed]);

  useEffect(() => {
    if (toast.open) {
      return;
    }
    const timer = window.setTimeout(() => removed(toast.id), EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [toast.open, toast.id, removed]);

  const assertive = toast.variant === 'destructive';
  const Glyph = icons[toast.variant];

  return (
    <Item
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      $variant={toast.variant}
      $closing={!toast.open}
      style={swipe.style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          dismissed(toast.id);
        }
      }}
      {...swipe.handlers}
    >
      <IconWrap $variant={toast.variant}>
        <Glyph size={20} />
      </IconWrap>
      <Text>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <Dismiss type="button" aria-label={t('ui.toast.dismiss')} onClick={() => dismissed(toast.id)}>
        <XIcon size={16} />
      </Dismiss>
    </Item>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const leave = keyframes`
  to { opacity: 0; transform: translateX(40px); }
`;

const accents = {
  default: css`
    border-left-color: ${({ theme }) => theme.colors.accent};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.profit};
  `,
  destructive: css`
    border-left-color: ${({ theme }) => theme.colors.loss};
    background: linear-gradient(${({ theme }) => theme.colors.lossSoft}, ${({ theme }) => theme.colors.lossSoft}),
      ${({ theme }) => theme.colors.surfaceRaised};
  `,
};

const Item = styled.div<{ $variant: ToastVariant; $closing: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 12px 14px 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-left-width: 3px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  /* No fill on the entrance: a kept transform would override the swipe's inline offset. */
  ${({ $closing }) =>
    $closing
      ? css`
          animation: ${leave} ${EXIT_MS}ms ease-in forwards;
        `
      : css`
          animation: ${enter} 220ms ease-out;
        `}
  ${({ $variant }) => accents[$variant]}
  ${focusRing}
`;

const iconColours = {
  default: css`
    color: ${({ theme }) => theme.colors.accent};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.profit};
  `,
  destructive: css`
    color: ${({ theme }) => theme.colors.loss};
  `,
};

const IconWrap = styled.span<{ $variant: ToastVariant }>`
  flex: none;
  margin-top: 1px;
  ${({ $variant }) => iconColours[$variant]}
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-size: 14px;
  font-weight: 650;
`;

const Description = styled.p`
  margin-top: 2px;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  margin: -4px -2px 0 0;
  ${quietIconButton}
`;
