import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { AxxonDemoResponse } from '../apiShapes';
import { CurrentSession, type SessionClaims } from '@universo/service-kit';
import { AxxonWrite } from '../learning/axxonRateLimit';
import { AxxonDemoService } from './axxonDemo.service';
import { AxxonDemoDto } from './dto/axxonDemo.dto';

/** The AXXON demo: open to visitors (spec section 7: sent without credentials). */
@Controller('api/axxon')
export class AxxonDemoController {
  constructor(private readonly demo: AxxonDemoService) {}

  @Post('demo')
  @HttpCode(200)
  @AxxonWrite('demo')
  analyze(@Body() body: AxxonDemoDto, @CurrentSession() session: SessionClaims | null): Promise<AxxonDemoResponse> {
    return this.demo.analyze(body, session);
  }
}
