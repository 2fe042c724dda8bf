import { Controller, type DynamicModule, Get, Module, UseGuards } from '@nestjs/common';
import { BaseServiceConfig, CurrentSession, ServiceKitModule, type SessionClaims, SessionGuard } from '@universo/service-kit';
import { startTestService, type TestService } from '@universo/service-kit/testing';

/** Any other service: it verifies the session cookie itself with the service kit. */
@Controller('api/otro')
class OtherController {
  @Get('privado')
  @UseGuards(SessionGuard)
  mine(@CurrentSession() session: SessionClaims): { sub: string } {
    return { sub: session.sub };
  }

  @Get('publico')
  open(@CurrentSession() session: SessionClaims | null): { loggedIn: boolean } {
    return { loggedIn: session !== null };
  }
}

@Module({})
class OtherModule {}

function otherModule(config: BaseServiceConfig): DynamicModule {
  return {
    module: OtherModule,
    imports: [ServiceKitModule.forRoot({ name: 'otro', config, entities: [], migrations: [] })],
    controllers: [OtherController],
  };
}

/** Starts that other service (`/api/otro/privado` needs a session, `/api/otro/publico` says whether there is one). */
export function startOtherService(env: Record<string, string>): Promise<TestService<BaseServiceConfig>> {
  return startTestService({ name: 'otro', schema: BaseServiceConfig, module: otherModule, env });
}
