/** Text for Telegram's HTML parse mode: only these three characters are markup. */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A message with a headline: the title in bold on its own line, then the text (both escaped). */
export function headedTelegramHtml(title: string, text: string): string {
  return `<b>${escapeTelegramHtml(title)}</b>\n${escapeTelegramHtml(text)}`;
}
