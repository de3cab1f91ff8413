import { Injectable } from '@nestjs/common';

export type EraseStep = (userId: string) => Promise<void>;

/**
 * A port for features built on the lifecycle that keep user data of their own. A step added with `add` (the
 * backups' files and schedule) runs at each erase attempt before the account's own rows go. One added with
 * `addWhileLinked` (what the app put in the user's Google Drive) runs before that, while the provider tokens still
 * work: the eraser deletes them right after, so such a step acts at the first attempt only and must not throw
 * when the provider refuses or is down (the deletion goes on; the step logs what it left). Each must be idempotent.
 */
@Injectable()
export class AccountEraseSteps {
  private readonly steps: EraseStep[] = [];
  private readonly linkedSteps: EraseStep[] = [];

  add(step: EraseStep): void {
    this.steps.push(step);
  }

  addWhileLinked(step: EraseStep): void {
    this.linkedSteps.push(step);
  }

  async run(userId: string): Promise<void> {
    for (const step of this.steps) await step(userId);
  }

  async runWhileLinked(userId: string): Promise<void> {
    for (const step of this.linkedSteps) await step(userId);
  }
}
