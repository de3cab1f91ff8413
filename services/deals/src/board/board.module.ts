import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { QueueBoardController } from './queue-board.controller.js';

/** Bull Board over the scrape queue, for admins (a one-time link sets its cookie). */
@Module({
  imports: [QueueModule],
  controllers: [QueueBoardController],
})
export class BoardModule {}
