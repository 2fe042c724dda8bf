import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { AdvancedGamesResponse, LibraryResponse, PersonalisedChallengesResponse, PremiumItemId } from '@universo/contracts';
import { ErrorAnswer, keepPrivate, PremiumAccess, PremiumAnswer } from '@universo/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { advancedGames } from './domain/advancedGames';
import { attachmentDisposition, findResource, librarySummary, printableFile } from './domain/library';
import { resourceFileName } from './domain/libraryResource';
import { challengesForAge } from './domain/personalisedChallenges';
import { ChallengesQuery, LibraryResourceParams } from './dto/premiumMagicZone.dto';
import { MAGIC_ZONE_MESSAGES } from './magicZone.messages';
import { FileAnswer } from '../fileAnswers';

/**
 * The three premium sections of the Magic Zone: their texts and rule parameters leave the service
 * only after billing said yes (403 with `premiumItem` otherwise, visitors included). Bad input is
 * 400 and an unknown resource 404 for everybody, before any plan check.
 */
@Controller('api/axxon/premium')
export class PremiumMagicZoneController {
  constructor(private readonly access: PremiumAccess) {}

  @Get('advanced-games')
  @PremiumAnswer('advanced-games')
  advancedGames(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdvancedGamesResponse> {
    return this.premium('advanced-games', request, reply, advancedGames);
  }

  @Get('library')
  @PremiumAnswer('full-library')
  library(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LibraryResponse> {
    return this.premium('full-library', request, reply, librarySummary);
  }

  /** A printable of the library as a text file to save (the spec's premium downloads). */
  @Get('library/:resourceId/download')
  @FileAnswer('text/plain', 'El imprimible, como archivo de texto para guardar.')
  @ErrorAnswer(404, 'No hay un imprimible con ese identificador (para todos, antes de mirar el plan).', MAGIC_ZONE_MESSAGES.resourceNotFound)
  @PremiumAnswer('full-library')
  async download(@Param() params: LibraryResourceParams, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    keepPrivate(reply);
    const resource = findResource(params.resourceId);
    if (!resource) throw new NotFoundException(MAGIC_ZONE_MESSAGES.resourceNotFound);
    await this.access.require('full-library', request);
    void reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', attachmentDisposition(resourceFileName(resource)));
    return printableFile(resource);
  }

  @Get('challenges')
  @PremiumAnswer('personalised-challenges')
  challenges(
    @Query() query: ChallengesQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalisedChallengesResponse> {
    return this.premium('personalised-challenges', request, reply, () => challengesForAge(Number(query.age)));
  }

  /** `answer` once billing says the family has `item` (a 403 otherwise); private either way. */
  private async premium<T>(item: PremiumItemId, request: FastifyRequest, reply: FastifyReply, answer: () => T): Promise<T> {
    keepPrivate(reply);
    await this.access.require(item, request);
    return answer();
  }
}
