import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';
import { RemotesService } from './remotes.service';

@Module({ controllers: [RemotesController], providers: [RemotesService] })
export class RemotesModule {}
