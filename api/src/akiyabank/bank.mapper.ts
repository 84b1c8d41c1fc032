import {
  bankPrefectureName,
  type BankDealType,
  type BankListingDetail,
  type BankListingStatus,
  type BankListingSummary,
  type BankMunicipality,
  type BankPhoto,
} from '@akiya/contracts';
import { isoOf, isoOrNull, numOrNull } from '../database/sql';
import type { BankListingRow, MunicipalityRow, PhotoRow } from './bank.repository';

export function toMunicipality(r: MunicipalityRow): BankMunicipality {
  return {
    id: Number(r.id),
    prefecture_code: r.prefecture_code,
    prefecture_name: bankPrefectureName(r.prefecture_code),
    name: r.name,
    bank_name: r.bank_name,
    terms: r.terms,
    office_name: r.office_name,
    office_phone: r.office_phone,
    office_email: r.office_email,
    office_hours: r.office_hours,
  };
}

export function toPhoto(r: PhotoRow): BankPhoto {
  return { id: Number(r.id), path: r.path, card_path: r.card_path, comment: r.comment };
}

export function toSummary(r: BankListingRow, photo: PhotoRow | undefined): BankListingSummary {
  return {
    id: Number(r.id),
    title: r.title,
    municipality: {
      id: Number(r.municipality_id),
      name: r.m_name,
      prefecture_code: r.m_prefecture_code,
      prefecture_name: bankPrefectureName(r.m_prefecture_code),
      bank_name: r.m_bank_name,
    },
    district: r.district,
    deal_type: r.deal_type as BankDealType,
    price: numOrNull(r.price),
    land_or_building: r.land_or_building === 'land' ? 'land' : 'building',
    image: photo ? { path: photo.card_path, comment: photo.comment } : null,
    published_at: isoOrNull(r.published_at),
  };
}

export function toDetail(r: BankListingRow, municipality: MunicipalityRow, photos: PhotoRow[]): BankListingDetail {
  return {
    ...toSummary(r, photos[0]),
    description: r.description,
    land_area: numOrNull(r.land_area),
    building_area: numOrNull(r.building_area),
    built_year: numOrNull(r.built_year),
    layout: r.layout,
    bank_number: r.bank_number,
    photos: photos.map(toPhoto),
    municipality: toMunicipality(municipality),
  };
}

export function statusOf(r: BankListingRow): { status: BankListingStatus; updated_at: string } {
  return { status: r.status === 'published' ? 'published' : 'draft', updated_at: isoOf(r.updated_at) };
}
