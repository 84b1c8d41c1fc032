import { useId } from 'react';
import { type LandOrBuilding, type PhotoFilter, type SearchParams, type SortOrder } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import { PRICE_RANGE, RangeFields } from './range-fields';
import { SelectRow } from './select-row';
import { SortOrderOptions } from './sort-select';
import styles from './search-params-fields.module.css';

export type PriceErrors = { price_from?: string; price_to?: string };

interface SearchParamsFieldsProps {
  value: SearchParams;
  onChange: (next: SearchParams) => void;
  errors?: PriceErrors;
  /** Show the sort selector too (the my-search panel saves all eight params). */
  withSort?: boolean;
}

const LAND_OR_BUILDING_OPTIONS: { value: LandOrBuilding; label: string }[] = [
  { value: '', label: BOARD_TEXTS.landOrBuildingAll },
  { value: 'building', label: BOARD_TEXTS.kindBuilding },
  { value: 'land', label: BOARD_TEXTS.kindLand },
];

const PHOTO_OPTIONS: { value: PhotoFilter; label: string }[] = [
  { value: '', label: BOARD_TEXTS.photoAll },
  { value: 'has', label: BOARD_TEXTS.photoHas },
  { value: 'both', label: BOARD_TEXTS.photoBoth },
];

/** A yes/no condition as a checkbox with its text (the form's values are 'yes' / 'no' strings, not booleans). */
function CheckOption({ label, checked, onCheck }: { label: string; checked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.target.checked)} />
      {label}
    </label>
  );
}

/**
 * The search params (docs/product.md §3) as form fields, shared by the list's filter panel and the my-search
 * panel. Yes/no params are check boxes in the API's reading: 価格未定を含む = price_undecided 'yes';
 * 受付中のみ = reception 'no' and 掲載中のみ = publication 'no' (the other listings are left out).
 */
export function SearchParamsFields({ value, onChange, errors = {}, withSort = false }: SearchParamsFieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchParams>(key: K, v: SearchParams[K]) => onChange({ ...value, [key]: v });

  return (
    <div className={styles.fields}>
      {withSort ? (
        <SelectRow id={`${id}-sort`} label={BOARD_TEXTS.sortLabel} value={value.sort_order} onChange={(e) => set('sort_order', e.target.value as SortOrder)}>
          <SortOrderOptions />
        </SelectRow>
      ) : null}

      <RangeFields id={id} range={PRICE_RANGE} values={value} errors={errors} onChange={set}>
        <CheckOption label={BOARD_TEXTS.priceUndecidedInclude} checked={value.price_undecided === 'yes'} onCheck={(on) => set('price_undecided', on ? 'yes' : 'no')} />
      </RangeFields>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{BOARD_TEXTS.landOrBuilding}</legend>
        <div className={styles.segments}>
          {LAND_OR_BUILDING_OPTIONS.map((option) => (
            <label key={option.value || 'all'} className={styles.segment}>
              <input
                type="radio"
                name={`${id}-land-or-building`}
                value={option.value}
                checked={value.land_or_building === option.value}
                onChange={() => set('land_or_building', option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <SelectRow id={`${id}-photo`} label={BOARD_TEXTS.photoFilter} value={value.photo} onChange={(e) => set('photo', e.target.value as PhotoFilter)}>
        {PHOTO_OPTIONS.map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectRow>

      <div className={styles.checks}>
        <CheckOption label={BOARD_TEXTS.receptionOnly} checked={value.reception === 'no'} onCheck={(on) => set('reception', on ? 'no' : 'yes')} />
        <CheckOption label={BOARD_TEXTS.publicationOnly} checked={value.publication === 'no'} onCheck={(on) => set('publication', on ? 'no' : 'yes')} />
      </div>
    </div>
  );
}
