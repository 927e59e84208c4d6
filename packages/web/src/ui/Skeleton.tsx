import styled, { keyframes } from 'styled-components';

/**
 * The shine moves by transform, which the compositor animates on its own: an animated background-position had the
 * main thread paint every skeleton on every frame while a screen loaded (7-12 ms a frame on a slow phone, counted in
 * the page's total blocking time).
 */
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A placeholder block while a list loads; give it the size of what it stands in for. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height?: number; $width?: string; $radius?: string }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height = 16 }) => $height}px;
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0%, ${({ theme }) => theme.colors.skeletonShine} 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;

