import type { AccountPasswordRequest } from '@universo/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AccountPasswordDto implements AccountPasswordRequest {
  @IsString({ message: 'Escribe tu contraseña para confirmar' })
  @IsNotEmpty({ message: 'Escribe tu contraseña para confirmar' })
  @MaxLength(128, { message: 'La contraseña es demasiado larga' })
  password: string;
}
