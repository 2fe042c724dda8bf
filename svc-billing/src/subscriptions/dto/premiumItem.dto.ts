import { PREMIUM_ITEM_IDS, type PremiumItemId } from '@universo/contracts';
import { IsIn } from 'class-validator';

export class PremiumItemParams {
  @IsIn(PREMIUM_ITEM_IDS, { message: 'Elemento del plan desconocido.' })
  item!: PremiumItemId;
}
