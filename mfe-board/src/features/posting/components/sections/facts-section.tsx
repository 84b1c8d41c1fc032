import { ACCESS_ENTRIES, CURRENT_STATUS_OPTIONS, FACT_LABELS, FACT_LIMITS, LAND_RIGHTS_OPTIONS, LISTING_FACT_FIELD_LABELS, ROAD_DIRECTION_OPTIONS, UTILITY_OPTIONS, ZONING_OPTIONS, type PostingValues } from '@akiya/contracts';
import { FormField, fieldStyles, TextField } from '@akiya/shared-ui';
import { optionalLabel } from '../optional-label';
import styles from '../posting.module.css';
import { ChoiceField } from './choice-field';
import { Section, type SectionProps } from './section';

type FieldName = keyof PostingValues & keyof typeof LISTING_FACT_FIELD_LABELS;

const LISTING_FIELD_LABEL = (name: FieldName): string => LISTING_FACT_FIELD_LABELS[name];

/** A select of the facts (empty first: not stated). */
function Choice(props: SectionProps & { name: FieldName; options: readonly string[] }) {
  return <ChoiceField {...props} label={LISTING_FIELD_LABEL(props.name)} />;
}

/**
 * 物件の詳細（任意）: 間取り, up to three stations (路線・駅・徒歩分), 用途地域, 建ぺい率, 容積率, 接道
 * (方向・幅員), 設備, 土地権利, 現況. Every field is optional; a land listing has no 間取り or 現況.
 */
export function FactsSection(props: SectionProps) {
  const { values, errors, setValue, disabled } = props;
  const land = values.land_or_building === 'land';
  const utilities = values.utilities === '' ? [] : values.utilities.split(',');
  const toggleUtility = (u: string) => {
    const next = utilities.includes(u) ? utilities.filter((x) => x !== u) : [...utilities, u];
    // Kept in the order of the options, whatever the order of the clicks.
    setValue('utilities', UTILITY_OPTIONS.filter((o) => next.includes(o)).join(','));
  };
  const text = (name: FieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={`post-${name}`} name={name} label={optionalLabel(LISTING_FIELD_LABEL(name))} value={values[name] as string} error={errors[name]} onValue={(v) => setValue(name, v)} disabled={disabled} {...extra} />
  );
  return (
    <Section id="post-section-facts" title="物件の詳細（任意）">
      <p className={styles.hint}>わかる範囲でご記入ください。買い手が比べる項目として物件ページに表示されます。</p>
      {!land ? text('layout', { hint: '例：4LDK、2DK、1R', maxLength: 8 }) : null}
      <fieldset className={styles.accessGroup}>
        <legend className={styles.accessLegend}>{optionalLabel(FACT_LABELS.access)}</legend>
        {Array.from({ length: ACCESS_ENTRIES }, (_, i) => i + 1).map((i) => (
          <div key={i} className={styles.accessRow}>
            {text(`access_${i}_line` as FieldName, { hint: i === 1 ? '例：JR飯山線' : undefined, maxLength: FACT_LIMITS.line })}
            {text(`access_${i}_station` as FieldName, { hint: i === 1 ? '例：戸狩野沢温泉' : undefined, maxLength: FACT_LIMITS.station })}
            {text(`access_${i}_walk` as FieldName, { inputMode: 'numeric', suffix: '分' })}
          </div>
        ))}
      </fieldset>
      <Choice {...props} name="zoning" options={ZONING_OPTIONS} />
      {text('coverage_ratio', { inputMode: 'numeric', suffix: '%' })}
      {text('floor_area_ratio', { inputMode: 'numeric', suffix: '%' })}
      <Choice {...props} name="road_direction" options={ROAD_DIRECTION_OPTIONS} />
      {text('road_width', { inputMode: 'decimal', suffix: 'm', hint: '前面道路の幅。例：4.0' })}
      <FormField as="group" id="post-utilities" label={optionalLabel(FACT_LABELS.utilities)} error={errors.utilities}>
        <div className={styles.choices}>
          {UTILITY_OPTIONS.map((u) => (
            <label key={u} className={fieldStyles.check}>
              <input type="checkbox" name="utilities" value={u} checked={utilities.includes(u)} onChange={() => toggleUtility(u)} disabled={disabled} aria-invalid={errors.utilities ? true : undefined} />
              {u}
            </label>
          ))}
        </div>
      </FormField>
      <Choice {...props} name="land_rights" options={LAND_RIGHTS_OPTIONS} />
      {!land ? <Choice {...props} name="current_status" options={CURRENT_STATUS_OPTIONS} /> : null}
    </Section>
  );
}
