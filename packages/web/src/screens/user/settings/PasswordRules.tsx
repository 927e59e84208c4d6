import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import { parseTextRef, strongPassword, type TextKey } from '@signals/protocol';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** Each strength rule with the key of the protocol's issue it answers to. */
const RULES: readonly { label: MessageId; issue: TextKey }[] = [
  { label: 'settings.password.rule.length', issue: 'validation.password.tooShort' },
  { label: 'settings.password.rule.uppercase', issue: 'validation.password.needsUppercase' },
  { label: 'settings.password.rule.lowercase', issue: 'validation.password.needsLowercase' },
  { label: 'settings.password.rule.number', issue: 'validation.password.needsNumber' },
  { label: 'settings.password.rule.special', issue: 'validation.password.needsSpecial' },
];

/** The keys of the issues the protocol's strength rules give for a value (none when strong). */
function failingMessages(value: string): Set<string> {
  const result = strongPassword.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => parseTextRef(issue.message)?.key ?? issue.message));
}

/** A live checklist under the new-password field: the same rules the server enforces. */
export function PasswordRules({ value }: { value: string }) {
  const t = useT();
  const failing = failingMessages(value);
  return (
    <List aria-label={t('settings.password.rules')}>
      {RULES.map((rule) => {
        const met = value.length > 0 && !failing.has(rule.issue);
        return (
          <Rule key={rule.label} $met={met}>
            {met ? <CircleCheckIcon size={14} /> : <InfoIcon size={14} />}
            {t(rule.label)}
            <Hidden> {t(met ? 'settings.password.rule.met' : 'settings.password.rule.unmet')}</Hidden>
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
