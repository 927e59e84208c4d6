import { createHash } from 'node:crypto';
import { explorerLinks, type LanguageCode } from '@signals/protocol';
import { paymentExcess, type Payment } from '../db/models/index.js';
import { formatDay } from '../dates.js';
import { formatFigure, serverText } from '../i18n/serverText.js';
import type { Receipt } from '../queries/receipts.js';
import { escapeHtml } from '../services/mail/templates/escape.js';

/** Who issues a receipt: the site's name and where its members write (the settings `site_name` and `support_email`). */
export interface ReceiptIssuer {
  siteName: string;
  supportEmail: string;
}

/** One line of a receipt: a label and its value, with a link beside it where the value has one. */
export interface ReceiptLine {
  label: string;
  value: string;
  /** An address to look the value up (a transaction on its explorer), with its link text. */
  link?: { href: string; text: string };
  /** A value copied by hand (a transaction hash): set in a fixed-width face, broken anywhere. */
  code?: boolean;
  /** The total: set apart. */
  total?: boolean;
}

/**
 * A receipt's number: the year it was settled and the payment's id, e.g.
 * `R-2026-000042`. Stable (both are written once) and unique (the id is),
 * short enough to read out to support.
 */
export function receiptNumber(payment: Pick<Payment, 'id' | 'reviewedAt' | 'createdAt'>): string {
  return `R-${settledAt(payment).getUTCFullYear()}-${String(payment.id).padStart(6, '0')}`;
}

/** When a payment settled: its decision (an approval, a chain credit, a card), else when it was recorded. */
export function settledAt(payment: Pick<Payment, 'reviewedAt' | 'createdAt'>): Date {
  return payment.reviewedAt ?? payment.createdAt;
}

/**
 * What a receipt states, line by line, in the reader's language: the page
 * and the e-mail both write these. Amounts are written as every server text
 * writes a figure (formatFigure); the US-dollar total is what the period was
 * bought for, the token amount what the chain or the claim received.
 *
 * @param receipt the settled payment, its period, plan and payer.
 * @param language the reader's language.
 */
export function receiptLines(receipt: Receipt, language: LanguageCode): ReceiptLine[] {
  const { payment, payer, period, plan } = receipt;
  const text = (key: Parameters<typeof serverText>[1], values?: Parameters<typeof serverText>[2]) => serverText(language, key, values);
  const usd = (value: number) => `${formatFigure(language, value, 2)} USD`;
  const total = period?.amount ?? payment.amount;
  const discount = payment.discountUsd ?? 0;
  const months = period?.months ?? plan?.months ?? null;
  const lines: ReceiptLine[] = [
    { label: text('receipts.number'), value: receiptNumber(payment) },
    { label: text('receipts.date'), value: formatDay(settledAt(payment), language) },
    { label: text('receipts.member'), value: payer.username },
    { label: text('receipts.plan'), value: months === null ? text('receipts.premium') : text('receipts.planName', { name: plan?.name ?? text('receipts.premium'), months }) },
  ];
  if (period) {
    lines.push({ label: text('receipts.period'), value: text('receipts.periodRange', { start: formatDay(period.startDate, language), end: formatDay(period.endDate, language) }) });
  }
  if (discount > 0) {
    lines.push({ label: text('receipts.price'), value: usd(total + discount) });
    lines.push({ label: text('receipts.discount', { code: payment.promoCode ?? '' }), value: `−${usd(discount)}` });
  }
  lines.push({ label: text('receipts.total'), value: usd(total), total: true });
  lines.push({ label: text('receipts.method'), value: text('receipts.methodName', { method: payment.paymentMethod }) });
  if (payment.currency === 'USDT') {
    lines.push({ label: text('receipts.tokenAmount'), value: `${formatFigure(language, payment.amount)} USDT` });
  }
  const excess = paymentExcess(payment);
  if (excess) {
    const amount = formatFigure(language, excess.amount);
    const note =
      excess.handling === 'extended'
        ? text('receipts.excessExtended', { amount, days: excess.days ?? 0 })
        : text(excess.handling === 'refunded' ? 'receipts.excessRefunded' : 'receipts.excessRefundDue', { amount });
    lines.push({ label: '', value: note });
  }
  const explorer = explorerLinks(payment);
  lines.push(
    explorer
      ? { label: text('receipts.transaction'), value: payment.transactionId, code: true, link: { href: explorer.transaction, text: text('receipts.viewOn', { explorer: explorer.name }) } }
      : { label: text('receipts.reference'), value: payment.transactionId, code: true },
  );
  return lines;
}

/**
 * The page's one style sheet: a sheet of paper on screen, black on white on
 * the printer, no fonts or pictures fetched from anywhere. Inline, and
 * allowed by its hash alone (RECEIPT_CSP): the page runs no script.
 */
