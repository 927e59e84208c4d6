import { RefreshCwIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../i18n/useT';
// From its own file, not the kit's index: the prompt is on the first route, and the index would bring the whole kit.
import { Button } from '../ui/Button';
import { BOTTOM_CHROME_VAR } from '../ui/theme/bottomChrome';
import { pwaSelectors, usePwaStore } from './store';

/**
 * "A new version is available": shown while a new build waits (pwa/register). Reload activates it; until then the
 * page keeps running the build it started with, so nothing changes under the member's hands.
 */
export function UpdatePrompt() {
  const waiting = usePwaStore(pwaSelectors.updateWaiting);
  const accept = usePwaStore((s) => s.updateAccepted);
  const t = useT();
  return (
    <Region role="status" aria-live="polite">
      {waiting && (
        <Banner>
          <RefreshCwIcon size={18} aria-hidden="true" />
          <Text>{t('layout.update.available')}</Text>
          <Button size="sm" onClick={accept}>
            {t('layout.update.reload')}
          </Button>
        </Banner>
      )}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(var(${BOTTOM_CHROME_VAR}, 0px) + 16px);
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 10px 10px 16px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Text = styled.span`
  flex: 1;
`;
