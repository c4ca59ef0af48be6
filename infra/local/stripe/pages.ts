import { formatCents, formatInvoiceDate } from '@heirloom/shared/billing';
import type { StripeCheckoutSession, StripeCustomer, StripeInvoice, StripeSubscription } from './state';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Stripe test stand-in</title>
<style>
  * { box-sizing: border-box; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1f36; background: #f6f9fc; }
  .test-banner { background: #ffb020; color: #3d2a00; text-align: center; font-weight: 600; padding: .5rem 1rem; }
  main { max-width: 30rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(26,31,54,.08); padding: 1.5rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  .muted { color: #697386; font-size: .92rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  label { display: block; font-size: .85rem; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid #cfd7df; border-radius: 6px; background: #f6f9fc; }
  button, .button { display: block; width: 100%; margin-top: 1.25rem; font: inherit; font-weight: 600; padding: .75rem; border: 0; border-radius: 6px; background: #635bff; color: #fff; cursor: pointer; text-align: center; text-decoration: none; }
  .secondary { background: #fff; color: #635bff; border: 1px solid #cfd7df; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; font-size: .95rem; }
  td { padding: .4rem 0; border-bottom: 1px solid #e3e8ee; } td:last-child { text-align: right; }
  .row { display: flex; justify-content: space-between; gap: 1rem; align-items: center; border-top: 1px solid #e3e8ee; padding: .75rem 0; }
  .row form { margin: 0; } .row button { width: auto; margin: 0; padding: .45rem .8rem; }
  a { color: #635bff; }
  .clock { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; padding: 0 0 .75rem; font-size: .85rem; }
  .clock form { margin: 0; } .clock button { width: auto; margin: 0; padding: .3rem .6rem; font-size: .8rem; }
</style>
</head>
<body>
<div class="test-banner" role="note">TEST MODE · Local Stripe stand-in · No real card is charged</div>
<main>${body}</main>
</body>
</html>
`;
}

export function checkoutPage(session: StripeCheckoutSession, customer: StripeCustomer | null): string {
  const item = session.line_items[0]!;
  const period = item.price.recurring?.interval ?? 'once';
  if (session.status !== 'open') {
    return page('Checkout', `<div class="card"><h1>This checkout is ${escape(session.status)}</h1><a class="button" href="${escape(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Continue</a></div>`);
  }
  return page(
    'Checkout',
    `<div class="card">
  <p class="muted">Subscribe to</p>
  <h1>${escape(item.price.product_name)}</h1>
  <div class="amount">${formatCents(session.amount_total)} <span class="muted">per ${escape(period)}</span></div>
  <form method="post" action="/checkout/${escape(session.id)}/pay">
    <label for="email">Email</label>
    <input id="email" value="${escape(customer?.email ?? '')}" readonly>
    <label for="card">Card information (test card)</label>
    <input id="card" value="4242 4242 4242 4242   12/34   123" readonly>
    <button type="submit">Pay ${formatCents(session.amount_total)}</button>
  </form>
  <a class="button secondary" href="${escape(session.cancel_url)}">Cancel and go back</a>
  <p class="muted">This page stands in for Stripe Checkout when the app runs without Stripe keys. Paying sends the same signed webhook events Stripe sends.</p>
</div>`,
  );
}

export function portalPage(portalId: string, returnUrl: string, customer: StripeCustomer, subscriptions: StripeSubscription[], invoices: StripeInvoice[]): string {
  const subs = subscriptions.length
    ? subscriptions
        .map((sub) => {
          const item = sub.items.data[0]!;
          const ends = formatInvoiceDate(item.current_period_end, 'UTC');
          const state = sub.cancel_at_period_end ? `Cancels on ${ends}` : sub.status === 'past_due' ? `Payment failed, retrying · renews ${ends}` : `Renews on ${ends}`;
          const action = sub.cancel_at_period_end ? 'resume' : 'cancel';
          const clock = (step: string, label: string) =>
            `<form method="post" action="/portal/${escape(portalId)}/clock/${escape(sub.id)}/${step}"><button type="submit" class="secondary">${label}</button></form>`;
          const clockSteps =
            sub.status === 'past_due'
              ? clock('recover', 'Retry succeeds') + clock('give-up', 'Retries run out')
              : clock('renew', sub.cancel_at_period_end ? 'End the period' : 'Renew now') + (sub.cancel_at_period_end ? '' : clock('fail', 'Fail the renewal'));
          return `<div class="row"><div><strong>${escape(item.price.product_name)}</strong><br><span class="muted">${formatCents(item.price.unit_amount * item.quantity)} per ${escape(item.price.recurring?.interval ?? '')} · ${escape(state)}</span></div>
<form method="post" action="/portal/${escape(portalId)}/${action}/${escape(sub.id)}"><button type="submit" class="secondary">${action === 'cancel' ? 'Cancel plan' : 'Renew plan'}</button></form></div>
<div class="clock"><span class="muted">Test clock:</span>${clockSteps}</div>`;
        })
        .join('\n')
    : '<p class="muted">No active subscriptions.</p>';
  const invoiceRows = invoices.map((invoice) => `<tr><td>${formatInvoiceDate(invoice.created, 'UTC')}</td><td>${escape(invoice.status)}</td><td><a href="${escape(invoice.hosted_invoice_url)}">${formatCents(invoice.amount_due)}</a></td></tr>`).join('');
  return page(
    'Billing portal',
    `<div class="card">
  <h1>Manage your subscription</h1>
  <p class="muted">${escape(customer.email ?? customer.name ?? customer.id)} · Balance ${formatCents(customer.balance)}</p>
  <label>Payment method</label><input value="Visa •••• 4242 (test card)" readonly>
  <label>Subscriptions</label>${subs}
  ${invoiceRows ? `<label>Invoices</label><table>${invoiceRows}</table>` : ''}
  <a class="button" href="${escape(returnUrl)}">Return to Heirloom</a>
</div>`,
  );
}

export function invoicePage(invoice: StripeInvoice): string {
  const lines = invoice.lines.data.map((line) => `<tr><td>${escape(line.description)}</td><td>${formatCents(line.amount)}</td></tr>`).join('');
  return page(
    'Invoice',
    `<div class="card">
  <p class="muted">Invoice ${escape(invoice.id)}</p>
  <h1>${invoice.status === 'paid' ? 'Paid' : 'Payment due'} · ${formatCents(invoice.amount_due)}</h1>
  <p class="muted">Issued ${formatInvoiceDate(invoice.created, 'UTC')} · period ${formatInvoiceDate(invoice.period_start, 'UTC')} to ${formatInvoiceDate(invoice.period_end, 'UTC')}</p>
  <table>${lines}<tr><td><strong>Amount paid</strong></td><td><strong>${formatCents(invoice.amount_paid)}</strong></td></tr></table>
</div>`,
  );
}

export function errorPage(message: string): string {
  return page('Not found', `<div class="card"><h1>${escape(message)}</h1></div>`);
}
