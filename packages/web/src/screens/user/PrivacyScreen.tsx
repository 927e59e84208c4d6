import styled from 'styled-components';
import { currentLanguage } from '../../i18n';
import { useT } from '../../i18n/useT';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Card, PageHeader } from '../../ui';
import { BackButton } from './account/BackButton';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './help/privacySections';

/** The day the policy changed, written out as the language shown writes a date in full ("April 5, 2025"). */
function lastUpdated(): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${PRIVACY_LAST_UPDATED}T00:00:00Z`));
}

/** The privacy policy: static text in eight sections. */
export function PrivacyScreen() {
  const t = useT();
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  return (
    <Page>
      <PageHeader eyebrow={<BackButton fallback="/profile" />} title={t('help.privacy.title')} description={t('help.privacy.updated', { date: lastUpdated() })} />
      <Card as="article">
        <Intro>{t('help.privacy.intro')}</Intro>
        {PRIVACY_SECTIONS.map((section) => (
          <Section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{t(section.title)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, { email: supportEmail })}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{t(point)}</li>
                ))}
              </ul>
            )}
          </Section>
        ))}
      </Card>
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  margin-top: 28px;
  line-height: 1.65;

  h2 {
    font-size: 17px;
    font-weight: 700;
  }
  p,
  ul {
    margin-top: 10px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
`;