const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:#eef0f3;color:#111827;font:15px/1.5 -apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans CJK JP","Noto Sans CJK KR","Noto Sans CJK SC",sans-serif}
main{max-width:760px;margin:32px auto;background:#fff;border:1px solid #d9dde3;border-radius:8px;padding:40px 44px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:16px;border-bottom:2px solid #111827;padding-bottom:20px;margin-bottom:8px}
.site{font-size:20px;font-weight:700;margin:0}
.contact{margin:4px 0 0;color:#4b5563;font-size:13px}
.title{text-align:right}
h1{font-size:26px;margin:0;letter-spacing:.02em}
.number{margin:2px 0 6px;font-variant-numeric:tabular-nums;color:#4b5563}
.paid{display:inline-block;border:1.5px solid #15803d;color:#15803d;border-radius:4px;padding:1px 10px;font-weight:700;font-size:13px;text-transform:uppercase;letter-spacing:.06em}
table{width:100%;border-collapse:collapse;margin-top:8px}
th,td{text-align:left;vertical-align:top;padding:10px 0;border-bottom:1px solid #e5e7eb}
th{width:34%;padding-right:16px;color:#4b5563;font-weight:500}
td{font-variant-numeric:tabular-nums}
tr.total th,tr.total td{font-size:18px;font-weight:700;color:#111827;border-top:2px solid #111827;border-bottom:2px solid #111827}
tr.note td{color:#4b5563;font-size:13.5px}
code{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all;overflow-wrap:anywhere}
.lookup{display:block;margin-top:2px;font-size:13.5px}
a{color:#1d4ed8}
footer{margin-top:28px;color:#374151;font-size:14px}
.hint{color:#6b7280;font-size:13px}
@media (max-width:600px){main{margin:0;border:0;border-radius:0;padding:24px 18px}.title{text-align:left}th{width:40%}}
@page{margin:16mm}
@media print{body{background:#fff;font-size:12pt}main{margin:0;max-width:none;border:0;border-radius:0;padding:0}a{color:inherit;text-decoration:none}.lookup{font-size:10pt;overflow-wrap:anywhere}.lookup::after{content:": " attr(href)}.hint{display:none}tr{break-inside:avoid}}
`;

/**
 * The receipt page's Content Security Policy: nothing may load or run but
 * its own style sheet, by hash (stricter than the app's, which must allow
 * styled-components' inline styles and its scripts).
 */
export const RECEIPT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Stands for the support address inside a sentence, so the address can become a link after the sentence is escaped. */
const SUPPORT_MARK = '\u0001support\u0001';

/**
 * A settled payment's receipt as a printable HTML page in the reader's
 * language: every value escaped, no script, one inline style sheet (allowed
 * by RECEIPT_CSP), the transaction hash written in full beside its link.
 *
 * @param receipt the settled payment, its period, plan and payer.
 * @param language the reader's language.
 * @param issuer the site's name and support address.
 */
export function presentReceiptPage(receipt: Receipt, language: LanguageCode, issuer: ReceiptIssuer): string {
  const number = receiptNumber(receipt.payment);
  const site = escapeHtml(issuer.siteName);
  const mail = `<a href="mailto:${escapeHtml(encodeURI(issuer.supportEmail))}">${escapeHtml(issuer.supportEmail)}</a>`;
  const rows = receiptLines(receipt, language)
    .slice(1)
    .map((line) => row(line))
    .join('\n');
  const thanks = escapeHtml(serverText(language, 'receipts.thanks', { supportEmail: SUPPORT_MARK })).replace(SUPPORT_MARK, mail);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(serverText(language, 'receipts.title', { number }))} · ${site}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<div><p class="site">${site}</p><p class="contact">${escapeHtml(serverText(language, 'receipts.support'))}: ${mail}</p></div>
<div class="title"><h1>${escapeHtml(serverText(language, 'receipts.heading'))}</h1><p class="number">${escapeHtml(number)}</p><span class="paid">${escapeHtml(serverText(language, 'receipts.paid'))}</span></div>
</header>
<table>
${rows}
</table>
<footer>
<p>${thanks}</p>
<p class="hint">${escapeHtml(serverText(language, 'receipts.printHint'))}</p>
</footer>
</main>
</body>
</html>
`;
}

function row(line: ReceiptLine): string {
  const value = line.code ? `<code>${escapeHtml(line.value)}</code>` : escapeHtml(line.value);
  const link = line.link ? `<a class="lookup" href="${escapeHtml(line.link.href)}" rel="noopener noreferrer" target="_blank">${escapeHtml(line.link.text)}</a>` : '';
  const kind = line.total ? ' class="total"' : line.label === '' ? ' class="note"' : '';
  return `<tr${kind}><th scope="row">${escapeHtml(line.label)}</th><td>${value}${link}</td></tr>`;
}
