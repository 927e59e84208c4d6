import styled from 'styled-components';
import { useBetaStore } from '../../stores/beta';
import { Icon } from '../../ui';

/** The floating BETA pill: reopens the notice; its cross hides it for good. */
export function BetaPill() {
  const hidden = useBetaStore((s) => s.pillHidden);
  const opened = useBetaStore((s) => s.noticeOpened);
  const dismissed = useBetaStore((s) => s.pillDismissed);
  if (hidden) {
    return null;
  }
  return (
    <Pill>
      <Open type="button" aria-haspopup="dialog" title="Show the beta notice" onClick={opened}>
        <Dot aria-hidden="true" />
        BETA
      </Open>
      <Hide type="button" aria-label="Hide badge" title="Hide badge" onClick={dismissed}>
        <Icon name="close" size={13} />
      </Hide>
    </Pill>
  );
}

const Pill = styled.div`
  position: fixed;
  left: 12px;
  bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom) + 12px);
  z-index: ${({ theme }) => theme.zIndex.pill};
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (min-width: 768px) {
    left: 20px;
    bottom: 20px;
  }
`;

const Open = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  height: 32px;
  padding: 0 6px 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 11.5px;
  font-weight: 800;
  letter-spacing: 0.12em;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Dot = styled.span`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warning};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.warningSoft};
`;

const Hide = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-right: 2px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
