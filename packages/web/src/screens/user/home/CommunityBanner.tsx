import { ExternalLinkIcon, SendIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { focusRing } from '../../../ui/theme/focusRing';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { externalLinkProps } from '../common/external';
import { COMMUNITY_URL } from './community';

/** The invitation to the community channel; opens it in a new tab. */
export function CommunityBanner() {
  const t = useT();
  return (
    <Banner href={COMMUNITY_URL} {...externalLinkProps}>
      <IconCircle>
        <SendIcon size={20} />
      </IconCircle>
      <Text>
        <Title>{t('home.community.title')}</Title>
        <Sub>{t('home.community.text')}</Sub>
      </Text>
      <Go>
        {t('home.community.join')}
        <ExternalLinkIcon size={15} />
        <Hidden> {t('home.community.newTab')}</Hidden>
      </Go>
    </Banner>
  );
}

const Banner = styled.a`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(400px 160px at 0% 0%, ${({ theme }) => theme.colors.accentSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.accent};
  }
  ${focusRing}
`;

const IconCircle = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: linear-gradient(135deg, #2aabee, #229ed9);
  color: #ffffff;
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: 700;
`;

const Sub = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Go = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
