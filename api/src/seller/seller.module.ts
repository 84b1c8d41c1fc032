import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { PropertiesModule } from '../properties/properties.module';
import { PropertyImageEntity } from '../properties/entities/property-image.entity';
import { PropertyEntity } from '../properties/entities/property.entity';
import { PropertyPublishChangeEntity } from './entities/property-publish-change.entity';
import { RepublishService } from './republish.service';
import { SellerController } from './seller.controller';
import { SellerService } from './seller.service';

/** The seller's my-page (docs/seller.md): posted properties, change of publication, republish request. */
@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, PropertyImageEntity, PropertyPublishChangeEntity]), PropertiesModule, InquiriesModule],
  controllers: [SellerController],
  providers: [SellerService, RepublishService],
  exports: [SellerService],
})
export class SellerModule {}
