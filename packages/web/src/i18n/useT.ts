import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { parseTextRef } from '@signals/protocol';
import { messageValues } from '.';
import type { MessageId, MessageValues } from './messages';

/** A translator: `t` from useT() in a component, or from i18n/index.ts outside one; builders of columns and texts take either. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t(id, values)` in a component: the text in the language shown now, and a render again when it changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, messageValues(values)), [_]);
}

/**
 * `readable(text)` in a component: a message reference from the protocol (a form field's
 * validation message, `validation.username.min?min=2`) in the language shown; any other
 * text (the server's answers, already in the member's language) as it is.
 */
export function useReadable(): (text: string) => string {
  const { _ } = useLingui();
  return useCallback((text: string) => {
    const ref = parseTextRef(text);
    return ref ? _(ref.key, messageValues(ref.values)) : text;
  }, [_]);
}
