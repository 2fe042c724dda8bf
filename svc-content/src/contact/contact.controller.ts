import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { ContactResponse } from '../apiShapes';
import { PublicWrite } from '../publicWrites/publicWriteLimits';
import { ContactService } from './contact.service';
import { CreateContactMessageDto } from './dto/createContactMessage.dto';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @PublicWrite('contactMessage')
  send(@Body() dto: CreateContactMessageDto): Promise<ContactResponse> {
    return this.contact.send(dto);
  }
}
