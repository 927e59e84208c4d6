import { ROLE_CHOICES, type RoleChoice } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** Each role's name as the back office shows it (issue 46); `member` is everyone off the staff. */
export const ROLE_LABELS: Record<RoleChoice, MessageId> = {
  owner: 'adminUsers.role.owner',
  admin: 'adminUsers.role.admin',
  finance: 'adminUsers.role.finance',
  support: 'adminUsers.role.support',
  editor: 'adminUsers.role.editor',
  analyst: 'adminUsers.role.analyst',
  member: 'adminUsers.role.member',
};

export function isRoleChoice(value: string): value is RoleChoice {
  return (ROLE_CHOICES as readonly string[]).includes(value);
}
