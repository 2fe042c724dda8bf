import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@universo/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { UserEntity } from './entities/user.entity';
import { hashPassword } from './passwords';
import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from './users.messages';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  age: number | null;
  role?: Role;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** `alongside` runs in the same transaction (a registration's consents): both are stored or neither. */
  async create(input: NewUser, alongside?: (manager: EntityManager, user: UserEntity) => Promise<void>): Promise<UserEntity> {
    const email = input.email.toLowerCase();
    await this.assertFree(input.username, email);
    const user = this.users.create({
      username: input.username,
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      age: input.age,
      role: input.role ?? 'family',
    });
    try {
      return await this.users.manager.transaction(async (manager) => {
        const saved = await manager.save(user);
        if (alongside) await alongside(manager, saved);
        return saved;
      });
    } catch (error) {
      // Two registrations racing past assertFree: the unique indexes decide.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') {
        await this.assertFree(input.username, email);
      }
      throw error;
    }
  }

  /** Creates the configured admin, or makes sure the existing account is admin with that password. */
  async ensureAdmin(email: string, password: string): Promise<UserEntity> {
    const existing = await this.findByEmail(email);
    if (!existing) {
      return this.create({ username: 'admin', email, password, firstName: 'Administración', lastName: 'Universo', age: null, role: 'admin' });
    }
    existing.role = 'admin';
    existing.passwordHash = await hashPassword(password);
    return this.users.save(existing);
  }

  private async assertFree(username: string, email: string): Promise<void> {
    if (await this.users.createQueryBuilder('u').where('lower(u.email) = :email', { email }).getExists()) {
      throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    }
    if (await this.users.createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getExists()) {
      throw new ConflictException(USERNAME_TAKEN_MESSAGE);
    }
  }
}
