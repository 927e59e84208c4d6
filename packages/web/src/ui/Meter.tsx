import styled from 'styled-components';

interface MeterProps {
  /** How far along: confirmations gathered, say. */
  value: number;
  /** What full is: the confirmations needed. */
  max: number;
  /** What is measured, said by screen readers with the figures ("Confirmations"). */
  label: string;
}

/**
 * A thin bar of how far something has come, such as a transfer's
 * confirmations: a progressbar to assistive technology, with its figures.
 */
export function Meter({ value, max, label }: MeterProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <Track role="progressbar" aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-label={label}>
      <Fill style={{ width: `${100 * share}%` }} />
    </Track>
  );
}

const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: width 0.4s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
