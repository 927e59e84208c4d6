import { HouseIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../i18n/useT';
import { useDocumentTitle } from '../lib/useDocumentTitle';
// Direct imports rather than the kit's index: this screen ships in the first chunk.
import { ButtonLink } from '../ui/Button';

interface NotFoundViewProps {
  /** Where "home" is: the user app or the back office. */
  homePath: string;
  homeLabel: string;
}

/** The body of both 404 screens. */
export function NotFoundView({ homePath, homeLabel }: NotFoundViewProps) {
  const t = useT();
  useDocumentTitle(t('layout.notFound.title'));
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <Title>{t('layout.notFound.heading')}</Title>
      <Text>{t('layout.notFound.text')}</Text>
      <ButtonLink to={homePath}>
        <HouseIcon size={18} />
        {homeLabel}
      </ButtonLink>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 60vh;
  padding: 32px 20px;
  text-align: center;
`;

const Code = styled.p`
  font-size: 88px;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.05em;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.profit});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 750;
`;

const Text = styled.p`
  max-width: 360px;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
