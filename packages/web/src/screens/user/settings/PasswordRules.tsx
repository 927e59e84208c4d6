import { CircleCheckIcon, InfoIcon } from 'lucide-react';
import type { TextKey } from '@signals/protocol';
import type { strongPassword } from '@signals/protocol/requests/fields';
import { parseTextRef } from '@signals/protocol/text';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

type StrengthRule = typeof strongPassword;

/** The protocol's rule, loaded once: the sign-up form is on the first route, whose bundle carries no zod (bench/web/sizes.mjs). */
let loadedRule: StrengthRule | null = null;
function useStrengthRule(): StrengthRule | null {
  const [rule, setRule] = useState(loadedRule);
  useEffect(() => {
    if (rule) {
      return;
    }
    let current = true;
    void import('@signals/protocol/requests/fields').then((fields) => {
      loadedRule = fields.strongPassword;
      if (current) {
        setRule(fields.strongPassword);
      }
    });
    return () => {
      current = false;
    };
  }, [rule]);
  return rule;
}

/** Each strength rule with the key of the protocol's issue it answers to. */
const RULES: readonly { label: MessageId; issue: TextKey }[] = [
  { label: 'auth.password.rule.length', issue: 'validation.password.tooShort' },
  { label: 'auth.password.rule.uppercase', issue: 'validation.password.needsUppercase' },
  { label: 'auth.password.rule.lowercase', issue: 'validation.password.needsLowercase' },
  { label: 'auth.password.rule.number', issue: 'validation.password.needsNumber' },
  { label: 'auth.password.rule.special', issue: 'validation.password.needsSpecial' },
];

/** The keys of the issues the protocol's strength rules give for a value (none when strong). */
function failingMessages(rule: StrengthRule | null, value: string): Set<string> | null {
  if (!rule) {
    return null;
  }
  const result = rule.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => parseTextRef(issue.message)?.key ?? issue.message));
}

/**
 * A live checklist under a new-password field (sign-up, change, reset): the same rules the server enforces.
 * `labelled={false}` where the form has a field named just "Password", which the list's own name would shadow.
 */
export function PasswordRules({ value, labelled = true }: { value: string; labelled?: boolean }) {
  const t = useT();
  const failing = failingMessages(useStrengthRule(), value);
  return (
    <List aria-label={labelled ? t('auth.password.rules') : undefined}>
      {RULES.map((rule) => {
        const met = value.length > 0 && failing !== null && !failing.has(rule.issue);
        return (
          <Rule key={rule.label} $met={met}>
            {met ? <CircleCheckIcon size={14} /> : <InfoIcon size={14} />}
            {t(rule.label)}
            <Hidden> {t(met ? 'auth.password.rule.met' : 'auth.password.rule.unmet')}</Hidden>
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
