import styled, { keyframes } from 'styled-components';
import { useT } from '../i18n/useT';

interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Announced to screen readers; omit when the spinner sits inside something already labelled busy. */
  label?: string;
}

export function Spinner({ size = 20, label }: SpinnerProps) {
  return (
    <Ring
      $size={size}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A centred spinner filling the page body: route loading and session checks. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <PageCentre>
      <Spinner size={32} label={label ?? t('common.loading')} />
    </PageCentre>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
`;

const PageCentre = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.accent};
`;
