import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId, MessageValues } from './messages';

/** `t(id, values)` in a component: the text in the language shown now, and a render again when it changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, values), [_]);
}
