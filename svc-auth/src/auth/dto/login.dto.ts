import type { LoginRequest } from '../../apiShapes';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from './trimmed';

export class LoginDto implements LoginRequest {
  @Transform(trimmed)
  @IsString({ message: 'El correo es obligatorio' })
  @IsNotEmpty({ message: 'El correo es obligatorio' })
  @MaxLength(254, { message: 'El correo es demasiado largo' })
  email: string;

  @IsString({ message: 'La contraseña es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria' })
  @MaxLength(128, { message: 'La contraseña es demasiado larga' })
  password: string;
}
