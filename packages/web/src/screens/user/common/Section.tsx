import type { ReactNode } from 'react';
import styled from 'styled-components';

interface SectionProps {
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** A link or badge at the right of the title. */
  aside?: ReactNode;
  children: ReactNode;
  /** Names the section for landmarks; defaults to the title's text. */
  id?: string;
}

/** A titled block of a screen (h2), with an optional link or badge beside the title. */
export function Section({ title, description, aside, children, id }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Wrapper aria-labelledby={headingId}>
      <Head>
        <div>
          <Title id={headingId}>{title}</Title>
          {description && <Description>{description}</Description>}
        </div>
        {aside && <Aside>{aside}</Aside>}
      </Head>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  & + & {
    margin-top: 36px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 19px;
  font-weight: 700;
`;

const Description = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
`;

const Aside = styled.div`
  flex: none;
`;
