import { escapeHtml, formatCop, standalonePage } from '@universo/contracts';

export const TEST_PAYMENT_NOTICE = 'Pago de prueba — no se cobra dinero real';

/** The gateway's CSP forbids scripts; inline style is allowed. Plain forms, large targets, one column. */
const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1.0625rem;
    line-height: 1.5; color: #1f1a33; background: #f6f3ff; }
  main { max-width: 30rem; margin: 0 auto; padding: 1rem; }
  .test-notice { margin: 0 0 1rem; padding: .875rem 1rem; border: 2px dashed #8a5a00; border-radius: .75rem;
    background: #fff4cc; color: #4a3000; font-weight: 700; text-align: center; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  .card { background: #fff; border-radius: 1rem; padding: 1.25rem; box-shadow: 0 2px 10px rgba(40, 20, 90, .12); }
  .card h2 { margin: 0 0 .75rem; font-size: 1.25rem; color: #5b2bb5; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .price { font-size: 1.375rem; font-weight: 800; }
  .actions { display: grid; gap: .75rem; margin: 1.5rem 0 1rem; }
  form { margin: 0; }
  button { width: 100%; min-height: 3.25rem; padding: .75rem 1rem; border-radius: .75rem; font: inherit;
    font-size: 1.125rem; font-weight: 700; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a5fd0; outline-offset: 3px; }
  .approve { border: 2px solid #17692f; background: #17692f; color: #fff; }
  .reject { border: 2px solid #a3162a; background: #fff; color: #a3162a; }
  .hint { font-size: .9375rem; color: #4b4560; }
  a { color: #4a22a0; }
`;

function page(title: string, content: string): string {
  return standalonePage({
    title: `${title} · Universo de Francesca`,
    style: STYLE,
    body: `<main>
<p class="test-notice" role="note">${escapeHtml(TEST_PAYMENT_NOTICE)}</p>
${content}
</main>`,
  });
}

export interface CheckoutPageData {
  actionBase: string;
  planName: string;
  amount: number;
}

/** The test payment page: the plan, its price, and the two answers a bank could give. */
export function renderCheckoutPage(data: CheckoutPageData): string {
  const action = escapeHtml(data.actionBase);
  return page(
    'Pago de prueba',
    `<h1>Confirma tu suscripción</h1>
<section class="card" aria-labelledby="plan">
<h2 id="plan">${escapeHtml(data.planName)}</h2>
<dl>
<dt>Precio</dt><dd><span class="price">${escapeHtml(formatCop(data.amount))}</span> al mes</dd>
<dt>Cobro</dt><dd>Mensual. Cancela cuando quieras.</dd>
<dt>Garantía</dt><dd>30 días de devolución de tu dinero</dd>
</dl>
</section>
<p id="explain" class="hint">Esta página simula la pasarela de pago para probar la suscripción: no pide datos de tarjeta ni cobra nada. Elige la respuesta del pago:</p>
<div class="actions">
<form method="post" action="${action}/approve"><button type="submit" class="approve" aria-describedby="explain">Aprobar pago</button></form>
<form method="post" action="${action}/reject"><button type="submit" class="reject" aria-describedby="explain">Rechazar pago</button></form>
</div>
<p><a href="/subscription">Volver sin decidir</a></p>`,
  );
}

/** A short page for a checkout that is missing, not the visitor's, or already settled. */
export function renderMessagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/account/subscription">Ver mi suscripción</a> · <a href="/subscription">Volver a la suscripción</a></p>`,
  );
}

export const SANDBOX_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
