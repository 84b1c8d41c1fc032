import { useId } from 'react';
import { HIDDEN_CATEGORY_NAME, PRICE_TAGS, formatMessage, type SearchParams } from '@akiya/contracts';
import { useGetBaseDataQuery } from '@akiya/shared-ui';
import { BOARD_TEXTS } from '../../../config/texts';
import { PrefectureOptions } from '../../../components/prefecture-options';
import { useGetCitiesQuery } from '../api/listings-api';
import type { FilterDraft, FilterDraftErrors } from '../utils/filter-draft';
import own from './combined-filter-fields.module.css';
import { LAND_AREA_RANGE, RangeFields } from './range-fields';
import { SelectRow } from './select-row';
import styles from './search-params-fields.module.css';

/** Building-age choices, in years. */
const AGES = [5, 10, 20, 30, 40, 50];
/** 間取り choices: at least this many rooms. */
const ROOMS = [1, 2, 3, 4, 5];
/** Station walk choices, in minutes. */
const WALKS = [5, 10, 15, 20, 30];

interface CombinedFilterFieldsProps {
  value: FilterDraft;
  onChange: (next: FilterDraft) => void;
  /** The price fields are the search params': the price-band presets write them. */
  params: SearchParams;
  onParamsChange: (next: SearchParams) => void;
  errors: FilterDraftErrors;
  /** Filters the list's route fixes (e.g. the prefecture on /area/{code}): not offered here. */
  fixed: { area?: string; city?: string; categoryId?: number };
}

/**
 * The combined filters of the board's filter panel (docs/search.md "Combined filters"): prefecture →
 * municipality (the chosen prefecture's, from GET /api/areas/{pref}/cities), category, price band
 * presets (the footer's bands), land area (㎡) and building age. Mobile first: one column of full-width
 * controls, each with its label; ranges are fieldsets with a legend.
 */
export function CombinedFilterFields({ value, onChange, params, onParamsChange, errors, fixed }: CombinedFilterFieldsProps) {
  const id = useId();
  const set = (key: keyof FilterDraft, v: string) => onChange({ ...value, [key]: v });
  const prefecture = fixed.area ?? value.area;
  const { data: baseData } = useGetBaseDataQuery();
  const cities = useGetCitiesQuery(prefecture, { skip: prefecture === '' || fixed.city !== undefined });
  const categories = (baseData?.categories ?? []).filter((c) => c.name !== HIDDEN_CATEGORY_NAME);

  /** A select of `key` among numeric `choices` (each shown as `optionText` gives it), 指定なし first. */
  const choiceSelect = (
    key: 'age_to' | 'age_from' | 'rooms_from' | 'walk_to',
    label: string,
    choices: readonly number[],
    optionText: (choice: number) => string,
    labelClassName = styles.label,
  ) => (
    <div className={styles.priceField}>
      <label htmlFor={`${id}-${key}`} className={labelClassName}>
        {label}
      </label>
      <select id={`${id}-${key}`} name={key} className={styles.select} value={value[key]} onChange={(e) => set(key, e.target.value)}>
        <option value="">{BOARD_TEXTS.anyOption}</option>
        {choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {optionText(choice)}
          </option>
        ))}
      </select>
    </div>
  );
  const ageText = (years: number) => formatMessage(BOARD_TEXTS.ageOption, { years });

  return (
    <div className={styles.fields}>
      {fixed.city === undefined ? (
        <fieldset className={styles.group}>
          <legend className={styles.label}>{BOARD_TEXTS.placeGroup}</legend>
          <div className={styles.fields}>
            {fixed.area === undefined ? (
              <SelectRow
                id={`${id}-area`}
                label={BOARD_TEXTS.prefectureLabel}
                small
                name="area"
                value={value.area}
                // Another prefecture: its municipalities are others.
                onChange={(e) => onChange({ ...value, area: e.target.value, city: '' })}
              >
                <option value="">{BOARD_TEXTS.anyOption}</option>
                <PrefectureOptions />
              </SelectRow>
            ) : null}
            <SelectRow
              id={`${id}-city`}
              label={BOARD_TEXTS.municipalityLabel}
              small
              name="city"
              value={value.city}
              disabled={prefecture === ''}
              aria-describedby={prefecture === '' ? `${id}-city-hint` : undefined}
              onChange={(e) => set('city', e.target.value)}
              hint={
                prefecture === '' ? (
                  <p id={`${id}-city-hint`} className={styles.smallLabel}>
                    {BOARD_TEXTS.municipalityNeedsPrefecture}
                  </p>
                ) : null
              }
            >
              <option value="">{BOARD_TEXTS.anyOption}</option>
              {(cities.data?.items ?? []).map((m) => (
                <option key={m.code} value={m.code}>
                  {formatMessage(BOARD_TEXTS.municipalityLink, { name: m.name, count: m.count })}
                </option>
              ))}
            </SelectRow>
          </div>
        </fieldset>
      ) : null}

      {fixed.categoryId === undefined ? (
        <SelectRow id={`${id}-category`} label={BOARD_TEXTS.categoryLabel} name="categoryId" value={value.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
          <option value="">{BOARD_TEXTS.anyOption}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectRow>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.label}>{BOARD_TEXTS.priceBands}</legend>
        <div className={own.bands}>
          {PRICE_TAGS.map((tag) => {
            // The footer's bands are (min, max]: prices are whole 万円, so from = min + 1.
            const from = tag.minManYen === null ? '' : String(tag.minManYen + 1);
            const to = tag.maxManYen === null ? '' : String(tag.maxManYen);
            const pressed = params.price_from === from && params.price_to === to;
            return (
              <button
                key={tag.slug}
                type="button"
                className={own.band}
                aria-pressed={pressed}
                onClick={() => onParamsChange({ ...params, price_from: pressed ? '' : from, price_to: pressed ? '' : to })}
              >
                {tag.label}
              </button>
            );
          })}
        </div>
      </fieldset>

      <RangeFields id={id} range={LAND_AREA_RANGE} values={value} errors={errors} onChange={set} />

      <div className={styles.priceRow}>
        {choiceSelect('rooms_from', BOARD_TEXTS.roomsLabel, ROOMS, (rooms) => formatMessage(BOARD_TEXTS.roomsOption, { rooms }))}
        {choiceSelect('walk_to', BOARD_TEXTS.walkLabel, WALKS, (minutes) => formatMessage(BOARD_TEXTS.walkOption, { minutes }))}
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{BOARD_TEXTS.buildingAgeGroup}</legend>
        <div className={styles.priceRow}>
          {choiceSelect('age_to', BOARD_TEXTS.ageTo, AGES, ageText, styles.smallLabel)}
          {choiceSelect('age_from', BOARD_TEXTS.ageFrom, AGES, ageText, styles.smallLabel)}
        </div>
      </fieldset>
    </div>
  );
}
