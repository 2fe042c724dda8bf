import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { AcceptablePassword } from '../../auth/dto/acceptablePassword';
import { trimmed } from '../../auth/dto/trimmed';
import { TOKEN_MISSING } from '../accountMail.messages';
import { TOKEN_PATTERN } from '../accountTokens';

export class TokenDto {
  @IsString({ message: TOKEN_MISSING })
  @Matches(TOKEN_PATTERN, { message: TOKEN_MISSING })
  token: string;
}

export class PasswordResetRequestDto {
  @Transform(trimmed)
  @IsString({ message: 'El correo es obligatorio' })
  @MaxLength(254, { message: 'El correo es demasiado largo' })
  @IsEmail({}, { message: 'El correo no es válido' })
  email: string;
}

/** The new password follows the registration's rule (the shared one of @universo/contracts). */
export class PasswordResetConfirmDto extends TokenDto {
  @IsString({ message: 'La contraseña es obligatoria' })
  @AcceptablePassword()
  password: string;
}
