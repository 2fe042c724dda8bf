import { MissingPaymentLinkError, paymentLinkOf, safePaymentLink, subscribeErrorDescription } from './subscriptionStart';

const SITE = 'https://universo.example';

describe('safePaymentLink', () => {
  it('keeps a path on this site (the sandbox page) and an http(s) address (MercadoPago)', () => {
    expect(safePaymentLink('/api/billing/sandbox/checkout/abc-123', SITE)).toBe('/api/billing/sandbox/checkout/abc-123');
    expect(safePaymentLink('https://www.mercadopago.com.co/subscriptions/checkout?preapproval_id=2c93', SITE)).toBe(
      'https://www.mercadopago.com.co/subscriptions/checkout?preapproval_id=2c93',
    );
    expect(safePaymentLink('  /api/billing/sandbox/checkout/x?y=1  ', SITE)).toBe('/api/billing/sandbox/checkout/x?y=1');
  });

  it('refuses anything a browser should not be sent to', () => {
    expect(safePaymentLink('javascript:alert(1)', SITE)).toBeNull();
    expect(safePaymentLink('data:text/html,hola', SITE)).toBeNull();
    expect(safePaymentLink('', SITE)).toBeNull();
    expect(safePaymentLink('   ', SITE)).toBeNull();
    expect(safePaymentLink(undefined, SITE)).toBeNull();
    expect(safePaymentLink(42, SITE)).toBeNull();
    expect(safePaymentLink('http://[nope', SITE)).toBeNull();
  });

  it('does not let a protocol-relative address pass as a path', () => {
    expect(safePaymentLink('//evil.example/pay', SITE)).toBe('https://evil.example/pay');
  });
});

describe('paymentLinkOf', () => {
  it('returns the link of the answer', () => {
    expect(paymentLinkOf({ init_point: '/api/billing/sandbox/checkout/1', id: '1' }, SITE)).toBe('/api/billing/sandbox/checkout/1');
  });

  it("raises 'No se pudo obtener el link de pago' without one", () => {
    expect(() => paymentLinkOf({ id: '1' }, SITE)).toThrow('No se pudo obtener el link de pago');
    expect(() => paymentLinkOf({ init_point: '', id: '1' }, SITE)).toThrow(MissingPaymentLinkError);
    expect(() => paymentLinkOf(null, SITE)).toThrow(MissingPaymentLinkError);
  });
});

describe('subscribeErrorDescription (spec section 8)', () => {
  it("shows the service's message", () => {
    const body = '{"statusCode":409,"error":"Conflict","message":"Ya tienes una suscripción activa."}';
    expect(subscribeErrorDescription({ status: 409, message: `409: ${body}`, body })).toBe('Ya tienes una suscripción activa.');
  });

  it('shows the missing-link error', () => {
    expect(subscribeErrorDescription(new MissingPaymentLinkError())).toBe('No se pudo obtener el link de pago');
  });

  it('falls back to the default sentence', () => {
    expect(subscribeErrorDescription({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(
      'Hubo un problema al procesar tu suscripción. Inténtalo de nuevo.',
    );
    expect(subscribeErrorDescription({ status: 502, message: '502: Bad Gateway', body: '<html></html>' })).toBe(
      'Hubo un problema al procesar tu suscripción. Inténtalo de nuevo.',
    );
  });
});
