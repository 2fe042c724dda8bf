import { BaseServiceConfig } from '@universo/service-kit';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf } from 'class-validator';

export class AuthConfig extends BaseServiceConfig {
  /** How long a session lasts without a new login. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(90)
  SESSION_TTL_DAYS = 14;

  /** Login attempts per client per minute (the gateway limits too). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_LOGIN_LIMIT_PER_MINUTE = 10;

  /** Registrations per client per minute. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_REGISTER_LIMIT_PER_MINUTE = 5;

  /** The admin account is created from configuration only, never with a default password. */
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL debe ser un correo válido' })
  ADMIN_EMAIL?: string;

  @ValidateIf((c: AuthConfig) => c.ADMIN_EMAIL !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD es obligatoria cuando se define ADMIN_EMAIL' })
  @MinLength(12, { message: 'ADMIN_PASSWORD debe tener al menos 12 caracteres' })
  ADMIN_PASSWORD?: string;
}
