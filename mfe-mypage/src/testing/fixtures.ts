// The my page's own fixtures (a profile, a posted property, a staff article, a field-error answer);
// base data and the user come from tools/testing/base-data.
import { MESSAGES, type PostedProperty, type Profile, type StaffArticle } from '@akiya/contracts';

export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    email: 'hanako@example.jp',
    last_name: '山田',
    first_name: '花子',
    last_name_kana: 'やまだ',
    first_name_kana: 'はなこ',
    zipcode: '1500001',
    address: '東京都渋谷区神宮前1-1-1',
    phone: '03-1234-5678',
    ...overrides,
  };
}

/** A 400 answer in the API's one error shape with per-field messages. */
export function fieldErrorBody(errors: Record<string, string[]>) {
  return { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors };
}

/** The seller's published property 12 as the project list answers it. */
export function fakePostedProperty(overrides: Partial<PostedProperty> = {}): PostedProperty {
  return {
    property_id: 12,
    is_published: true,
    is_suspension: false,
    is_stop_published: false,
    title: '海が見える古民家',
    image: { path: '/uploads/properties/12/1.jpg', comment: '外観' },
    price_man_yen: 300,
    root_type: 'published',
    reception: true,
    status: 'published',
    status_label: '掲載中',
    created_at: '2026-01-05T00:00:00.000Z',
    published_at: '2026-01-10T00:00:00.000Z',
    view_count: 1234,
    contact_count: 3,
    can_resume_publication: false,
    ...overrides,
  };
}

/** The draft blog article 41 as GET /api/staff/articles/41 answers it. */
export function fakeStaffArticle(overrides: Partial<StaffArticle> = {}): StaffArticle {
  return {
    id: 41,
    type: 7,
    typeName: 'blog',
    title: '古い家の片付け方',
    lead: '三つのこつ',
    coverPath: null,
    category: null,
    categoryName: null,
    tags: ['片付け'],
    propertyId: null,
    author: '編集部',
    publishedAt: null,
    status: 'draft',
    html: '<p>本文</p>',
    body: '本文',
    slug: null,
    version: 3,
    updatedAt: '2026-11-01T00:00:00.000Z',
    prevId: null,
    nextId: null,
    ...overrides,
  };
}
