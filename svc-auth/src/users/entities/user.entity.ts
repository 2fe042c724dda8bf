import { CreatedAtColumn, SmallintColumn, TimestampColumn, UuidKey, VarcharColumn } from '@universo/service-kit';
import type { Role } from '@universo/contracts';
import { Entity } from 'typeorm';

@Entity('users')
export class UserEntity {
  @UuidKey()
  id: string;

  @VarcharColumn(30)
  username: string;

  /** Lower-cased e-mail: unique, and what login compares. */
  @VarcharColumn(254)
  email: string;

  @VarcharColumn(255, { name: 'password_hash' })
  passwordHash: string;

  @VarcharColumn(50, { name: 'first_name' })
  firstName: string;

  @VarcharColumn(50, { name: 'last_name' })
  lastName: string;

  @SmallintColumn({ nullable: true })
  age: number | null;

  @VarcharColumn(10, { default: 'family' })
  role: Role;

  @CreatedAtColumn()
  createdAt: Date;

  /** When the adult opened the confirmation link (or a password reset link); null until then. */
  @TimestampColumn({ name: 'email_confirmed_at', nullable: true })
  emailConfirmedAt: Date | null;
}
