import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicWritesModule } from '../publicWrites/publicWriteLimits';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactMessageEntity } from './infrastructure/contactMessage.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), PublicWritesModule],
  controllers: [ContactController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
