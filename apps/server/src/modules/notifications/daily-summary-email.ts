import { html } from '../../lib/html.ts';
import { emailButton, emailHeading, emailLayout, emailRows, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';

/** To the merchant's notification address, once a day: the day's figures, each as a label and a value. */
export interface DailySummaryView {
  brand: EmailBrand;
  /** '23/11/2026' */
  day: string;
  /** The store's zone the day is counted in, e.g. 'Europe/Berlin'. */
  timeZone: string;
  rows: [string, string][];
  dashboardUrl: string;
}

export function renderDailySummaryEmail(view: DailySummaryView): RenderedEmail {
  const subject = `${view.brand.name}: your summary for ${view.day}`;
  const body = html`
${emailHeading(`Summary for ${view.day} (${view.timeZone})`)}
${emailRows(view.rows)}
<div>${emailButton(view.brand, view.dashboardUrl, 'Open the dashboard')}</div>`;
  const text = [
    `Summary for ${view.day} (${view.timeZone})`,
    '',
    ...view.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the dashboard: ${view.dashboardUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, {
      title: subject,
      preheader: view.rows.map(([label, value]) => `${label} ${value}`).join(', '),
      body,
    }),
    text,
  };
}
