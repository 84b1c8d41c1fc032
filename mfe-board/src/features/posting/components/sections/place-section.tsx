import { useState } from 'react';
import { MESSAGES, POSTING_FIELD_LABELS, PREFECTURES, toHalfWidth } from '@akiya/contracts';
import { Select, useLazyLookupAddressQuery, TextField } from '@akiya/shared-ui';
import { optionalLabel } from '../optional-label';
import styles from '../posting.module.css';
import { Section, type SectionProps } from './section';

const PREFECTURE_OPTIONS = PREFECTURES.map((p) => ({ value: p.code, label: p.name }));

/**
 * 所在地: a postcode that fills the prefecture, the municipality (from which the API derives the
 * listing's municipality code) and, when empty, the public address — the seller corrects what is
 * wrong; then the public and the private address. The postcode itself is not sent.
 */
export function PlaceSection({ values, errors, setValue, disabled }: SectionProps) {
  const [zipcode, setZipcode] = useState('');
  const [found, setFound] = useState<{ ok: boolean; text: string } | null>(null);
  const [lookupAddress] = useLazyLookupAddressQuery();

  const onZipcode = async (typed: string) => {
    setZipcode(typed);
    const digits = toHalfWidth(typed).replace(/[-‐ー\s]/g, '');
    if (!/^[0-9]{7}$/.test(digits)) {
      setFound(null);
      return;
    }
    const answer = await lookupAddress(digits, true);
    if (!answer.data) {
      setFound({ ok: false, text: MESSAGES.addressNotFound });
      return;
    }
    const { prefecture, prefecture_code, city, town } = answer.data;
    setValue('prefecture_code', prefecture_code);
    setValue('municipality', city);
    if (values.address_public.trim() === '') setValue('address_public', `${city}${town}`);
    setFound({ ok: true, text: `${prefecture}${city}${town} を入力しました。違っていれば下の欄で直してください。` });
  };

  return (
    <Section id="post-section-place" title="所在地">
      <TextField
        id="post-zipcode"
        name="zipcode"
        label={optionalLabel('郵便番号')}
        value={zipcode}
        onValue={(v) => void onZipcode(v)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        hint="7桁の郵便番号から都道府県と市区町村を入力します（例：3892411）"
        disabled={disabled}
      />
      {found ? (
        <p className={found.ok ? styles.hint : styles.failure} role="status">
          {found.text}
        </p>
      ) : null}
      <Select
        id="post-prefecture_code"
        label={POSTING_FIELD_LABELS.prefecture_code}
        required
        error={errors.prefecture_code}
        value={values.prefecture_code}
        onValue={(v) => setValue('prefecture_code', v)}
        placeholder="選択してください"
        options={PREFECTURE_OPTIONS}
        disabled={disabled}
      />
      <TextField id="post-municipality" name="municipality" label={POSTING_FIELD_LABELS.municipality} value={values.municipality} error={errors.municipality} onValue={(v) => setValue('municipality', v)} required hint="例：輪島市" disabled={disabled} />
      <TextField id="post-address_public" name="address_public" label={POSTING_FIELD_LABELS.address_public} value={values.address_public} error={errors.address_public} onValue={(v) => setValue('address_public', v)} required hint="掲示板に表示されます。番地は含めず、町名までご記入ください。" disabled={disabled} />
      <TextField id="post-address_private" name="address_private" label={POSTING_FIELD_LABELS.address_private} value={values.address_private} error={errors.address_private} onValue={(v) => setValue('address_private', v)} required hint="公開されません。審査と、商談が進んだ買主へのご案内にのみ使います。" disabled={disabled} />
    </Section>
  );
}
