import { Trans } from '../../../i18n/Trans';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Card, CardTitle } from '../../../ui';

/** How the figures are made, plainly: what a reader needs to judge them. */
export function MethodNote() {
  const t = useT();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('content.performance.method.title')}</CardTitle>
      <List>
        <li>
          <Trans id="content.performance.method.result" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Trans id="content.performance.method.winRate" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Trans id="content.performance.method.sum" components={{ 0: <strong /> }} />
        </li>
        <li>
          <Trans id="content.performance.method.voided" components={{ 0: <strong /> }} />
        </li>
        <li>{t('content.performance.method.dates')}</li>
        <li>{t('content.performance.method.csv')}</li>
      </List>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 14px 0 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 650;
  }
`;
