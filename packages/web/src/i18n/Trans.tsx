import { Trans as LinguiTrans, type TransProps } from '@lingui/react';
import { messageValues } from '.';

/**
 * A message with rich text (`<0>…</0>` around a link or a bold word): Lingui's Trans, given the message's numbers as
 * the compiled catalogues read them (i18n/messageNumbers.ts). Lingui's own would leave a plural or a `{max, number}` empty.
 */
export function Trans({ values, ...props }: TransProps) {
  return <LinguiTrans {...props} values={messageValues(values)} />;
}
