import styled from 'styled-components';

interface AvatarProps {
  username: string;
  premium: boolean;
  /** Diameter in pixels. */
  size?: number;
}

/** The first two letters of the username, upper-cased, on the plan's gradient. */
export function Avatar({ username, premium, size = 64 }: AvatarProps) {
  return (
    <Circle $premium={premium} $size={size} aria-hidden="true">
      {username.slice(0, 2).toUpperCase()}
    </Circle>
  );
}

const Circle = styled.span<{ $premium: boolean; $size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme, $premium }) =>
    $premium
      ? `linear-gradient(135deg, ${theme.colors.premium}, #e08a1e)`
      : `linear-gradient(135deg, ${theme.colors.accent}, #7b5cff)`};
  color: #ffffff;
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  font-weight: 750;
  letter-spacing: 0.02em;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
`;
