import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Runs work in one database transaction. Repositories take the `EntityManager` it hands out (or use their own
 * outside a transaction), so a service composes several repositories' writes into one commit.
 */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The manager outside any transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
