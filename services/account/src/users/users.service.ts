import { Injectable } from '@nestjs/common';
import type { User } from '@yarn-mgmt/contracts';
import type { UserEntity } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/**
 * The contracts' User (spec part 1 section 3) from a row; `ravelryConnected` (the top bar's icon) is a working
 * Ravelry link (integrations), which the row does not hold.
 */
export function toUser(entity: UserEntity, ravelryConnected = false): User {
  return {
    id: entity.id,
    email: entity.email,
    username: entity.username,
    first_name: entity.firstName,
    last_name: entity.lastName,
    role: entity.role,
    ravelry_connected: ravelryConnected,
    created_at: entity.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async findUser(id: string): Promise<User | null> {
    const entity = await this.users.findById(id);
    return entity ? toUser(entity) : null;
  }
}
