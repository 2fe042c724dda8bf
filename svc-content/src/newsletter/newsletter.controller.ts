import { applyDecorators, Body, Controller, Get, Header, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import type { NewsletterSubscribeResponse } from '../apiShapes';
import { PublicWrite } from '../publicWrites/publicWriteLimits';
import { outcomePath } from './domain/newsletterEmails';
import { SubscribeDto, TokenQuery } from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

type RedirectTo = { url: string; statusCode: number };

/**
 * A link of the newsletter's e-mails: limited per client, answered with 303 to the blog (the
 * handler names the outcome), never cached, and the token never sent on as a referrer.
 */
const EmailLink = (): MethodDecorator =>
  applyDecorators(PublicWrite('newsletterLink'), Redirect('/blog', 303), Header('Cache-Control', 'no-store'), Header('Referrer-Policy', 'no-referrer'));

/**
 * The blog's monthly newsletter. The e-mail links are GET requests (that is how mail clients
 * open them) that change state and answer 303 to the blog, which shows the outcome.
 */
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(202)
  @PublicWrite('newsletterSubscribe')
  subscribe(@Body() dto: SubscribeDto): Promise<NewsletterSubscribeResponse> {
    return this.newsletter.subscribe(dto.email);
  }

  @Get('confirm')
  @EmailLink()
  async confirm(@Query() query: TokenQuery): Promise<RedirectTo> {
    return { url: outcomePath(await this.newsletter.confirm(query.token)), statusCode: 303 };
  }

  @Get('unsubscribe')
  @EmailLink()
  async unsubscribe(@Query() query: TokenQuery): Promise<RedirectTo> {
    return { url: outcomePath(await this.newsletter.unsubscribe(query.token)), statusCode: 303 };
  }
}
