import styled from 'styled-components';

interface ShareBarProps {
  /** The part of the whole, 0 to 1. */
  share: number;
  /** The least width drawn, in percent: a step of the funnel that is there at all shows as a sliver. */
  least?: number;
  tone?: 'accent' | 'loss';
  /** Thickness in pixels. */
  thickness?: number;
}

/** A bar filled to a share of its width, beside figures that say the same in words (hidden from screen readers). */
export function ShareBar({ share, least = 0, tone = 'accent', thickness = 10 }: ShareBarProps) {
  return (
    <Track aria-hidden="true" $thickness={thickness} $tone={tone}>
      <span style={{ width: `${Math.max(least, Math.round(share * 100))}%` }} />
    </Track>
  );
}

const Track = styled.span<{ $thickness: number; $tone: 'accent' | 'loss' }>`
  display: block;
  height: ${({ $thickness }) => $thickness}px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceHover};

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;
