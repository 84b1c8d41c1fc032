import { useEffect, useState, type FormEvent } from 'react';
import type { BankMunicipalitySummary } from '@akiya/contracts';
import { Button, FormField, fieldStyles } from '@akiya/shared-ui';
import type { ListFilters } from '../../../config/paths';
import styles from './list-filters.module.css';

interface ListFiltersFormProps {
  municipalities: BankMunicipalitySummary[];
  value: ListFilters;
  onApply: (filters: ListFilters) => void;
}

/** Prefecture and municipality of the bank list; only places with a bank are offered. */
export function ListFiltersForm({ municipalities, value, onApply }: ListFiltersFormProps) {
  const [draft, setDraft] = useState<ListFilters>(value);
  useEffect(() => setDraft(value), [value]);

  const prefectures = [...new Map(municipalities.map((m) => [m.prefecture_code, m.prefecture_name])).entries()];
  const choices = municipalities.filter((m) => !draft.prefecture || m.prefecture_code === draft.prefecture);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="物件の絞り込み">
      <FormField label="都道府県" id="filter-prefecture">
        <select
          className={fieldStyles.select}
          value={draft.prefecture}
          onChange={(e) => {
            const prefecture = e.target.value;
            const keep = municipalities.some((m) => String(m.id) === draft.municipality && (!prefecture || m.prefecture_code === prefecture));
            setDraft({ prefecture, municipality: keep ? draft.municipality : '' });
          }}
        >
          <option value="">すべての都道府県</option>
          {prefectures.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="市町村" id="filter-municipality">
        <select className={fieldStyles.select} value={draft.municipality} onChange={(e) => setDraft({ ...draft, municipality: e.target.value })}>
          <option value="">すべての市町村</option>
          {choices.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.name}（{m.listing_count}件）
            </option>
          ))}
        </select>
      </FormField>
      <div className={styles.actions}>
        <Button type="submit">絞り込む</Button>
      </div>
    </form>
  );
}
