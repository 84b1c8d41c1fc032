import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FieldError, RequiredMark, fieldStyles } from '@akiya/shared-ui';
import { Section, type SectionProps } from './section';
import styles from '../posting.module.css';

const AGREEMENTS: readonly (readonly ['agree_terms' | 'agree_privacy', ReactNode])[] = [
  [
    'agree_terms',
    <>
      <Link to="/system">掲載のしくみ・利用規約</Link>に同意する
    </>,
  ],
  [
    'agree_privacy',
    <>
      <Link to="/personal-information">個人情報の取り扱い</Link>に同意する
    </>,
  ],
];

/** ご確認: the two agreements, each a checkbox followed by its label (and its error). */
export function AgreeSection({ values, errors, setValue, disabled }: SectionProps) {
  return (
    <Section id="post-section-agree" title="ご確認">
      {AGREEMENTS.map(([name, label]) => (
        <div key={name} className={styles.field}>
          <label className={fieldStyles.check} htmlFor={`post-${name}`}>
            <input
              id={`post-${name}`}
              type="checkbox"
              checked={values[name] === '1'}
              onChange={(e) => setValue(name, e.target.checked ? '1' : '')}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `post-${name}-error` : undefined}
              disabled={disabled}
            />
            <span>
              {label}
              <RequiredMark />
            </span>
          </label>
          <FieldError id={`post-${name}-error`} error={errors[name]} />
        </div>
      ))}
    </Section>
  );
}
