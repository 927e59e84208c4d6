import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/useT';
import { connectionSelectors, useConnectionStore } from '../../stores/connection';

interface ConnectionIndicatorProps {
  /** What the notice says while the browser has no network: what the screens are showing instead of live data. */
  offlineMessage?: string;
}

/**
 * A small notice while the live channel is down: signals may be late until it
 * is back; and while the screens show the last visit's data, until they have
 * caught up. Hidden while everything flows; announced politely to screen readers.
 */
export function ConnectionIndicator({ offlineMessage }: ConnectionIndicatorProps) {
  const t = useT();
  const status = useConnectionStore(connectionSelectors.status);
  const interrupted = useConnectionStore(connectionSelectors.isInterrupted);
  const lastVisit = useConnectionStore(connectionSelectors.showingLastVisit);
  // Offline says what the screens show; else the last visit's data, until caught up, over a reconnection in progress.
  const message =
    status === 'offline' ? (offlineMessage ?? t('layout.connection.offline')) : lastVisit ? t('layout.connection.lastVisit') : interrupted ? t('layout.connection.reconnecting') : null;
  const tone = status === 'offline' ? 'offline' : lastVisit ? 'updating' : 'reconnecting';
  return (
    <Region role="status" aria-live="polite">
      {message && (
        <Pill>
          <Dot $tone={tone} aria-hidden="true" />
          {message}
        </Pill>
      )}
    </Region>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Region = styled.div`
  position: fixed;
  /* Just under the header, never over it: the brand, the bell and the menu stay readable and in reach (issue 40). */
  top: calc(${({ theme }) => theme.layout.headerHeight} + 8px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  /* As wide as its words up to the screen's width (a box at left: 50% would otherwise wrap at half of it). */
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Pill = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 32px);
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 600;
`;

const Dot = styled.span<{ $tone: 'offline' | 'reconnecting' | 'updating' }>`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ({ offline: theme.colors.loss, reconnecting: theme.colors.warning, updating: theme.colors.accent })[$tone]};
  animation: ${pulse} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
