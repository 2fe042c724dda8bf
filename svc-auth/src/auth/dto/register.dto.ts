import type { RegisterRequest } from '@universo/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { trimmed } from './trimmed';

/** Registration (spec section 5): username min 3, password min 6, age 6 to 10, all required. */
export class RegisterDto implements RegisterRequest {
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
  @MinLength(6, { message: 'Mínimo 6 caracteres' })
  @MaxLength(128, { message: 'La contraseña puede tener como máximo 128 caracteres' })
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
}
