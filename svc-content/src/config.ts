import { BaseServiceConfig } from '@universo/service-kit';

/** svc-content needs nothing beyond the shared settings yet. */
export class ContentConfig extends BaseServiceConfig {}
