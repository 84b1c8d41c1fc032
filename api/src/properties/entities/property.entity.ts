import type { RootTypeKey } from '@akiya/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, JoinTable, type JoinTableOptions, ManyToMany, ManyToOne, OneToMany, UpdateDateColumn } from 'typeorm';
import { AreaCategoryEntity } from '../../categories/entities/area-category.entity';
import { CategoryEntity } from '../../categories/entities/category.entity';
import { decimalTransformer } from '../../database/column-transformers';
import { DateTimeColumn, IdEntity, IntColumn } from '../../database/entity-columns';
import { TagEntity } from '../../tags/entities/tag.entity';
import { UserEntity } from '../../users/entities/user.entity';
import { PropertyImageEntity } from './property-image.entity';

export type LandOrBuildingKind = 'building' | 'land';

/** A join table linking listings (property_id) to the ids in `otherColumn`. */
function propertyLinks(name: string, otherColumn: string): JoinTableOptions {
  return { name, joinColumn: { name: 'property_id', referencedColumnName: 'id' }, inverseJoinColumn: { name: otherColumn, referencedColumnName: 'id' } };
}

/** A listing (物件). Prices are in 万円; null means 価格未定. */
@Entity({ name: 'properties' })
export class PropertyEntity extends IdEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** JIS prefecture code '01'–'47' (names come from @akiya/contracts). */
  @Column({ name: 'prefecture_code', type: 'varchar', length: 2 })
  prefectureCode: string;

  @Column({ type: 'varchar', length: 100 })
  municipality: string;

  /** 全国地方公共団体コード (5 digits) matched from prefecture + municipality; kept by syncListings(). */
  @Column({ name: 'city_code', type: 'varchar', length: 5, nullable: true })
  cityCode: string | null;

  /** The part of the address shown publicly (town level, no house number). */
  @Column({ name: 'address_public', type: 'varchar', length: 200, default: '' })
  addressPublic: string;

  @IntColumn('price_man_yen', { nullable: true })
  priceManYen: number | null;

  /** COALESCE(price_man_yen, 0): the price sort key (価格未定 sorts as 0). Kept by syncListings(). */
  @IntColumn('price_sort', { default: 0 })
  priceSort: number;

  @Column({ name: 'land_or_building', type: 'varchar', length: 16 })
  landOrBuilding: LandOrBuildingKind;

  @Column({ name: 'land_area', type: 'decimal', precision: 12, scale: 2, nullable: true, transformer: decimalTransformer })
  landArea: number | null;

  @Column({
    name: 'building_area',
    type: 'decimal',
    precision: 12,
    scale: 2,
    nullable: true,
    transformer: decimalTransformer,
  })
  buildingArea: number | null;

  @IntColumn('built_year', { nullable: true })
  builtYear: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  structure: string | null;

  /** 間取り (4LDK); see contracts' listing-facts.ts. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  layout: string | null;

  /** The rooms of the 間取り (4 of 4LDK; search). */
  @IntColumn('layout_rooms', { nullable: true })
  layoutRooms: number | null;

  /** The shortest walk of the listing's stations, in minutes (search). */
  @IntColumn('nearest_walk_minutes', { nullable: true })
  nearestWalkMinutes: number | null;

  /** Every other fact (交通, 用途地域, …) as JSON (storedFactsJson). */
  @Column({ type: 'text', nullable: true })
  facts: string | null;

  @Column({ name: 'root_type', type: 'varchar', length: 32, default: 'published' })
  rootType: RootTypeKey;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished: boolean;

  @Column({ name: 'is_suspension', type: 'boolean', default: false })
  isSuspension: boolean;

  @Column({ name: 'is_stop_published', type: 'boolean', default: false })
  isStopPublished: boolean;

  /** The seller accepts new enquiries. */
  @Column({ type: 'boolean', default: true })
  reception: boolean;

  @IntColumn('area_category_id', { nullable: true })
  areaCategoryId: number | null;

  @ManyToOne(() => AreaCategoryEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'area_category_id' })
  areaCategory?: AreaCategoryEntity | null;

  @IntColumn('seller_id')
  sellerId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'seller_id' })
  seller?: UserEntity;

  @DateTimeColumn('published_at', { nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  @IntColumn('contact_count', { default: 0 })
  contactCount: number;

  @IntColumn('view_count', { default: 0 })
  viewCount: number;

  @Column({ type: 'decimal', precision: 9, scale: 6, nullable: true, transformer: decimalTransformer })
  lat: number | null;

  @Column({ type: 'decimal', precision: 9, scale: 6, nullable: true, transformer: decimalTransformer })
  lng: number | null;

  /**
   * normalizeSearchText(title + description + prefecture name + municipality + address); see
   * search-text.ts. Its bigrams are in property_search_grams; both are kept by syncListings().
   */
  @Column({ name: 'search_text', type: 'text' })
  searchText: string;

  @OneToMany(() => PropertyImageEntity, (image) => image.property)
  images?: PropertyImageEntity[];

  @ManyToMany(() => CategoryEntity)
  @JoinTable(propertyLinks('property_categories', 'category_id'))
  categories?: CategoryEntity[];

  @ManyToMany(() => TagEntity)
  @JoinTable(propertyLinks('property_tags', 'tag_id'))
  tags?: TagEntity[];
}
