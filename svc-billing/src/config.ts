import { BaseServiceConfig } from '@universo/service-kit';

/** svc-billing needs nothing beyond the shared settings yet (payment provider keys come later). */
export class BillingConfig extends BaseServiceConfig {}
