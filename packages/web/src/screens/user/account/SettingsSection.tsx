import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface SettingsSectionProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of rows on one surface, as in the profile and the settings hub. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {description && <Description>{description}</Description>}
      <List role="list">{children}</List>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Heading = styled.h2`
  padding: 0 4px;
  font-size: 13px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  padding: 0 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
