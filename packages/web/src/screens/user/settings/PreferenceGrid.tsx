import { HIGH_PROFIT_THRESHOLD, NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, type NotificationCategory, type NotificationChannel, type NotificationPreferences } from '@signals/protocol';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Switch } from '../../../ui';
import { CATEGORY_LABELS, CHANNEL_LABELS } from './preferenceLabels';

interface PreferenceGridProps {
  value: NotificationPreferences;
  onChange: (category: NotificationCategory, channel: NotificationChannel, on: boolean) => void;
  /**
   * Channels whose switches are shown off and cannot be turned on: SMS for a member without premium (a premium
   * benefit), and any channel the site does not send (issue 40: a switch shown on for it would be a promise).
   */
  locked: ReadonlySet<NotificationChannel>;
  disabled?: boolean;
  /** Lines under the grid: which switched-on channels would not reach the member, and why. */
  note?: ReactNode;
}

/** Categories down, channels across; each switch named "Email for New signals" and so on. */
export function PreferenceGrid({ value, onChange, locked, disabled = false, note }: PreferenceGridProps) {
  const t = useT();
  return (
    <Grid role="group" aria-label={t('settings.grid.label')}>
      <HeadRow aria-hidden="true">
        <span>{t('settings.grid.notifyAbout')}</span>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ColumnHead key={channel}>{t(CHANNEL_LABELS[channel])}</ColumnHead>
        ))}
      </HeadRow>
      {NOTIFICATION_CATEGORIES.map((category) => (
        <Row key={category}>
          <Text>
            <Label>{t(CATEGORY_LABELS[category].label)}</Label>
            <Description>{t(CATEGORY_LABELS[category].description, { threshold: HIGH_PROFIT_THRESHOLD })}</Description>
          </Text>
          {NOTIFICATION_CHANNELS.map((channel) => {
            const closed = locked.has(channel);
            return (
              <Cell key={channel}>
                <CellLabel aria-hidden="true">{t(CHANNEL_LABELS[channel])}</CellLabel>
                <Switch
                  checked={value[category][channel] && !closed}
                  onCheckedChange={(on) => onChange(category, channel, on)}
                  disabled={disabled || closed}
                  aria-label={t('settings.grid.switch', { channel: t(CHANNEL_LABELS[channel]), category: t(CATEGORY_LABELS[category].label) })}
                />
              </Cell>
            );
          })}
        </Row>
      ))}
      {note && <Note>{note}</Note>}
    </Grid>
  );
}

const columns = `
  @media (min-width: 640px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) repeat(${NOTIFICATION_CHANNELS.length}, 84px);
    align-items: center;
  }
`;

const Grid = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const HeadRow = styled.div`
  display: none;
  padding: 12px 20px;
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.background};
  ${columns}
`;

const ColumnHead = styled.span`
  text-align: center;
  /* A channel's name is one word ("Telegram"): never broken inside. */
  white-space: nowrap;
`;

/** On a phone the channels sit two by two under the category, each switch beside its name. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px 8px;
  padding: 16px 20px;
  ${columns}
`;

const Text = styled.div`
  grid-column: 1 / -1;
  min-width: 0;

  @media (min-width: 640px) {
    grid-column: auto;
  }
`;

const Label = styled.p`
  font-weight: 600;
`;

const Description = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  @media (min-width: 640px) {
    justify-content: center;
  }
`;

const CellLabel = styled.span`
  /* As wide as the widest name ("In-app"), so the switches line up in their column. */
  min-width: 46px;
  font-size: 13px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};

  @media (min-width: 640px) {
    display: none;
  }
`;

const Note = styled.div`
  display: grid;
  gap: 6px;
  padding: 12px 20px;
  font-size: 13px;

  /* The notes say nothing when every switched-on channel reaches the member. */
  &:empty {
    display: none;
  }

  & p {
    margin: 0;
  }

  /* A link in running text is underlined: colour alone does not tell it from the words around it. */
  & a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.background};
`;
