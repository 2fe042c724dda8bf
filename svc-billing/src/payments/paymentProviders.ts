import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@universo/service-kit';
import { BillingConfig } from '../config';
import { MercadoPagoProvider } from './mercadopago/mercadoPagoProvider';
import { PayerDirectory } from './mercadopago/payerDirectory';
import type { PaymentProvider } from './paymentProvider';
import { SandboxProvider } from './sandbox/sandboxProvider';

/** The configured provider (PAYMENT_PROVIDER), and the one that holds a given subscription. */
@Injectable()
export class PaymentProviders {
  readonly active: PaymentProvider;

  constructor(
    @Inject(SERVICE_CONFIG) config: BillingConfig,
    readonly sandbox: SandboxProvider,
  ) {
    this.active =
      config.PAYMENT_PROVIDER === 'mercadopago' ? new MercadoPagoProvider(config, new PayerDirectory(config.AUTH_URL ?? '', config.MP_TIMEOUT_MS)) : sandbox;
  }

  /**
   * The provider of a stored subscription. Sandbox subscriptions stay reachable after a switch
   * to MercadoPago (the sandbox lives here); MercadoPago ones need MercadoPago configured.
   */
  holding(providerName: string): PaymentProvider | null {
    if (providerName === this.active.name) return this.active;
    return providerName === this.sandbox.name ? this.sandbox : null;
  }
}
