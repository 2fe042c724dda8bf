import type { User } from '../apiShapes';
import type { UserEntity } from './entities/user.entity';

/** The only way a user leaves this service: never the password hash. */
export function toUserView(user: UserEntity): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
