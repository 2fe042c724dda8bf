import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminSessionStatus, SecondFactorVerified, TotpEnrolmentDone, TotpEnrolmentStart } from '@universo/contracts';
import { ADMINS_ONLY_MESSAGE, type AdminStatusSource, NOT_LOGGED_IN_MESSAGE, SERVICE_CONFIG, type SessionClaims } from '@universo/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { renderSVG } from 'uqr';
import type { AuthConfig } from '../config';
import type { SecondFactorVerifyDto } from './dto/secondFactor.dto';
import {
  acceptTotp,
  adminsToDemote,
  CODE_FORMAT_MESSAGE,
  CODE_MISSING_MESSAGE,
  codesLockedUntil,
  FAILURE_WINDOW_MINUTES,
  lockedMessage,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_FORMAT_MESSAGE,
  secondFactorState,
  secondFactorUntil,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_MESSAGE,
} from './secondFactorRules';
import { SecretBox } from './secretBox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NOT_ENROLLED_MESSAGE = 'Primero activa la verificación en dos pasos con tu aplicación de autenticación.';
export const ENROLMENT_NOT_STARTED_MESSAGE = 'Primero pide una clave nueva para tu aplicación de autenticación.';
export const REENROL_NEEDS_CODE_MESSAGE =
  'Ya tienes activada la verificación en dos pasos. Confirma tu identidad con un código antes de cambiar de aplicación.';

/** 429 for too many wrong codes; the controller turns `retryAfterSeconds` into Retry-After. */
export class CodesLockedException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

interface AdminRow {
  id: string;
  email: string;
}

interface TotpRow {
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  last_time_step: string | null;
}

/** What a code check decided; a wrong code is recorded even though the request then fails. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: HttpException };

/**
 * The admins' second factor and their rights as the database says now. Also what every admin
 * action is checked against (ADMIN_STATUS_SOURCE): svc-auth answers from here, the other services
 * ask `GET /api/auth/admin/session`.
 */
