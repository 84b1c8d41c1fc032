import { POSTING_FIELD_LABELS, POSTING_LIMITS, type Category } from '@akiya/contracts';
import { FormField, fieldStyles, TextField } from '@akiya/shared-ui';
import { Section, type SectionProps } from './section';
import styles from '../posting.module.css';

const KINDS = [
  ['building', '建物付き'],
  ['land', '土地のみ'],
] as const;

/** 物件の情報: title, description, land or building, categories. */
export function BasicSection({ values, errors, setValue, disabled, categories }: SectionProps & { categories: Category[] }) {
  return (
    <Section id="post-section-basic" title="物件の情報">
      <TextField id="post-title" name="title" label={POSTING_FIELD_LABELS.title} value={values.title} error={errors.title} onValue={(v) => setValue('title', v)} required hint={`${POSTING_LIMITS.title}文字以内`} disabled={disabled} />
      <TextField id="post-description" name="description" label={POSTING_FIELD_LABELS.description} value={values.description} error={errors.description} onValue={(v) => setValue('description', v)} required multiline rows={8} hint="建物の状態、周辺の環境、お譲りしたい理由など" disabled={disabled} />
      <FormField as="group" id="post-land_or_building" label={POSTING_FIELD_LABELS.land_or_building} required error={errors.land_or_building}>
        <div className={styles.choices}>
          {KINDS.map(([value, label]) => (
            <label key={value} className={fieldStyles.check}>
              <input type="radio" name="land_or_building" value={value} checked={values.land_or_building === value} onChange={() => setValue('land_or_building', value)} disabled={disabled} />
              {label}
            </label>
          ))}
        </div>
      </FormField>
      <FormField as="group" id="post-category_ids" label={POSTING_FIELD_LABELS.category_ids} required error={errors.category_ids}>
        <div className={styles.choices}>
          {categories.map((c) => {
            const id = String(c.id);
            const checked = values.category_ids.includes(id);
            return (
              <label key={c.id} className={fieldStyles.check}>
                <input
                  type="checkbox"
                  name="category_ids"
                  value={id}
                  checked={checked}
                  aria-invalid={errors.category_ids ? true : undefined}
                  onChange={() => setValue('category_ids', checked ? values.category_ids.filter((x) => x !== id) : [...values.category_ids, id])}
                  disabled={disabled}
                />
                {c.name}
              </label>
            );
          })}
        </div>
      </FormField>
    </Section>
  );
}
