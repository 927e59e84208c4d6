import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { useBetaStore } from '../../stores/beta';
import { focusRing } from '../../ui/theme/focusRing';

/**
 * The BETA label beside the brand: it reopens the beta notice. It lives in the
 * header's own space, so it never sits over a card or a heading the way a
 * floating pill did.
 */
export function BetaTag() {
  const opened = useBetaStore((s) => s.noticeOpened);
  const t = useT();
  return (
    // The name starts with the visible word (WCAG 2.5.3), then says what the button opens.
    <Tag type="button" aria-haspopup="dialog" aria-label={t('layout.beta.tagLabel')} onClick={opened}>
      <Label>{t('layout.beta.tag')}</Label>
    </Tag>
  );
}

/** A 44 px square target around a small label. */
const Tag = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 44px;
  height: 44px;
  padding: 0 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;

  &:hover > span {
    border-color: ${({ theme }) => theme.colors.warning};
  }
  ${focusRing}
`;

const Label = styled.span`
  padding: 2px 7px;
  border: 1px solid ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 10.5px;
  font-weight: 800;
  letter-spacing: 0.1em;
  line-height: 16px;
  text-transform: uppercase;
`;
