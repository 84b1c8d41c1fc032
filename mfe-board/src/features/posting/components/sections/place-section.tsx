import { POSTING_FIELD_LABELS, PREFECTURES } from '@akiya/contracts';
import { FormField, fieldStyles } from '@akiya/shared-ui';
import { TextField } from '../text-field';
import { Section, type SectionProps } from './section';

/** 所在地: prefecture, municipality, the public and the private address. */
export function PlaceSection({ values, errors, setValue, disabled }: SectionProps) {
  return (
    <Section id="post-section-place" title="所在地">
      <FormField id="post-prefecture_code" label={POSTING_FIELD_LABELS.prefecture_code} required error={errors.prefecture_code}>
        <select className={fieldStyles.select} value={values.prefecture_code} onChange={(e) => setValue('prefecture_code', e.target.value)} disabled={disabled}>
          <option value="">選択してください</option>
          {PREFECTURES.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <TextField name="municipality" label={POSTING_FIELD_LABELS.municipality} value={values.municipality} error={errors.municipality} onChange={(v) => setValue('municipality', v)} required hint="例：輪島市" disabled={disabled} />
      <TextField name="address_public" label={POSTING_FIELD_LABELS.address_public} value={values.address_public} error={errors.address_public} onChange={(v) => setValue('address_public', v)} required hint="掲示板に表示されます。番地は含めず、町名までご記入ください。" disabled={disabled} />
      <TextField name="address_private" label={POSTING_FIELD_LABELS.address_private} value={values.address_private} error={errors.address_private} onChange={(v) => setValue('address_private', v)} required hint="公開されません。審査と、商談が進んだ買主へのご案内にのみ使います。" disabled={disabled} />
    </Section>
  );
}
