import { Injectable } from '@nestjs/common';

export type EraseStep = (userId: string) => Promise<void>;

/**
 * A port for features built on the lifecycle that keep user data of their own (the backups' files and schedule):
 * they register a step, run at each erase attempt before the account's own rows go; each must be idempotent.
 */
@Injectable()
export class AccountEraseSteps {
  private readonly steps: EraseStep[] = [];

  add(step: EraseStep): void {
    this.steps.push(step);
  }

  async run(userId: string): Promise<void> {
    for (const step of this.steps) await step(userId);
  }
}
