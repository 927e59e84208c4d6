import type { Context } from 'koa';
import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import type { ViewerState } from '../http/viewer.js';

/**
 * The language an answer is written in: the member's saved one when signed in
 * (so every device reads alike), else the first of the browser's
 * Accept-Language the app speaks (`de-AT` is German), else English.
 */
export function requestLanguage(ctx: Context): LanguageCode {
  const viewer = (ctx.state as Partial<ViewerState>).viewer;
  if (viewer) {
    return viewer.language;
  }
  const accepted = ctx.acceptsLanguages([...LANGUAGE_CODES]);
  return typeof accepted === 'string' ? (accepted as LanguageCode) : 'en';
}
