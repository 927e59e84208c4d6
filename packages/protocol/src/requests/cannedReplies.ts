import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.js';
import { textRef } from '../text.js';
import { idParam, requiredText, textOfAtLeast } from './fields.js';

/**
 * What a canned reply may ask to be filled with (issue 46), each for the ticket's member: their username, their plan's
 * name, when their premium ends (in their language), their deposit address for on-chain payments, their last
 * payment's transaction id, and the ticket's number.
 */
export const CANNED_REPLY_VARIABLES = ['username', 'plan', 'premiumEnds', 'depositAddress', 'lastPaymentTx', 'ticketId'] as const;
export type CannedReplyVariable = (typeof CANNED_REPLY_VARIABLES)[number];

/** `{{name}}`, spaces inside the braces allowed (`{{ name }}`); the name as written is group 1. */
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A variable as a reply writes it: `{{username}}`. */
export const variableToken = (name: string) => `{{${name}}}`;

export function isCannedReplyVariable(name: string): name is CannedReplyVariable {
  return (CANNED_REPLY_VARIABLES as readonly string[]).includes(name);
}

/** The names of the variables a body uses, each once, in the order they first appear. */
export function variablesIn(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(VARIABLE), (match) => match[1] ?? ''))];
}

/**
 * A body with each variable replaced by `valueOf(name)`; a name `valueOf` has no value for (undefined) stays as
 * written. The one place that reads the `{{…}}` syntax besides `variablesIn`, so the server's filler and the check at
 * save agree on what a variable is.
 */
export function replaceVariables(body: string, valueOf: (name: string) => string | undefined): string {
  return body.replace(VARIABLE, (token, name: string) => valueOf(name) ?? token);
}

const BODY_MAX = 5000;

/** A canned reply as support writes it: a title to pick it by, the text, and the language it is written in. */
export const CannedReplyInput = z.object({
  title: requiredText(textRef('validation.cannedReply.titleRequired'), 80),
  body: textOfAtLeast(5, textRef('validation.cannedReply.bodyTooShort', { min: 5 }), BODY_MAX).superRefine((body, ctx) => {
    const unknown = variablesIn(body).filter((name) => !isCannedReplyVariable(name));
    if (unknown.length > 0) {
      // Named as written, so the writer finds the typo; the known ones listed beside it.
      ctx.addIssue({
        code: 'custom',
        message: textRef('validation.cannedReply.unknownVariable', {
          count: unknown.length,
          variables: unknown.map(variableToken).join(', '),
          known: CANNED_REPLY_VARIABLES.map(variableToken).join(' '),
        }),
      });
    }
  }),
  language: z.enum(LANGUAGE_CODES, { error: textRef('validation.language.unsupported') }),
});
export type CannedReplyInput = z.input<typeof CannedReplyInput>;
export type CannedReplyValues = z.output<typeof CannedReplyInput>;

/** `/api/admin/tickets/:id/canned-replies/:replyId/…`: the ticket, and the reply to fill for its member. */
export const TicketReplyParams = z.object({ id: idParam, replyId: idParam });
export type TicketReplyParams = z.input<typeof TicketReplyParams>;
