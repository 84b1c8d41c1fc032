import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module';
import { SeoService } from './seo.service';

/** Shareable listing pages, sitemap.xml and robots.txt (the routes are in static-site.ts, outside /api). */
@Module({
  imports: [PropertiesModule],
  providers: [SeoService],
  exports: [SeoService],
})
export class SeoModule {}
