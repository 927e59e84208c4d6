import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A message that names an e-mail address, with the address as a mailto link (the rest stays text). */
export function withEmailLink(text: string, email: string): ReactNode {
  const at = email ? text.indexOf(email) : -1;
  if (at < 0) {
    return text;
  }
  return (
    <>
      {text.slice(0, at)}
      <MailLink href={`mailto:${email}`}>{email}</MailLink>
      {text.slice(at + email.length)}
    </>
  );
}

/** Underlined: inside a sentence, colour alone would not tell the link from the text around it. */
const MailLink = styled.a`
  font-weight: 600;
  text-decoration: underline;
  overflow-wrap: anywhere;
`;
