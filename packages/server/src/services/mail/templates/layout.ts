import type { LanguageCode } from '@signals/protocol';
import { escapeHtml, paragraphs } from './escape.js';

export interface LayoutParts {
  siteName: string;
  publicUrl: string;
  /** The language every word of the e-mail is in (the HTML's lang, so mail clients read and hyphenate it right). */
  language: LanguageCode;
  /** The message itself, as plain text. */
  body: string;
  /** One button under the message, when the e-mail asks for one act. */
  action?: { label: string; url: string };
  /** Why the member got this e-mail and how to stop it, as plain text. */
  footer: string;
  /** Links in the footer (unsubscribe, settings). */
  footerLinks?: Array<{ label: string; url: string }>;
}

export interface RenderedBodies {
  html: string;
  text: string;
}

/**
 * The one layout of every e-mail the site sends, in HTML and plain text.
 * Inline styles only (mail clients drop style sheets); every piece of text is
 * escaped here, so no message can inject markup.
 */
export function renderLayout(parts: LayoutParts): RenderedBodies {
  const site = escapeHtml(parts.siteName);
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const links = (parts.footerLinks ?? []).map((link) => `<a href="${escapeHtml(link.url)}" style="color:#4b5563">${escapeHtml(link.label)}</a>`).join(' · ');
  const html = `<!doctype html>
<html lang="${escapeHtml(parts.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${site}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:700"><a href="${escapeHtml(parts.publicUrl)}" style="color:#111827;text-decoration:none">${site}</a></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${paragraphs(parts.body)}${button}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#4b5563">${paragraphs(parts.footer)}${links ? `<p style="margin:0">${links}</p>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  const textLinks = (parts.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`);
  const text = [
    parts.siteName,
    '',
    parts.body.trim(),
    ...(parts.action ? ['', `${parts.action.label}: ${parts.action.url}`] : []),
    '',
    '-- ',
    parts.footer.trim(),
    ...textLinks,
    '',
  ].join('\n');
  return { html, text };
}