@Injectable()
export class AdminSecurityService implements AdminStatusSource, OnApplicationBootstrap {
  private readonly logger = new Logger('AdminSecurity');
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: AuthConfig,
  ) {
    this.box = new SecretBox(config.SESSION_SECRET);
  }

  /**
   * Admins are made from configuration only (ADMIN_EMAIL): at start-up, an admin whose address is
   * no longer configured becomes a family account; every admin action rechecks the role, so the
   * demotion counts at once everywhere.
   */
  async onApplicationBootstrap(): Promise<void> {
    const admins = (await this.dataSource.query(`SELECT lower(email) AS email FROM users WHERE role = 'admin'`)) as { email: string }[];
    const demote = adminsToDemote(
      admins.map((a) => a.email),
      this.config.ADMIN_EMAIL,
    );
    if (demote.length === 0) return;
    await this.dataSource.query(`UPDATE users SET role = 'family' WHERE role = 'admin' AND lower(email) = ANY($1)`, [demote]);
    for (const email of demote) this.logger.warn(`${email} ya no es administrador: no figura en ADMIN_EMAIL.`);
  }

  /** The session's admin rights now; `admin: false` for anything but an active session of an admin. */
  async adminStatus(claims: SessionClaims): Promise<AdminSessionStatus> {
    const none: AdminSessionStatus = { active: false, admin: false, secondFactor: 'enrol', verifiedUntil: null };
    if (!UUID.test(claims.sid) || !UUID.test(claims.sub)) return none;
    const [row] = (await this.dataSource.query(
      `SELECT u.role, t.confirmed_at IS NOT NULL AS enrolled, f.verified_until
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN admin_totp t ON t.user_id = u.id
         LEFT JOIN session_second_factors f ON f.session_id = s.id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [claims.sid, claims.sub],
    )) as { role: string; enrolled: boolean; verified_until: Date | null }[];
    if (!row) return none;
    if (row.role !== 'admin') return { ...none, active: true };
    const state = secondFactorState(row.enrolled, row.verified_until, new Date());
    return { active: true, admin: true, secondFactor: state, verifiedUntil: state === 'verified' ? row.verified_until!.toISOString() : null };
  }

  /** A new secret for an authenticator app, kept pending until its first code confirms it. */
  async startEnrolment(session: SessionClaims | null): Promise<TotpEnrolmentStart> {
    const admin = await this.admin(this.dataSource.manager, session);
    const status = await this.adminStatus(session!);
    // Replacing an enrolled app needs this session's second factor: a stolen password alone cannot.
    if (status.secondFactor === 'verify') throw new ForbiddenException({ message: REENROL_NEEDS_CODE_MESSAGE, secondFactor: 'verify' });
    const { secret, otpauthUri } = newTotpSecret(admin.email);
    await this.dataSource.query(
      `INSERT INTO admin_totp (user_id, pending_secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET pending_secret_sealed = EXCLUDED.pending_secret_sealed, updated_at = now()`,
      [admin.id, this.box.seal(secret, admin.id)],
    );
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(renderSVG(otpauthUri, { border: 2 })).toString('base64')}`;
    return { secret, otpauthUri, qrCode };
  }

  /** The first code proves the app has the secret: it becomes the admin's, with new recovery codes. */
  async confirmEnrolment(session: SessionClaims | null, rawCode: string): Promise<TotpEnrolmentDone> {
    const code = normalizeTotpCode(rawCode);
    if (!code) throw new BadRequestException(CODE_FORMAT_MESSAGE);
    return this.settle(
      await this.dataSource.transaction(async (manager): Promise<Outcome<TotpEnrolmentDone>> => {
        const admin = await this.admin(manager, session);
        const row = await this.lockTotp(manager, admin.id);
        const pending = row?.pending_secret_sealed ? this.box.open(row.pending_secret_sealed, admin.id) : null;
        if (!pending) throw new BadRequestException(ENROLMENT_NOT_STARTED_MESSAGE);
        const now = new Date();
        await this.assertNotLocked(manager, admin.id, now);
        const step = acceptTotp(pending, code, now.getTime(), null);
        if (step === null) return this.fail(manager, admin.id, now, WRONG_CODE_MESSAGE);
        await manager.query(
          `UPDATE admin_totp SET secret_sealed = pending_secret_sealed, pending_secret_sealed = NULL, confirmed_at = now(),
                  last_time_step = $2, updated_at = now() WHERE user_id = $1`,
          [admin.id, step],
        );
        const recoveryCodes = newRecoveryCodes();
        await manager.query(`DELETE FROM admin_recovery_codes WHERE user_id = $1`, [admin.id]);
        await manager.query(`INSERT INTO admin_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
          admin.id,
          recoveryCodes.map((c) => this.box.hash(normalizeRecoveryCode(c)!)),
        ]);
        const until = await this.markSession(manager, admin.id, session!.sid, 'totp', now);
        return { ok: true, value: { recoveryCodes, verifiedUntil: until.toISOString() } };
      }),
    );
  }

  /** A code from the app (never the same one twice) or an unused recovery code marks this session. */
  async verify(session: SessionClaims | null, dto: SecondFactorVerifyDto): Promise<SecondFactorVerified> {
    const hasCode = typeof dto.code === 'string' && dto.code.trim() !== '';
    const hasRecovery = typeof dto.recoveryCode === 'string' && dto.recoveryCode.trim() !== '';
    if (hasCode === hasRecovery) throw new BadRequestException(CODE_MISSING_MESSAGE);
    const code = hasCode ? normalizeTotpCode(dto.code!) : null;
    const recovery = hasRecovery ? normalizeRecoveryCode(dto.recoveryCode!) : null;
    if (hasCode && !code) throw new BadRequestException(CODE_FORMAT_MESSAGE);
    if (hasRecovery && !recovery) throw new BadRequestException(RECOVERY_FORMAT_MESSAGE);
    return this.settle(
      await this.dataSource.transaction(async (manager): Promise<Outcome<SecondFactorVerified>> => {
        const admin = await this.admin(manager, session);
        const row = await this.lockTotp(manager, admin.id);
        const secret = row?.secret_sealed ? this.box.open(row.secret_sealed, admin.id) : null;
        if (!secret) throw new ForbiddenException({ message: NOT_ENROLLED_MESSAGE, secondFactor: 'enrol' });
        const now = new Date();
        await this.assertNotLocked(manager, admin.id, now);
        if (code) {
          const step = acceptTotp(secret, code, now.getTime(), row!.last_time_step === null ? null : Number(row!.last_time_step));
          if (step === null) return this.fail(manager, admin.id, now, WRONG_CODE_MESSAGE);
          await manager.query(`UPDATE admin_totp SET last_time_step = $2, updated_at = now() WHERE user_id = $1`, [admin.id, step]);
        } else {
          const used = (await manager.query(
            `UPDATE admin_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
            [admin.id, this.box.hash(recovery!)],
          )) as [unknown[], number];
          if (used[1] !== 1) return this.fail(manager, admin.id, now, WRONG_RECOVERY_MESSAGE);
        }
        const until = await this.markSession(manager, admin.id, session!.sid, code ? 'totp' : 'recovery', now);
        const [left] = (await manager.query(`SELECT count(*)::int AS n FROM admin_recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [admin.id])) as {
          n: number;
        }[];
        return { ok: true, value: { verifiedUntil: until.toISOString(), recoveryCodesLeft: left!.n } };
      }),
    );
  }

  /** The account of an active session whose role, read now, is admin. */
  private async admin(manager: EntityManager, session: SessionClaims | null): Promise<AdminRow> {
    if (!session || !UUID.test(session.sid) || !UUID.test(session.sub)) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    const [row] = (await manager.query(
      `SELECT u.id, lower(u.email) AS email, u.role FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [session.sid, session.sub],
    )) as (AdminRow & { role: string })[];
    if (!row) throw new UnauthorizedException(NOT_LOGGED_IN_MESSAGE);
    if (row.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY_MESSAGE);
    return { id: row.id, email: row.email };
  }

  /** Holds the admin's row for the transaction: one code check at a time per admin, in every replica. */
  private async lockTotp(manager: EntityManager, userId: string): Promise<TotpRow | undefined> {
    const [row] = (await manager.query(`SELECT secret_sealed, pending_secret_sealed, last_time_step FROM admin_totp WHERE user_id = $1 FOR UPDATE`, [
      userId,
    ])) as TotpRow[];
    return row;
  }

  private async assertNotLocked(manager: EntityManager, userId: string, now: Date): Promise<void> {
    const failures = (await manager.query(
      `SELECT failed_at FROM admin_code_failures WHERE user_id = $1 AND failed_at > $2::timestamptz - make_interval(mins => $3)`,
      [userId, now, FAILURE_WINDOW_MINUTES],
    )) as { failed_at: Date }[];
    const until = codesLockedUntil(
      failures.map((f) => f.failed_at),
      now,
    );
    if (until) throw new CodesLockedException(Math.ceil((until.getTime() - now.getTime()) / 1000), lockedMessage(until, now));
  }

  /** Records a wrong code (forgetting those out of the window) and keeps the transaction's work. */
  private async fail<T>(manager: EntityManager, userId: string, now: Date, message: string): Promise<Outcome<T>> {
    await manager.query(`DELETE FROM admin_code_failures WHERE user_id = $1 AND failed_at < $2::timestamptz - make_interval(mins => $3)`, [
      userId,
      now,
      FAILURE_WINDOW_MINUTES,
    ]);
    await manager.query(`INSERT INTO admin_code_failures (user_id, failed_at) VALUES ($1, $2)`, [userId, now]);
    return { ok: false, error: new BadRequestException(message) };
  }

  private async markSession(manager: EntityManager, userId: string, sessionId: string, method: 'totp' | 'recovery', now: Date): Promise<Date> {
    const until = secondFactorUntil(now);
    await manager.query(
      `INSERT INTO session_second_factors (session_id, verified_at, verified_until, method) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_id) DO UPDATE SET verified_at = EXCLUDED.verified_at, verified_until = EXCLUDED.verified_until, method = EXCLUDED.method`,
      [sessionId, now, until, method],
    );
    await manager.query(`DELETE FROM admin_code_failures WHERE user_id = $1`, [userId]);
    return until;
  }

  private settle<T>(outcome: Outcome<T>): T {
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}
