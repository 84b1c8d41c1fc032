import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BANK_LISTING_STATUS_LABELS, BANK_MAX_PHOTOS, BANK_MESSAGES, type BankListingValues, type BankManagedListing } from '@akiya/contracts';
import { Button, ErrorSummary, FormField, apiErrorMessage, fieldStyles, toFormErrors, useDocumentTitle } from '@akiya/shared-ui';
import { bankListingPath } from '../../../config/paths';
import { managedListingQuery, useAddAkiyabankPhotosMutation, useGetAkiyabankManagedListingQuery, useRemoveAkiyabankPhotoMutation, useSetAkiyabankListingPublishedMutation, useUpdateAkiyabankListingMutation } from '../api/manage-api';
import { ListingForm, saveFailure } from './listing-form';
import { ManageGate } from './manage-gate';
import { ManageSubpage } from './manage-subpage';
import styles from './manage.module.css';

const str = (v: number | null) => (v === null ? '' : String(v));

function valuesOf(l: BankManagedListing): BankListingValues {
  return {
    title: l.title,
    description: l.description,
    district: l.district,
    deal_type: l.deal_type,
    price: str(l.price),
    land_or_building: l.land_or_building,
    land_area: str(l.land_area),
    building_area: str(l.building_area),
    built_year: str(l.built_year),
    layout: l.layout,
    bank_number: l.bank_number,
  };
}

function PhotoSection({ listing, onMessage }: { listing: BankManagedListing; onMessage: (m: string) => void }) {
  const [add, adding] = useAddAkiyabankPhotosMutation();
  const [remove] = useRemoveAkiyabankPhotoMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const fail = (found: Record<string, string>) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const files = [...(fileRef.current?.files ?? [])];
    if (files.length === 0) return fail({ photos: BANK_MESSAGES.photoRequired });
    if (listing.photos.length + files.length > BANK_MAX_PHOTOS) return fail({ photos: BANK_MESSAGES.tooManyPhotos });
    const form = new FormData();
    for (const f of files) {
      form.append('photos', f);
      form.append('photo_comments', comment);
    }
    const result = await add({ id: listing.id, form });
    if ('error' in result && result.error) {
      const found = toFormErrors(result.error);
      return fail(Object.keys(found).length > 0 ? found : { photos: apiErrorMessage(result.error) });
    }
    setErrors({});
    setComment('');
    if (fileRef.current) fileRef.current.value = '';
    onMessage(BANK_MESSAGES.photosAdded);
  };

  const items = Object.entries(errors).map(([key, message]) => ({
    key,
    label: key === 'photo_comments' ? '写真の説明' : '写真',
    message,
    fieldId: key === 'photo_comments' ? 'bank-photo-comment' : 'bank-photos',
  }));

  return (
    <section className={styles.section} aria-labelledby="photos-heading">
      <h2 id="photos-heading">写真（{listing.photos.length}／{BANK_MAX_PHOTOS}枚）</h2>
      {listing.photos.length > 0 ? (
        <ul className={styles.photos} aria-label="登録した写真">
          {listing.photos.map((p, i) => (
            <li key={p.id}>
              <figure>
                <img src={p.card_path} alt={p.comment || `写真${i + 1}`} width={480} height={360} />
                <figcaption>{p.comment || `写真${i + 1}`}</figcaption>
              </figure>
              <Button
                variant="secondary"
                onClick={async () => {
                  const result = await remove({ id: listing.id, photoId: p.id });
                  if ('error' in result && result.error) fail({ photos: toFormErrors(result.error).photos ?? apiErrorMessage(result.error) });
                  else onMessage(BANK_MESSAGES.photoRemoved);
                }}
                aria-label={`写真${i + 1}を削除`}
              >
                削除
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>写真はまだありません。公開するには写真が1枚以上必要です。</p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="写真の追加">
        <ErrorSummary items={items} focusKey={attempt} />
        <FormField label="写真を選ぶ" id="bank-photos" hint="JPEG・PNG・WebP形式。位置情報などのデータは取り除いて保存します。" error={errors.photos}>
          <input ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" multiple name="photos" className={fieldStyles.input} />
        </FormField>
        <FormField label="写真の説明" id="bank-photo-comment" hint="例：外観、台所" error={errors.photo_comments}>
          <input className={fieldStyles.input} value={comment} onChange={(e) => setComment(e.target.value)} />
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={adding.isLoading} loadingText="送信中…">
            写真を追加する
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /akiyabank/manage/:id/edit: the listing's fields, photos and publication. */
export function ManageEditPage() {
  const { args, skip } = managedListingQuery(useParams().id);
  const query = useGetAkiyabankManagedListingQuery(args, { skip });
  const [update] = useUpdateAkiyabankListingMutation();
  const [setPublished, publishing] = useSetAkiyabankListingPublishedMutation();
  const initialFlash = (useLocation().state as { flash?: string } | null)?.flash ?? null;
  const [message, setMessage] = useState<string | null>(initialFlash);
  const [publishError, setPublishError] = useState<string | null>(null);
  useDocumentTitle(query.data ? `${query.data.title}の編集` : '物件の編集');

  return (
    <ManageGate query={query}>
      {() => {
        const listing = query.data!;
        const published = listing.status === 'published';
        return (
          <ManageSubpage id="edit-heading" municipalityName={listing.municipality.name} title="物件の編集">
            {message ? (
              <p role="status" className={styles.flash}>
                {message}
              </p>
            ) : null}
            <section aria-labelledby="publish-heading">
              <h2 id="publish-heading" className="visually-hidden">
                公開の状態
              </h2>
              <div className={styles.actions}>
                <span className={published ? styles.published : styles.draft}>{BANK_LISTING_STATUS_LABELS[listing.status]}</span>
                <Button
                  variant={published ? 'secondary' : 'primary'}
                  loading={publishing.isLoading}
                  onClick={async () => {
                    setPublishError(null);
                    const result = await setPublished({ id: listing.id, publish: !published });
                    if ('error' in result && result.error) {
                      setPublishError(toFormErrors(result.error).photos ?? apiErrorMessage(result.error));
                    } else setMessage(published ? BANK_MESSAGES.unpublished : BANK_MESSAGES.published);
                  }}
                >
                  {published ? '非公開にする' : '公開する'}
                </Button>
                {published ? <Link to={bankListingPath(listing.id)}>公開ページを見る</Link> : null}
              </div>
              {publishError ? (
                <p role="alert" className={styles.error}>
                  {publishError}
                </p>
              ) : null}
            </section>
            <section className={styles.section} aria-labelledby="fields-heading">
              <h2 id="fields-heading">物件情報</h2>
              <ListingForm
                key={listing.id}
                initial={valuesOf(listing)}
                submitLabel="保存する"
                onSubmit={async (values) => {
                  const result = await update({ id: listing.id, values });
                  if ('data' in result && result.data) {
                    setMessage(BANK_MESSAGES.saved);
                    return { errors: {} };
                  }
                  return saveFailure(result.error);
                }}
              />
            </section>
            <PhotoSection listing={listing} onMessage={setMessage} />
          </ManageSubpage>
        );
      }}
    </ManageGate>
  );
}
