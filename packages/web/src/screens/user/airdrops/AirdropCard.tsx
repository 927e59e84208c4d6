import { ExternalLinkIcon, GiftIcon } from 'lucide-react';
import { AIRDROP_DESCRIPTION_PREVIEW_CHARS, type Airdrop } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatRelative, formatUsd } from '../../../lib/format';
import { formatAirdropEnd } from '../../../lib/formatDates';
import { toast } from '../../../stores/toast';
import { Badge, Button, Skeleton } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { inlineTapTarget, tapTarget } from '../../../ui/theme/tapTarget';
import { externalLinkProps, openExternal } from '../common/external';

/** One active airdrop: project, reward, deadline, and the way to take part. */
export function AirdropCard({ airdrop }: { airdrop: Airdrop }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const long = airdrop.description.length > AIRDROP_DESCRIPTION_PREVIEW_CHARS;
  const text = long && !expanded ? `${airdrop.description.slice(0, AIRDROP_DESCRIPTION_PREVIEW_CHARS).trimEnd()}…` : airdrop.description;

  const handleParticipate = () => {
    openExternal(airdrop.registrationUrl);
    toast({ title: t('content.airdrops.opened.title'), description: t('content.airdrops.opened.description', { title: airdrop.title }), variant: 'success' });
  };

  return (
    <Card>
      <Head>
        <AirdropLogo airdrop={airdrop} />
        <div>
          <Title>{airdrop.title}</Title>
          <Project>
            {airdrop.projectName} <Badge $tone="accent">{airdrop.tokenSymbol}</Badge>
          </Project>
        </div>
      </Head>
      <Description>
        {text}{' '}
        {long && (
          <More type="button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {t(expanded ? 'content.airdrops.less' : 'content.airdrops.more')}
          </More>
        )}
      </Description>
      <Facts>
        <Fact>
          <dt>{t('content.airdrops.value')}</dt>
          <dd>{airdrop.value === null ? '—' : formatUsd(airdrop.value)}</dd>
        </Fact>
        <Fact>
          <dt>{t('content.airdrops.ends')}</dt>
          <dd>
            <time dateTime={airdrop.endDate}>{formatAirdropEnd(airdrop.endDate)}</time>
            <Small>{formatRelative(airdrop.endDate)}</Small>
          </dd>
        </Fact>
      </Facts>
      <Actions>
        <Button onClick={handleParticipate} fullWidth aria-label={t('content.airdrops.participate.label', { title: airdrop.title })}>
          <GiftIcon size={16} />
          {t('content.airdrops.participate')}
        </Button>
        {airdrop.websiteUrl && (
          <Website href={airdrop.websiteUrl} {...externalLinkProps} aria-label={t('content.airdrops.website.label', { project: airdrop.projectName })}>
            {t('content.airdrops.website')} <ExternalLinkIcon size={14} />
          </Website>
        )}
      </Actions>
    </Card>
  );
}

/** The airdrop's picture when it has one that loads; else its token symbol on the brand gradient. */
function AirdropLogo({ airdrop }: { airdrop: Airdrop }) {
  const [failed, setFailed] = useState(false);
  if (airdrop.imageUrl && !failed) {
    return <LogoImage src={airdrop.imageUrl} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
  }
  return <Logo aria-hidden="true">{airdrop.tokenSymbol.slice(0, 4)}</Logo>;
}

/** A placeholder of the same shape while the grid loads. */
export function AirdropCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Head>
        <Skeleton $height={48} $width="48px" $radius="14px" />
        <div style={{ flex: 1 }}>
          <Skeleton $height={18} $width="70%" />
        </div>
      </Head>
      <Skeleton $height={14} />
      <Skeleton $height={14} $width="80%" />
      <Skeleton $height={42} $radius="12px" />
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #7b5cff);
  color: #ffffff;
  font-size: 13px;
  font-weight: 800;
`;

const LogoImage = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const Title = styled.h2`
  font-size: 17px;
  font-weight: 700;
`;

const Project = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 3px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14.5px;
`;

const More = styled.button`
  ${inlineTapTarget}
  padding: 0 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: auto 0 0;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Fact = styled.div`
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    display: flex;
    flex-direction: column;
    margin: 4px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 500;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Website = styled.a`
  ${tapTarget}
  flex: none;
  gap: 5px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 14px;
  font-weight: 600;
  ${focusRing}
`;
