import { PRIVACY_NOTICE_VERSION, type RegistrationConsents } from '@universo/contracts';
import type { RegisterRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CONSENT_MESSAGES } from '../../consents/consentRules';
import { AcceptablePassword } from './acceptablePassword';
import { trimmed } from './trimmed';

/**
 * Registration (spec section 5): username min 3, password min 6 (and not a common one), age 6 to
 * 10, all required. The name, surname and age describe the first child; the e-mail and password
 * are the adult's, who also confirms being of age and accepts the data-processing notice in force.
 */
export class RegisterDto implements RegisterRequest, RegistrationConsents {
  @Transform(trimmed)
  @IsString({ message: 'El nombre de usuario es obligatorio' })
  @MinLength(3, { message: 'El nombre de usuario debe tener al menos 3 caracteres' })
  @MaxLength(30, { message: 'El nombre de usuario puede tener como máximo 30 caracteres' })
  @Matches(/^[\p{L}\p{N}._-]+$/u, { message: 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos' })
  username: string;

  @Transform(trimmed)
  @IsString({ message: 'El correo es obligatorio' })
  @MaxLength(254, { message: 'El correo es demasiado largo' })
  @IsEmail({}, { message: 'El correo no es válido' })
  email: string;

  @IsString({ message: 'La contraseña es obligatoria' })
  @AcceptablePassword()
  password: string;

  @Transform(trimmed)
  @IsString({ message: 'El nombre es obligatorio' })
  @MinLength(1, { message: 'El nombre es obligatorio' })
  @MaxLength(50, { message: 'El nombre puede tener como máximo 50 caracteres' })
  firstName: string;

  @Transform(trimmed)
  @IsString({ message: 'El apellido es obligatorio' })
  @MinLength(1, { message: 'El apellido es obligatorio' })
  @MaxLength(50, { message: 'El apellido puede tener como máximo 50 caracteres' })
  lastName: string;

  @IsInt({ message: 'La edad debe ser entre 6 y 10 años' })
  @Min(6, { message: 'La edad debe ser entre 6 y 10 años' })
  @Max(10, { message: 'La edad debe ser entre 6 y 10 años' })
  age: number;

  @Equals(true, { message: CONSENT_MESSAGES.adult })
  adultConfirmed: boolean;

  @Equals(true, { message: CONSENT_MESSAGES.privacy })
  privacyAccepted: boolean;

  // An old version is only worth mentioning once the notice was accepted at all.
  @ValidateIf((dto: RegisterDto) => dto.privacyAccepted === true)
  @Equals(PRIVACY_NOTICE_VERSION, { message: CONSENT_MESSAGES.version })
  privacyVersion: string;
}
