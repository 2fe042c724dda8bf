import { escapeHtml } from '@universo/contracts';
import { renderCheckoutPage, renderMessagePage, TEST_PAYMENT_NOTICE } from './sandboxCheckoutPage';

describe('the sandbox checkout page', () => {
  const html = renderCheckoutPage({ actionBase: '/api/billing/sandbox/checkout/sbx_1', planName: 'Plan Emprendedor Mágico', amount: 79900 });

  it('is a Spanish page for phones, clearly marked as a test', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(TEST_PAYMENT_NOTICE);
  });

  it('shows the plan and its price formatted for Colombia', () => {
    expect(html).toContain('Plan Emprendedor Mágico');
    expect(html).toMatch(/\$\s79\.900 COP/);
  });

  it('offers both answers as plain POST forms, without any script', () => {
    expect(html).toContain('<form method="post" action="/api/billing/sandbox/checkout/sbx_1/approve"><button type="submit" class="approve"');
    expect(html).toContain('<form method="post" action="/api/billing/sandbox/checkout/sbx_1/reject"><button type="submit" class="reject"');
    expect(html).toContain('>Aprobar pago</button>');
    expect(html).toContain('>Rechazar pago</button>');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });

  it('escapes every value it prints', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(renderMessagePage('<b>', '<i>')).not.toContain('<b>');
  });
});
