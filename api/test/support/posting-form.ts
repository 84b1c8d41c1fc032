import { fileForm, type FormFile } from './browser';

/** A multipart/form-data body of text fields and files (field `photos` unless named). */
export function postingMultipart(fields: Record<string, string | string[]>, files: FormFile[] = []): { contentType: string; payload: Buffer } {
  return fileForm(fields, files.map((f) => ({ field: 'photos', ...f })));
}

/** The fields of a posting that passes every rule (docs/product.md §7 posting form), in category `categoryId`. */
export function validPostingFields(categoryId: string, title = '写真の多い古民家'): Record<string, string | string[]> {
  return {
    title,
    description: '日当たりの良い古民家です。',
    prefecture_code: '17',
    municipality: '輪島市',
    address_public: '輪島市河井町',
    address_private: '輪島市河井町1-2-3',
    price_man_yen: '300',
    land_or_building: 'building',
    land_area: '250.5',
    building_area: '120',
    built_year: '1970',
    structure: '木造',
    category_ids: [categoryId],
    contact_name: '売主 太郎',
    contact_name_kana: 'うりぬし\u3000たろう',
    contact_phone: '090-1234-5678',
    contact_email: 'uri@example.jp',
    agree_terms: '1',
    agree_privacy: '1',
  };
}

/** The id of a category a posting may use (not the closed '復興応援'). */
export async function postableCategoryId(dataSource: { query(sql: string): Promise<{ id: number | string }[]> }): Promise<string> {
  return String((await dataSource.query("SELECT id FROM categories WHERE name <> '復興応援' ORDER BY id LIMIT 1"))[0].id);
}
