import { BadRequestException, Inject, Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import type { User } from '../apiShapes';
import { SERVICE_CONFIG, type SessionClaims, verifySessionToken } from '@universo/service-kit';
import { AccountMailService } from '../accountMail/accountMail.service';
import { AuthConfig } from '../config';
import { consentProblems, consentsToRecord } from '../consents/consentRules';
import { ConsentsService } from '../consents/consents.service';
import { AccountLoginLimits } from '../loginLimits/accountLoginLimits.service';
import { SessionsService } from '../sessions/sessions.service';
import { verifyAgainstNobody, verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { toUserView } from '../users/userView';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

export const BAD_CREDENTIALS_MESSAGE = 'Correo o contraseña incorrectos';
export const LOGGED_OUT_MESSAGE = 'No has iniciado sesión';

export interface SignedIn {
  user: User;
  token: string;
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly consents: ConsentsService,
    private readonly accountMail: AccountMailService,
    private readonly accountLimits: AccountLoginLimits,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      await this.users.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
      this.logger.log(`Cuenta de administración lista: ${this.config.ADMIN_EMAIL}`);
    }
  }

  async register(dto: RegisterDto): Promise<SignedIn> {
    const problems = consentProblems(dto);
    if (problems.length > 0) throw new BadRequestException(problems.join('. '));
    const consents = consentsToRecord(dto.privacyVersion, new Date());
    const user = await this.users.create(dto, async (manager, created) => {
      await this.consents.record(manager, created.id, consents);
      await this.accountMail.sendConfirmation(manager, created);
    });
    return { user: toUserView(user), token: await this.sessions.start(user.id, user.role) };
  }

  /**
   * Checks the per-account limit first (429 while the account waits or is locked, for known and
   * unknown addresses alike), then the password; a failure counts, a success clears the count.
   */
  async login(dto: LoginDto): Promise<SignedIn> {
    await this.accountLimits.admit(dto.email);
    const user = await this.users.findByEmail(dto.email);
    const ok = user ? await verifyPassword(user.passwordHash, dto.password) : await verifyAgainstNobody(dto.password);
    if (!user || !ok) {
      await this.accountLimits.recordFailure(dto.email, user);
      throw new UnauthorizedException(BAD_CREDENTIALS_MESSAGE);
    }
    await this.accountLimits.clear(dto.email);
    return { user: toUserView(user), token: await this.sessions.start(user.id, user.role) };
  }

  async logout(session: SessionClaims | null): Promise<void> {
    if (session) await this.sessions.end(session.sid);
  }

  /**
   * Ends the session whose token the gateway kept in the pending-logout cookie when svc-auth could
   * not answer a logout. The token's signature is enough: the browser that holds it asked to end it.
   * An expired or forged token names nothing to end. Ending it by id ends every copy of the cookie.
   */
  async endPendingLogout(token: string | undefined): Promise<void> {
    const claims = verifySessionToken(token, this.config.SESSION_SECRET);
    if (claims) await this.sessions.end(claims.sid);
  }

  /**
   * The user behind the request's session. `session` comes from CurrentSession, already checked
   * against the sessions table (SESSION_STATUS_SOURCE): null once logout or expiry ended it.
   */
  async currentUser(session: SessionClaims | null): Promise<User> {
    const user = session ? await this.findCurrentUser(session) : undefined;
    if (!user) throw new UnauthorizedException(LOGGED_OUT_MESSAGE);
    return user;
  }

  /** The session's user, or undefined when the account no longer exists. */
  async findCurrentUser(session: SessionClaims): Promise<User | undefined> {
    const user = await this.users.findById(session.sub);
    return user ? toUserView(user) : undefined;
  }
}
