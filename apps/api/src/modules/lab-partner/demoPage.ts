import { createHash } from 'node:crypto';
import { isIndianMobile } from '@medibridge/contract';

/** One test on the demo partner's menu. Prices in whole rupees. */
export interface DemoLabTest {
  id: string;
  name: string;
  covers: string;
  mrp: number;
  price: number;
}

/**
 * A small, plausible menu. The deepest discount is exactly 70 %, matching the home page's "up to 70 % off
 * lab tests" (SPEC §1); the page test checks that no test claims more.
 */
export const DEMO_LAB_TESTS: readonly DemoLabTest[] = [
  {
    id: 'cbc',
    name: 'Complete Blood Count (CBC)',
    covers: '24 parameters: haemoglobin, RBC, WBC and platelet counts',
    mrp: 450,
    price: 249,
  },
  {
    id: 'lipid',
    name: 'Lipid Profile',
    covers: '8 parameters: total, HDL and LDL cholesterol, triglycerides',
    mrp: 900,
    price: 399,
  },
  {
    id: 'thyroid',
    name: 'Thyroid Profile (T3, T4, TSH)',
    covers: '3 parameters',
    mrp: 800,
    price: 349,
  },
  {
    id: 'hba1c',
    name: 'HbA1c',
    covers: 'Average blood sugar over the last three months',
    mrp: 600,
    price: 299,
  },
  {
    id: 'vitamin-d',
    name: 'Vitamin D (25-OH)',
    covers: '1 parameter',
    mrp: 1600,
    price: 549,
  },
  {
    id: 'lft',
    name: 'Liver Function Test',
    covers: '11 parameters: bilirubin, SGOT, SGPT, proteins',
    mrp: 1000,
    price: 449,
  },
  {
    id: 'full-body',
    name: 'Full Body Check',
    covers: '86 tests: CBC, lipid, thyroid, HbA1c, liver, kidney, vitamin D and B12',
    mrp: 4990,
    price: 1497,
  },
];

