import { createHash } from 'node:crypto';
import { type Language, formatRupees } from '@medibridge/contract';

/** The sandbox gateway's checkout page: plain HTML, its own CSP (one hashed style sheet, no script). */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari","Nirmala UI",sans-serif;color:#1f2430;background:#eef1f6}
.bar{background:#5f259f;color:#fff;padding:12px 16px;font-weight:700;letter-spacing:.02em}
.bar small{display:block;font-weight:400;opacity:.85}
main{max-width:440px;margin:16px auto;padding:0 12px}
.card{background:#fff;border-radius:14px;padding:18px;box-shadow:0 2px 10px rgba(20,30,60,.08)}
.sandbox{margin:0 0 14px;padding:8px 10px;border-radius:8px;background:#fff4d6;color:#5c4200;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}
dt{color:#5b6577}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.6rem;font-weight:700;margin:4px 0 14px}
form{display:grid;gap:10px;margin:0}
button{font:inherit;font-weight:600;min-height:48px;border-radius:10px;border:2px solid #5f259f;cursor:pointer}
.pay{background:#5f259f;color:#fff}
.fail{background:#fff;color:#b3261e;border-color:#b3261e}
.later{background:#fff;color:#5f259f}
.done{padding:12px;border-radius:10px;background:#e5f6ec;border:1px solid #9fd4b3}
a{color:#5f259f;font-weight:600}
`;

const styleHash = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** The page may load nothing, run nothing and post only to itself; nobody may frame it. */
export const CHECKOUT_PAGE_CSP = `default-src 'none'; style-src ${styleHash}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface CheckoutView {
  merchantOrderId: string;
  providerOrderId: string;
  amountPaise: number;
  message: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  actionPath: string;
  returnUrl: string;
}

/** The page's Hindi (docs/decisions/0043); `{amount}` is filled in after translation. */
const CHECKOUT_HI = {
  'Pay {amount}': '{amount} चुकाएँ',
  'Fail this payment': 'इस भुगतान को विफल करें',
  'Leave it pending and go back': 'इसे बाकी छोड़ें और वापस जाएँ',
  'This order is paid.': 'इस ऑर्डर का भुगतान हो गया है।',
  'This order is closed without payment.': 'यह ऑर्डर बिना भुगतान के बंद हो गया है।',
  'Back to MediBridge': 'MediBridge पर वापस जाएँ',
  'Sandbox checkout': 'सैंडबॉक्स भुगतान',
  'A test gateway: no real money moves': 'एक टेस्ट गेटवे: कोई असली पैसा नहीं कटता',
  "This is MediBridge's sandbox payment page. Choose what the bank would do.":
    'यह MediBridge का सैंडबॉक्स भुगतान पेज है। चुनें कि बैंक क्या करता।',
  'Pay MediBridge Health': 'MediBridge Health को भुगतान करें',
  For: 'किसलिए',
  Order: 'ऑर्डर',
  'Gateway ref.': 'गेटवे संदर्भ',
} as const;

/**
 * The sandbox's checkout page in `language`: the language of the request that started the payment, which
 * the gateway's address carries as `?lang=` (docs/decisions/0043).
 */
export function checkoutPage(view: CheckoutView, language: Language = 'en'): string {
  const t = (text: keyof typeof CHECKOUT_HI): string =>
    escapeHtml(language === 'hi' ? CHECKOUT_HI[text] : text);
  const amount = escapeHtml(formatRupees(view.amountPaise / 100));
  const body =
    view.state === 'PENDING'
      ? `<p class="amount">${amount}</p>
<form method="post" action="${escapeHtml(view.actionPath)}">
<button class="pay" name="action" value="pay" type="submit">${t('Pay {amount}').replace('{amount}', amount)}</button>
<button class="fail" name="action" value="fail" type="submit">${t('Fail this payment')}</button>
<button class="later" name="action" value="pending" type="submit">${t('Leave it pending and go back')}</button>
</form>`
      : `<p class="done">${t(view.state === 'COMPLETED' ? 'This order is paid.' : 'This order is closed without payment.')}</p>
<p><a href="${escapeHtml(view.returnUrl)}">${t('Back to MediBridge')}</a></p>`;
  return `<!doctype html>
<html lang="${language === 'hi' ? 'hi' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('Sandbox checkout')} — ${amount}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="bar" role="banner">Sandbox Pay<small>${t('A test gateway: no real money moves')}</small></div>
<main>
<section class="card" aria-labelledby="title">
<p class="sandbox">${t("This is MediBridge's sandbox payment page. Choose what the bank would do.")}</p>
<h1 id="title">${t('Pay MediBridge Health')}</h1>
<dl>
<dt>${t('For')}</dt><dd>${escapeHtml(view.message)}</dd>
<dt>${t('Order')}</dt><dd>${escapeHtml(view.merchantOrderId)}</dd>
<dt>${t('Gateway ref.')}</dt><dd>${escapeHtml(view.providerOrderId)}</dd>
</dl>
${body}
</section>
</main>
</body>
</html>`;
}
