import { createHash } from 'node:crypto';
import { formatRupees } from '@medibridge/contract';

/** The sandbox gateway's checkout page: plain HTML, its own CSP (one hashed style sheet, no script). */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#eef1f6}
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

export function checkoutPage(view: CheckoutView): string {
  const amount = escapeHtml(formatRupees(view.amountPaise / 100));
  const body =
    view.state === 'PENDING'
      ? `<p class="amount">${amount}</p>
<form method="post" action="${escapeHtml(view.actionPath)}">
<button class="pay" name="action" value="pay" type="submit">Pay ${amount}</button>
<button class="fail" name="action" value="fail" type="submit">Fail this payment</button>
<button class="later" name="action" value="pending" type="submit">Leave it pending and go back</button>
</form>`
      : `<p class="done">This order is ${view.state === 'COMPLETED' ? 'paid' : 'closed without payment'}.</p>
<p><a href="${escapeHtml(view.returnUrl)}">Back to MediBridge</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout — ${amount}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="bar" role="banner">Sandbox Pay<small>A test gateway: no real money moves</small></div>
<main>
<section class="card" aria-labelledby="title">
<p class="sandbox">This is MediBridge's sandbox payment page. Choose what the bank would do.</p>
<h1 id="title">Pay MediBridge Health</h1>
<dl>
<dt>For</dt><dd>${escapeHtml(view.message)}</dd>
<dt>Order</dt><dd>${escapeHtml(view.merchantOrderId)}</dd>
<dt>Gateway ref.</dt><dd>${escapeHtml(view.providerOrderId)}</dd>
</dl>
${body}
</section>
</main>
</body>
</html>`;
}
