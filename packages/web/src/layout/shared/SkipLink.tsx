import styled from 'styled-components';
import { useT } from '../../i18n/useT';

/** First stop of the tab order: jump over the header to the page content. */
export function SkipLink() {
  const t = useT();
  return <Link href="#main">{t('layout.skipToContent')}</Link>;
}

const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: ${({ theme }) => theme.zIndex.toast + 1};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 600;
  transform: translateY(-150%);
  transition: transform 0.15s ease;

  &:focus {
    transform: none;
  }
`;