/** Whole per cent off, rounded down so the page never claims more than the prices give. */
export function percentOff(test: Pick<DemoLabTest, 'mrp' | 'price'>): number {
  return Math.floor(((test.mrp - test.price) * 100) / test.mrp);
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b36;background:#f6f8f7}
.demo{position:sticky;top:0;z-index:1;margin:0;padding:8px 14px;background:#fff4d6;border-bottom:2px solid #e0a800;color:#5c4200;font-weight:600;text-align:center}
.demo-note{margin:0 0 12px;padding:8px 10px;border-radius:8px;background:#fff9e8;color:#5c4200;font-size:.86rem}
main{max-width:720px;margin:0 auto;padding:14px}
h1{font-size:1.3rem;margin:.2rem 0 .2rem;color:#6a1b9a}
.lead{margin:0 0 12px;color:#4d5b66}
fieldset{border:0;padding:0;margin:0 0 14px}
legend{font-weight:600;margin-bottom:6px}
.tests{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.tests label{display:grid;grid-template-columns:auto 1fr auto;grid-template-rows:auto 1fr;gap:2px 10px;align-items:start;padding:10px;background:#fff;border:1px solid #dfe5e2;border-radius:10px;cursor:pointer}
.tests label:has(input:checked){border-color:#6a1b9a;background:#faf5fc}
.tests input{grid-row:1/3;margin:3px 0 0;width:18px;height:18px}
.tests .name{font-weight:600}
.tests .covers{grid-column:2;color:#5b6a74;font-size:.86rem}
.tests .price{grid-column:3;grid-row:1/3;text-align:right;white-space:nowrap}
.tests s{color:#7a8790;font-size:.82rem;display:block}
.off{display:inline-block;margin-top:2px;padding:0 6px;border-radius:6px;background:#e5f6ec;color:#17663a;font-size:.78rem;font-weight:600}
.fields{display:grid;gap:10px}
@media (min-width:560px){.fields{grid-template-columns:1fr 1fr}}
.fields label{display:grid;gap:4px;font-weight:600;font-size:.92rem}
.fields input,.fields select{font:inherit;min-height:44px;padding:9px 10px;border:1px solid #b9c4c0;border-radius:8px;background:#fff;min-width:0;width:100%}
.total{margin:14px 0 10px;font-weight:600}
button{font:inherit;font-weight:600;width:100%;padding:12px;border:0;border-radius:10px;background:#6a1b9a;color:#fff;cursor:pointer}
.error{color:#b00020;margin:8px 0 0}
.error:empty{margin:0}
.done{margin:14px 0 0;padding:12px;border-radius:10px;background:#e5f6ec;border:1px solid #9fd4b3}
.done[hidden]{display:none}
.note{margin-top:16px;color:#5b6a74;font-size:.82rem}
`;

const SCRIPT = `
(function () {
  var form = document.getElementById('booking');
  var total = document.getElementById('total');
  var error = document.getElementById('error');
  var done = document.getElementById('done');
  var money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  function chosen() {
    return Array.prototype.slice.call(form.querySelectorAll('input[name="test"]:checked'));
  }
  function update() {
    var sum = chosen().reduce(function (s, box) { return s + Number(box.getAttribute('data-price')); }, 0);
    total.textContent = 'To pay: ' + money.format(sum) + ' (home sample collection free)';
  }
  form.addEventListener('change', update);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var tests = chosen();
    var name = form.elements.namedItem('name').value.trim();
    var mobile = form.elements.namedItem('mobile').value.trim();
    var pin = form.elements.namedItem('pin').value.trim();
    var date = form.elements.namedItem('date').value;
    var slot = form.elements.namedItem('slot').value;
    var problem = !tests.length ? 'Choose at least one test.'
      : !name ? 'Enter the patient name.'
      : !/^[0-9]{10}$/.test(mobile) ? 'Enter a 10 digit mobile number.'
      : !/^[1-9][0-9]{5}$/.test(pin) ? 'Enter a 6 digit PIN code.'
      : !date ? 'Choose a date.' : '';
    error.textContent = problem;
    if (problem) { done.hidden = true; return; }
    var names = tests.map(function (box) { return box.getAttribute('data-name'); }).join(', ');
    var day = new Date(date + 'T12:00:00').toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    done.textContent = 'Demo only: nothing was booked and nothing left this page. A real partner would now confirm '
      + names + ' for ' + name + ' on ' + day + ', ' + slot + ', and text ' + mobile + '.';
    done.hidden = false;
  });
  update();
})();
`;

/** The demo page's own policy: nothing loads or leaves; only its one style and one script run; only we frame it. */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  "img-src 'self' data:",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

/** What the page prefills: already cleaned by `demoPrefill`. */
export interface DemoPrefill {
  name: string;
  mobile: string;
}

function firstString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return '';
}

/**
 * The prefill from the query string. A partner takes prefill as a convenience, so odd values are dropped,
 * never refused: the name loses control characters and is cut to 80 characters; the mobile is kept only
 * when it is 10 digits (a +91 or 0 in front is removed).
 */
export function demoPrefill(query: unknown): DemoPrefill {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const name = Array.from(
    firstString(q.name)
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 80)
    .join('');
  const digits = firstString(q.mobile).replace(/\D/g, '');
  const local =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return { name, mobile: isIndianMobile(local) ? local : '' };
}

/** The demo partner page: labelled as a demo everywhere it could be mistaken for a real booking. */
export function demoLabPage(prefill: DemoPrefill, today: string): string {
  const tests = DEMO_LAB_TESTS.map(
    (
      t,
    ) => `<li><label><input type="checkbox" name="test" value="${t.id}" data-price="${t.price}" data-name="${escapeHtml(t.name)}">
<span class="name">${escapeHtml(t.name)}</span>
<span class="price">${rupees.format(t.price)}<s>${rupees.format(t.mrp)}</s><span class="off">${percentOff(t)}% off</span></span>
<span class="covers">${escapeHtml(t.covers)}</span></label></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Demo lab partner — not a real booking</title>
<style>${STYLE}</style></head>
<body>
<p class="demo" role="note">Demo lab partner — not a real booking</p>
<main>
<p class="demo-note">MediBridge shows this page until a real lab partner is configured. Nothing you enter here is sent anywhere.</p>
<h1>Book a lab test at home</h1>
<p class="lead">Up to 70% off on lab tests. A phlebotomist collects the sample at home; reports by email in 24–48 hours.</p>
<form id="booking" aria-label="Demo lab test booking" novalidate>
<fieldset><legend>Choose tests</legend><ul class="tests">
${tests}
</ul></fieldset>
<fieldset><legend>Patient and sample collection</legend><div class="fields">
<label>Patient name<input name="name" autocomplete="name" maxlength="80" value="${escapeHtml(prefill.name)}" required></label>
<label>Mobile number<input name="mobile" inputmode="numeric" autocomplete="tel-national" maxlength="10" placeholder="Enter 10 Digit Mobile Number" value="${escapeHtml(prefill.mobile)}" required></label>
<label>PIN code<input name="pin" inputmode="numeric" autocomplete="postal-code" maxlength="6" required></label>
<label>Collection date<input name="date" type="date" min="${escapeHtml(today)}" value="${escapeHtml(today)}" required></label>
<label>Time slot<select name="slot"><option>6–8 am</option><option>8–10 am</option><option>10 am–12 noon</option><option>4–6 pm</option></select></label>
</div></fieldset>
<p class="total" id="total" aria-live="polite"></p>
<button type="submit">Book (demo)</button>
<p class="error" id="error" role="alert"></p>
<p class="done" id="done" role="status" hidden></p>
</form>
<p class="note">This demo books nothing: no sample is collected, no payment is taken and no data leaves this page.</p>
</main>
<script>${SCRIPT}</script>
</body></html>
`;
}
