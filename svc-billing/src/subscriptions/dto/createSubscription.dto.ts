import { SUBSCRIPTION_PLAN } from '@universo/contracts';
import type { CreateSubscriptionRequest } from '../../apiShapes';
import { IsIn } from 'class-validator';
import { BILLING_MESSAGES } from '../domain/billingMessages';

/** Exactly { currency: 'COP', country: 'CO' }: other fields are refused by the global pipe. */
export class CreateSubscriptionDto implements CreateSubscriptionRequest {
  @IsIn([SUBSCRIPTION_PLAN.currency], { message: BILLING_MESSAGES.onlyCop })
  currency: 'COP';

  @IsIn([SUBSCRIPTION_PLAN.country], { message: BILLING_MESSAGES.onlyColombia })
  country: 'CO';
}
