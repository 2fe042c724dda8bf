import { Module } from '@nestjs/common';
import { PremiumMagicZoneController } from './premiumMagicZone.controller';

/** /api/axxon/premium/*: the premium Magic Zone sections (content in ./data, rules in ./domain). */
@Module({
  controllers: [PremiumMagicZoneController],
})
export class MagicZoneModule {}
