import styled from 'styled-components';
import { settingsSelectors, useSettingsStore } from '../../stores/settings';
import { Card, PageHeader } from '../../ui';
import { BackButton } from './account/BackButton';
import { PRIVACY_LAST_UPDATED, privacySections } from './help/privacySections';

/** The privacy policy: static text in eight sections. */
export function PrivacyScreen() {
  const { supportEmail } = useSettingsStore(settingsSelectors.publicSettings);
  const sections = privacySections(supportEmail);
  return (
    <Page>
      <PageHeader
        eyebrow={<BackButton fallback="/profile" />}
        title="Privacy Policy"
        description={`Last updated ${PRIVACY_LAST_UPDATED}`}
      />
      <Card as="article">
        <Intro>
          This policy explains what we collect when you use our trading-signals service, why, and the choices you have. We keep it short and
          plain.
        </Intro>
        {sections.map((section) => (
          <Section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
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
