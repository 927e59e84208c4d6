import { zodResolver } from '@hookform/resolvers/zod';
import { CANNED_REPLY_VARIABLES, CannedReplyInput, LANGUAGE_CODES, variableToken, type CannedReply, type CannedReplyVariable, type CannedReplyValues } from '@signals/protocol';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { currentLanguage } from '../../../i18n';
import { nativeName } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useCannedRepliesStore } from '../../../stores/admin/cannedReplies';
import { toast } from '../../../stores/toast';
import { Button, Dialog, SelectField, TextAreaField, TextField } from '../../../ui';
import { focusRing } from '../../../ui/theme/focusRing';
import { DialogForm, FieldRow } from '../components/form';

/** What each variable is filled with, for the hint beside the text. */
const VARIABLE_KEYS: Record<CannedReplyVariable, MessageId> = {
  username: 'adminSupport.variable.username',
  plan: 'adminSupport.variable.plan',
  premiumEnds: 'adminSupport.variable.premiumEnds',
  depositAddress: 'adminSupport.variable.depositAddress',
  lastPaymentTx: 'adminSupport.variable.lastPaymentTx',
  ticketId: 'adminSupport.variable.ticketId',
};

interface CannedReplyFormDialogProps {
  /** The reply to edit; none for a new one. */
  reply?: CannedReply;
  onClose: () => void;
}

/**
 * New or Edit canned reply: a title, the language it is written in and its text, with the variables listed (a click
 * adds one where the cursor is). Checked as the server checks it: an unknown `{{variable}}` is named at once.
 */
export function CannedReplyFormDialog({ reply, onClose }: CannedReplyFormDialogProps) {
  const t = useT();
  const formId = useId();
  const replyCreated = useCannedRepliesStore((s) => s.replyCreated);
  const replyUpdated = useCannedRepliesStore((s) => s.replyUpdated);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CannedReplyInput, unknown, CannedReplyValues>({
    resolver: zodResolver(CannedReplyInput),
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '', language: reply?.language ?? currentLanguage() },
  });
  const body = register('body');
  const bodyElement = useRef<HTMLTextAreaElement | null>(null);

  /** Puts `{{name}}` where the cursor is in the text (at its end when it has none), and the cursor after it. */
  const addVariable = (name: CannedReplyVariable) => {
    const token = variableToken(name);
    const text = getValues('body');
    const element = bodyElement.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setValue('body', `${text.slice(0, start)}${token}${text.slice(end)}`, { shouldDirty: true });
    if (element) {
      element.focus();
      element.setSelectionRange(start + token.length, start + token.length);
    }
  };

  const onSubmit = async (values: CannedReplyValues) => {
    try {
      if (reply) {
        await replyUpdated(reply.id, values);
      } else {
        await replyCreated(values);
      }
      toast({ title: t(reply ? 'adminSupport.toast.updated' : 'adminSupport.toast.created'), description: values.title, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['title', 'body', 'language'])) {
        toast({ title: t('adminUsers.tickets.error'), description: t('adminSupport.toast.saveFailed', { error: errorMessage(error, t('adminUsers.tickets.unknownError')) }), variant: 'destructive' });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t(reply ? 'adminSupport.form.editTitle' : 'adminSupport.form.newTitle')}
      description={t('adminSupport.form.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t(reply ? 'adminSupport.form.save' : 'adminSupport.form.create')}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <FieldRow>
          <TextField label={t('adminSupport.form.title')} hint={t('adminSupport.form.titleHint')} autoComplete="off" error={errors.title?.message} {...register('title')} />
          <SelectField label={t('adminSupport.form.language')} hint={t('adminSupport.form.languageHint')} error={errors.language?.message} {...register('language')}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {nativeName(code)}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        <TextAreaField
          label={t('adminSupport.form.body')}
          rows={8}
          error={errors.body?.message}
          {...body}
          ref={(element: HTMLTextAreaElement | null) => {
            body.ref(element);
            bodyElement.current = element;
          }}
        />
        <Variables>
          <Legend>{t('adminSupport.form.variables')}</Legend>
          <Tokens>
            {CANNED_REPLY_VARIABLES.map((name) => (
              <li key={name}>
                <Token type="button" aria-label={t('adminSupport.form.addVariable', { token: variableToken(name), meaning: t(VARIABLE_KEYS[name]) })} onClick={() => addVariable(name)}>
                  <code>{variableToken(name)}</code>
                </Token>
                <Meaning>{t(VARIABLE_KEYS[name])}</Meaning>
              </li>
            ))}
          </Tokens>
        </Variables>
      </DialogForm>
    </Dialog>
  );
}

const Variables = styled.div`
  display: grid;
  gap: 6px;
`;

const Legend = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
  font-weight: 600;
`;

const Tokens = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
  }
`;

const Token = styled.button`
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 12.5px;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const Meaning = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
