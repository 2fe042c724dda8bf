import { formatWholeNumber, SUBSCRIPTION_PLAN } from '@universo/contracts';

/** Spec sections 6 and 9: how every screen names the plan and its price. */
export const PLAN_NAME = SUBSCRIPTION_PLAN.name;
/** '79.900 COP al mes' (Colombian grouping). */
export const PLAN_PRICE_TEXT = `${formatWholeNumber(SUBSCRIPTION_PLAN.amount)} ${SUBSCRIPTION_PLAN.currency} al mes`;
export const PLAN_PRICE_USD_TEXT = 'aprox. 19,99 USD';
export const PLAN_CANCEL_TEXT = 'cancela cuando quieras';
