import { POSTING_FIELD_LABELS, STRUCTURE_OPTIONS } from '@akiya/contracts';
import { fieldStyles, TextField } from '@akiya/shared-ui';
import { optionalLabel } from '../optional-label';
import { ChoiceField } from './choice-field';
import { Section, type SectionProps } from './section';

/** 価格と物件概要: price (or 価格未定), areas, built year and structure (buildings only). */
export function PriceSection({ values, errors, setValue, disabled }: SectionProps) {
  const land = values.land_or_building === 'land';
  const undecided = values.price_undecided === '1';
  return (
    <Section id="post-section-price" title="価格と物件概要">
      <TextField id="post-price_man_yen" name="price_man_yen" label={undecided ? optionalLabel(POSTING_FIELD_LABELS.price_man_yen) : POSTING_FIELD_LABELS.price_man_yen} value={undecided ? '' : values.price_man_yen} error={undecided ? undefined : errors.price_man_yen} onValue={(v) => setValue('price_man_yen', v)} required={!undecided} inputMode="numeric" suffix="万円" hint="半角数字。無償でお譲りする場合は 0" disabled={disabled || undecided} />
      <label className={fieldStyles.check}>
        <input type="checkbox" checked={undecided} onChange={(e) => setValue('price_undecided', e.target.checked ? '1' : '')} disabled={disabled} />
        価格未定
      </label>
      <TextField id="post-land_area" name="land_area" label={optionalLabel(POSTING_FIELD_LABELS.land_area)} value={values.land_area} error={errors.land_area} onValue={(v) => setValue('land_area', v)} inputMode="decimal" suffix="㎡" disabled={disabled} />
      {!land ? (
        <>
          <TextField id="post-building_area" name="building_area" label={optionalLabel(POSTING_FIELD_LABELS.building_area)} value={values.building_area} error={errors.building_area} onValue={(v) => setValue('building_area', v)} inputMode="decimal" suffix="㎡" disabled={disabled} />
          <TextField id="post-built_year" name="built_year" label={optionalLabel(POSTING_FIELD_LABELS.built_year)} value={values.built_year} error={errors.built_year} onValue={(v) => setValue('built_year', v)} inputMode="numeric" suffix="年" hint="西暦4桁（例：1975）。わからなければ空欄で" disabled={disabled} />
          <ChoiceField name="structure" label={POSTING_FIELD_LABELS.structure} options={STRUCTURE_OPTIONS} values={values} errors={errors} setValue={setValue} disabled={disabled} />
        </>
      ) : null}
    </Section>
  );
}
