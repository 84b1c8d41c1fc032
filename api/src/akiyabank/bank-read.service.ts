import { Injectable } from '@nestjs/common';
import { BANK_PAGE_SIZE, MESSAGES, type BankListQuery, type BankListResponse, type BankListingDetail, type BankMunicipalitySummary, bankPrefectureName } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { BankRepository } from './bank.repository';
import { toDetail, toSummary } from './bank.mapper';

export function bankNotFound(): ApiError {
  return new ApiError(404, MESSAGES.notFound);
}

/** The public side of the bank: municipalities for the filters, the list and a listing's page. */
@Injectable()
export class BankReadService {
  constructor(private readonly repo: BankRepository) {}

  async municipalities(): Promise<BankMunicipalitySummary[]> {
    const rows = await this.repo.municipalitiesWithCounts();
    return rows.map((r) => ({
      id: Number(r.id),
      prefecture_code: r.prefecture_code,
      prefecture_name: bankPrefectureName(r.prefecture_code),
      name: r.name,
      bank_name: r.bank_name,
      listing_count: Number(r.listing_count),
    }));
  }

  async list(query: BankListQuery): Promise<BankListResponse> {
    const filter = { prefecture: query.prefecture, municipality: query.municipality };
    const total = await this.repo.countPublished(filter);
    const rows = total === 0 ? [] : await this.repo.pagePublished(filter, (query.page - 1) * BANK_PAGE_SIZE, BANK_PAGE_SIZE);
    const photos = await this.repo.firstPhotos(rows.map((r) => Number(r.id)));
    return {
      items: rows.map((r) => toSummary(r, photos.get(Number(r.id)))),
      total,
      page: query.page,
      limit: BANK_PAGE_SIZE,
      totalPages: Math.ceil(total / BANK_PAGE_SIZE),
    };
  }

  /** Whether a page of the list exists (the status of /akiyabank/list/page/{page}, seo.service.ts): not past the last one. */
  async pageExists(query: BankListQuery): Promise<boolean> {
    const total = await this.repo.countPublished({ prefecture: query.prefecture, municipality: query.municipality });
    return query.page <= Math.max(Math.ceil(total / BANK_PAGE_SIZE), 1);
  }

  /** A published listing with its municipality (terms, contact) and photos; anything else is 404. */
  async detail(id: number): Promise<BankListingDetail> {
    const row = await this.repo.findListing(id);
    if (!row || row.status !== 'published') throw bankNotFound();
    const municipality = await this.repo.findMunicipality(Number(row.municipality_id));
    if (!municipality) throw bankNotFound();
    return toDetail(row, municipality, await this.repo.photosOf(id));
  }
}
