import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { strongPassword } from '@signals/protocol';
import styled from 'styled-components';

/** Each strength rule with the protocol's message it answers to. */
const RULES = [
  { label: 'At least 8 characters', message: 'Password must be at least 8 characters' },
  { label: 'An uppercase letter', message: 'Password must contain at least one uppercase letter' },
  { label: 'A lowercase letter', message: 'Password must contain at least one lowercase letter' },
  { label: 'A number', message: 'Password must contain at least one number' },
  { label: 'A special character', message: 'Password must contain at least one special character' },
] as const;

/** The messages the protocol's strength rules give for a value (none when strong). */
function failingMessages(value: string): Set<string> {
  const result = strongPassword.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
}

/** A live checklist under the new-password field: the same rules the server enforces. */
export function PasswordRules({ value }: { value: string }) {
  const failing = failingMessages(value);
  return (
    <List aria-label="Password requirements">
      {RULES.map((rule) => {
        const met = value.length > 0 && !failing.has(rule.message);
        return (
          <Rule key={rule.label} $met={met}>
            {met ? <CircleCheckIcon size={14} /> : <InfoIcon size={14} />}
            {rule.label}
            <Hidden>{met ? ' (done)' : ' (to do)'}</Hidden>
          </Rule>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 6px 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 12.5px;
  color: ${({ theme, $met }) => ($met ? theme.colors.profit : theme.colors.textMuted)};
  transition: color 0.15s ease;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
