import { ShieldCheckIcon } from 'lucide-react';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { useHydrated } from '../../../lib/useHydrated';
import { Card, CardDescription, CardTitle, Skeleton } from '../../../ui';
import { CopyField } from '../common/CopyField';
import { LogDetails } from './LogDetails';
import { LogHeadFacts } from './LogHeadFacts';

/**
 * The public signal log behind the record (issue 45): what it promises, the one command that checks it, the head it
 * stands at now, and, on demand, the key and the raw answers the command reads.
 */
export function SignalLogCard() {
  const t = useT();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>
        <ShieldCheckIcon size={18} aria-hidden="true" />
        {t('content.performance.log.title')}
      </Title>
      <CardDescription>{t('content.performance.log.description')}</CardDescription>
      <Body>
        <VerifyCommand />
        <LogHeadFacts />
        <LogDetails />
      </Body>
    </Card>
  );
}

/**
 * The verifier pointed at this very site. Its address is only known in the browser: a page drawn on the server
 * holds a placeholder of the same size until the app takes it over.
 */
function VerifyCommand() {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return <Skeleton $height={70} $radius="12px" />;
  }
  const words = ['npx', '-y', 'pnpm@10', 'verify-record', window.location.origin];
  return (
    <CopyField
      label={t('content.performance.log.command')}
      value={words.join(' ')}
      // Each word kept whole on a narrow screen: "verify-" on one line and "record" on the next would read as two.
      shown={words.map((word, index) => (
        <Fragment key={word}>
          {index > 0 && ' '}
          <Word>{word}</Word>
        </Fragment>
      ))}
      texts={{ copied: t('content.performance.log.copied'), failed: t('content.performance.log.copyFailed') }}
    />
  );
}

const Title = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: 8px;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.profit};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;

const Word = styled.span`
  white-space: nowrap;
`;
