import type { MessageEntity } from './telegramStandInTypes.js';

/** The tags Telegram's HTML parse mode knows, and the entity each makes. */
const TAGS: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  'tg-spoiler': 'spoiler',
  blockquote: 'blockquote',
};

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

/** A text Telegram refuses to parse: its 400 names what it found. */
export class UnparsableHtml extends Error {}

/**
 * A message's text in Telegram's HTML parse mode as Telegram reads it: the plain text it stores and shows, and the
 * formatting as entities (offsets in UTF-16 units, as Telegram counts). What Telegram refuses is refused here with its
 * words: a tag it does not know, a tag closed that was not open or left open, an entity it does not know, a bare `<`
 * or `&` that starts neither.
 */
export function parseTelegramHtml(html: string): { text: string; entities: MessageEntity[] } {
  let text = '';
  const entities: MessageEntity[] = [];
  const open: Array<{ tag: string; offset: number }> = [];
  let at = 0;
  while (at < html.length) {
    const char = html[at] ?? '';
    if (char === '<') {
      const end = html.indexOf('>', at);
      const inside = end < 0 ? '' : html.slice(at + 1, end);
      const match = /^(\/?)([a-z][a-z0-9-]*)(\s[^>]*)?$/i.exec(inside);
      if (!match) {
        throw new UnparsableHtml(`Can't find end of the entity starting at byte offset ${at}`);
      }
      const [, closing, rawTag] = match;
      const tag = (rawTag ?? '').toLowerCase();
      if (!(tag in TAGS)) {
        throw new UnparsableHtml(`Unsupported start tag "${tag}" at byte offset ${at}`);
      }
      if (closing) {
        const last = open.pop();
        if (!last || last.tag !== tag) {
          throw new UnparsableHtml(`Unmatched end tag at byte offset ${at}, expected "</${last?.tag ?? ''}>", found "</${tag}>"`);
        }
        if (text.length > last.offset) {
          entities.push({ type: TAGS[tag] ?? tag, offset: last.offset, length: text.length - last.offset });
        }
      } else {
        open.push({ tag, offset: text.length });
      }
      at = end + 1;
      continue;
    }
    if (char === '&') {
      const end = html.indexOf(';', at);
      const name = end < 0 ? '' : html.slice(at + 1, end);
      const numeric = /^#(\d+|x[0-9a-f]+)$/i.exec(name);
      const decoded = numeric ? String.fromCodePoint(Number(name.startsWith('#x') || name.startsWith('#X') ? `0x${name.slice(2)}` : name.slice(1))) : NAMED[name];
      if (decoded === undefined) {
        throw new UnparsableHtml(`Unsupported entity at byte offset ${at}`);
      }
      text += decoded;
      at = end + 1;
      continue;
    }
    text += char;
    at += 1;
  }
  if (open.length > 0) {
    throw new UnparsableHtml(`Can't find end tag corresponding to start tag "${open[open.length - 1]?.tag ?? ''}"`);
  }
  return { text, entities: entities.sort((a, b) => a.offset - b.offset) };
}
