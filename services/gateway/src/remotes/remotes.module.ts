import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller.js';

/** /remotes.json: which remotes exist, where their builds are and which URLs they own. */
@Module({ controllers: [RemotesController] })
export class RemotesModule {}
