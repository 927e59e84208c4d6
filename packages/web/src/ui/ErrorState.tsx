import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../i18n/useT';
import { Button } from './Button';

interface ErrorStateProps {
  title: string;
  description?: string;
  /** Label of the retry button ("Try again" unless given); no button without onRetry. */
  retryLabel?: string;
  onRetry?: () => void;
}

export function ErrorState({ title, description, retryLabel, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <Wrapper role="alert">
      <IconCircle>
        <TriangleAlertIcon size={26} />
      </IconCircle>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {onRetry && (
        <Retry>
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCwIcon size={16} />
            {retryLabel ?? t('common.retry')}
          </Button>
        </Retry>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: 40px 20px;
  border: 1px solid ${({ theme }) => theme.colors.lossSoft};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const IconCircle = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.lossSoft};
  color: ${({ theme }) => theme.colors.loss};
`;

const Title = styled.h3`
  font-size: 17px;
  font-weight: 650;
`;

const Description = styled.p`
  max-width: 420px;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Retry = styled.div`
  margin-top: 20px;
`;
