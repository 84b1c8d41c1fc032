import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { CommonController } from './common.controller';
import { CommonService } from './common.service';

@Module({
  imports: [CategoriesModule],
  controllers: [CommonController],
  providers: [CommonService],
})
export class CommonModule {}
