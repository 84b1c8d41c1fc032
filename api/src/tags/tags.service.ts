import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TagEntity } from './entities/tag.entity';

@Injectable()
export class TagsService {
  constructor(@InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>) {}

  /** The tag with this slug (price slug such as 0-100manyen, or a free tag's name), or null. */
  async findBySlug(slug: string): Promise<TagEntity | null> {
    return this.tags.findOne({ where: { slug } });
  }
}
