import { Module } from '@nestjs/common';
import { AkiyabankModule } from '../akiyabank/akiyabank.module';
import { EditorialModule } from '../editorial/editorial.module';
import { PropertiesModule } from '../properties/properties.module';
import { SeoService } from './seo.service';

/** Shareable listing pages, sitemap.xml (listings and editorial entries) and robots.txt (the routes are in static-site.ts, outside /api). */
@Module({
  imports: [PropertiesModule, EditorialModule, AkiyabankModule],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
