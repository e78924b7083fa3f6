import { BRAND, describePlanChoice, EARLY_BIRD_PERCENT_LABEL, frequencySchema, planIdSchema, PERIOD_LABELS, formatPrice } from '@fresh-pouf/contracts';
import { displayName } from '../waitlist/waitlist-email';

export const EARLY_BIRD_PAYMENT_KIND = 'early-bird-payment-confirmation';

export interface PaidEntry {
  email: string;
  fullName: string;
  plan: string;
  numberOfPoufs: number;
  frequency: string;
  amountCents: number | null;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function planLine(entry: PaidEntry): string {
  const plan = planIdSchema.safeParse(entry.plan);
  const frequency = frequencySchema.safeParse(entry.frequency);
  if (!plan.success || !frequency.success) return `Your plan: ${entry.plan}.`;
  const choice = describePlanChoice({ plan: plan.data, numberOfPoufs: entry.numberOfPoufs, frequency: frequency.data });
  const price = entry.amountCents === null ? '' : ` at ${formatPrice(entry.amountCents / 100)}${PERIOD_LABELS[frequency.data]}`;
  return `Your plan: ${choice}${price}.`;
}

/** Sent once, when the first payment of an Early Bird subscription is confirmed by Stripe. */
export function renderEarlyBirdPaymentConfirmation(entry: PaidEntry, siteUrl: string) {
  const subject = `Your ${BRAND.name} Early Bird subscription is confirmed`;
  const name = displayName(entry.fullName);
  const paragraphs = [
    name ? `Hi ${name},` : 'Hi there,',
    `Thank you! Your payment went through and your Early Bird price (${EARLY_BIRD_PERCENT_LABEL} off) is locked in for life.`,
    planLine(entry),
    "We'll e-mail you before your first fresh pouf ships. You can cancel at any time.",
    `The ${BRAND.name} team`,
  ];
  const footer = `Questions? Write to ${BRAND.contactEmail}.`;
  const text = [...paragraphs.flatMap((p) => [p, '']), siteUrl, '', footer].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f0f9ff;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<h1 style="margin:0 0 24px;font-size:24px;color:#0e7490;">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937;">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0 0 16px;"><a href="${escapeHtml(siteUrl)}" style="color:#0e7490;">${escapeHtml(siteUrl)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280;">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject, html, text, to: entry.email, toName: name };
}
