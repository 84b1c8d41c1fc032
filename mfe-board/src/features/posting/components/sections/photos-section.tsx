import type { PostingErrors } from '@akiya/contracts';
import type { PostingDraft } from '../../hooks/use-posting-draft';
import { PhotoField } from '../photo-field';
import { Section } from './section';

/** 写真: the chosen photos (and, when editing, the listing's own) with a comment each. */
export function PhotosSection({ draft, errors, disabled }: { draft: PostingDraft; errors: PostingErrors; disabled: boolean }) {
  const { setKept } = draft;
  return (
    <Section id="post-section-photos" title="写真">
      <PhotoField
        photos={draft.photos}
        kept={draft.kept}
        error={errors.photos}
        commentError={errors.photo_comments}
        onAdd={(files) => void draft.addPhotos(files)}
        onRemove={draft.removePhoto}
        onComment={draft.setPhotoComment}
        onRemoveKept={(id) => setKept((k) => k.filter((x) => x.id !== id))}
        onKeptComment={(id, comment) => setKept((k) => k.map((x) => (x.id === id ? { ...x, comment } : x)))}
        disabled={disabled}
      />
    </Section>
  );
}
