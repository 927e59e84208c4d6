import { CircleCheckIcon, CrownIcon, LockIcon } from 'lucide-react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { ButtonLink, Card } from '../../../ui';

const unlocks: MessageId[] = ['signals.locked.prices', 'signals.locked.exchanges', 'signals.locked.levels', 'signals.locked.steps'];

/**
 * What a free user sees of a premium signal. The server sent no detail at
 * all, so there is nothing here to blur: only what unlocking brings, and one
 * way forward. It leads to /premium, which explains the plan and its price
 * and goes on to the payment, rather than straight to a payment form.
 */
export function LockedPanel() {
  const t = useT();
  return (
    <Panel>
      <LockCircle>
        <LockIcon size={26} />
      </LockCircle>
      <Title>{t('signals.locked.title')}</Title>
      <Text>{t('signals.locked.text')}</Text>
      <List>
        {unlocks.map((item) => (
          <li key={item}>
            <CircleCheckIcon size={16} />
            {t(item)}
          </li>
        ))}
      </List>
      <Action>
        <ButtonLink to="/premium" size="lg">
          <CrownIcon size={17} />
          {t('signals.locked.unlock')}
        </ButtonLink>
      </Action>
    </Panel>
  );
}

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 32px 20px;
  text-align: center;
  border-color: ${({ theme }) => theme.colors.premiumSoft};
  background:
    radial-gradient(600px 200px at 50% 0%, ${({ theme }) => theme.colors.premiumSoft}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
`;

const LockCircle = styled.div`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.premium};
`;

const Title = styled.h2`
  font-size: 20px;
  font-weight: 750;
`;

const Text = styled.p`
  max-width: 460px;
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  text-align: left;

  li {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 14.5px;
  }
  svg {
    color: ${({ theme }) => theme.colors.profit};
  }
`;

const Action = styled.div`
  margin-top: 26px;
`;
