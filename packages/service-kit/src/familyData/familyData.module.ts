import {
  type CanActivate,
  Controller,
  Delete,
  type DynamicModule,
  type ExecutionContext,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Module,
  Param,
  Req,
  type Provider,
  Res,
  SetMetadata,
  type Type,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BaseServiceConfig } from '../config';
import { ErrorAnswer } from '../errorAnswers';
import { SERVICE_CONFIG, SERVICE_NAME } from '../tokens';
import { FAMILY_GRANT_HEADER, type FamilyGrant, type FamilyGrantPurpose, verifyFamilyGrant } from './familyGrant';
import { FAMILY_DATA_PART, type FamilyDataExport, type FamilyDataPart } from './familyDataPart';

const GRANT_PURPOSE = 'universo:familyGrantPurpose';
const INVALID_GRANT_MESSAGE = 'Esta ruta es solo para los servicios de Universo de Francesca.';

type RequestWithGrant = FastifyRequest & { universoFamilyGrant?: FamilyGrant };

/** Lets through only requests carrying svc-auth's signed grant for the handler's purpose. */
@Injectable()
export class FamilyGrantGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SERVICE_CONFIG) private readonly config: BaseServiceConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const purpose = this.reflector.get<FamilyGrantPurpose>(GRANT_PURPOSE, context.getHandler());
    const request = context.switchToHttp().getRequest<RequestWithGrant>();
    const header = request.headers[FAMILY_GRANT_HEADER];
    const grant = verifyFamilyGrant(Array.isArray(header) ? header[0] : header, purpose, this.config.SESSION_SECRET);
    if (!grant) throw new UnauthorizedException(INVALID_GRANT_MESSAGE);
    request.universoFamilyGrant = grant;
    return true;
  }
}

const Purpose = (purpose: FamilyGrantPurpose) => SetMetadata(GRANT_PURPOSE, purpose);

/** FamilyGrantGuard's answer, for the OpenAPI document. */
const NoGrant = () => ErrorAnswer(401, 'La petición no trae la autorización firmada de svc-auth para este propósito (o ya venció).', INVALID_GRANT_MESSAGE);

function ownerOf(request: FastifyRequest): { userId: string; email: string } {
  const grant = (request as RequestWithGrant).universoFamilyGrant!;
  return { userId: grant.sub, email: grant.email };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The internal family-data endpoints (docs/architecture.md, "Family data"). Not in any route
 * table: the gateway never routes `/internal`, only svc-auth calls them, with a signed grant.
 */
@Controller('internal/family-data')
@UseGuards(FamilyGrantGuard)
export class FamilyDataController {
  constructor(
    @Inject(FAMILY_DATA_PART) private readonly part: FamilyDataPart,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get()
  @Purpose('export')
  @NoGrant()
  async export(@Res({ passthrough: true }) reply: FastifyReply, @Req() request: FastifyRequest): Promise<FamilyDataExport> {
    void reply.header('cache-control', 'no-store');
    return { service: this.service, data: await this.part.export(ownerOf(request)) };
  }

  @Delete()
  @HttpCode(204)
  @Purpose('erase')
  @NoGrant()
  async erase(@Req() request: FastifyRequest): Promise<void> {
    await this.part.erase(ownerOf(request));
  }

  @Delete('children/:childId')
  @HttpCode(204)
  @Purpose('erase')
  @NoGrant()
  async eraseChild(@Req() request: FastifyRequest, @Param('childId') childId: string): Promise<void> {
    // A malformed id names no child: nothing to erase.
    if (!UUID.test(childId) || !this.part.eraseChild) return;
    await this.part.eraseChild(ownerOf(request), childId);
  }
}

/**
 * Mounts the internal family-data endpoints over the service's part. The part may inject what
 * every service has globally (the DataSource, SERVICE_CONFIG) and whatever `imports` export.
 */
@Module({})
export class FamilyDataModule {
  static register(part: Type<FamilyDataPart>, options: { imports?: DynamicModule['imports']; providers?: Provider[] } = {}): DynamicModule {
    return {
      module: FamilyDataModule,
      imports: options.imports ?? [],
      controllers: [FamilyDataController],
      providers: [...(options.providers ?? []), part, { provide: FAMILY_DATA_PART, useExisting: part }, FamilyGrantGuard],
      exports: [FAMILY_DATA_PART, part],
    };
  }
}
