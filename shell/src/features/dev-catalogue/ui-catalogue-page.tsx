import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  contrastRatio,
  Dialog,
  EmptyState,
  ErrorSummary,
  FormField,
  fieldStyles,
  Pager,
  pageHref,
  QueryStatus,
  TEXT_TOKEN_PAIRS,
  useDocumentTitle,
} from '@akiya/shared-ui';
import { Section, State } from './catalogue-parts';
import { ControlSections } from './control-sections';
import styles from './ui-catalogue-page.module.css';

/** The colour pairs with their contrast ratio, read from the tokens the page has loaded. */
function TokenPairs() {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    const names = new Set(TEXT_TOKEN_PAIRS.flat());
    setValues(Object.fromEntries([...names].map((n) => [n, style.getPropertyValue(n).trim()])));
  }, []);
  return (
    <ul className={styles.swatches}>
      {TEXT_TOKEN_PAIRS.map(([text, background]) => {
        const fg = values[text];
        const bg = values[background];
        const ratio = fg && bg && /^#/.test(fg) && /^#/.test(bg) ? contrastRatio(fg, bg).toFixed(2) : '–';
        return (
          <li key={`${text}/${background}`} className={styles.swatch} style={{ color: `var(${text})`, background: `var(${background})` }}>
            <span>文字 Aa</span>
            <code>
              {text} / {background}
            </code>
            <span>{ratio}:1</span>
          </li>
        );
      })}
    </ul>
  );
}

const noop = () => undefined;
const apiError = { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'ページ番号は1以上の整数で指定してください' } };

/**
 * /dev/ui (development builds only): every shared-ui component in each of its states, for
 * designers and for checking a change to the tokens or a component at a glance.
 */
export function UiCataloguePage() {
  useDocumentTitle('UI カタログ');
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  return (
    <main className={styles.page} aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className={styles.title}>
        UI カタログ
      </h1>
      <p className={styles.lead}>shared-ui のコンポーネントとデザイントークン（開発ビルドのみ）。</p>

      <Section id="tokens" title="トークン（文字色と背景色の組み合わせ、WCAG AA 4.5:1 以上）">
        <TokenPairs />
      </Section>

      <Section id="button" title="Button">
        <div className={styles.row}>
          <Button>主ボタン</Button>
          <Button variant="secondary">副ボタン</Button>
          <Button variant="danger">削除する</Button>
          <Button disabled>無効</Button>
          <Button loading loadingText="送信中…">
            送信する
          </Button>
        </div>
      </Section>

      <Section id="field" title="FormField">
        <div className={styles.grid}>
          <State label="通常">
            <FormField label="お名前" id="cat-name">
              <input className={fieldStyles.input} />
            </FormField>
          </State>
          <State label="必須・ヒント付き">
            <FormField label="メールアドレス" id="cat-email" required hint="ご返信はこのアドレスにお送りします。">
              <input className={fieldStyles.input} type="email" />
            </FormField>
          </State>
          <State label="エラー">
            <FormField label="電話番号" id="cat-phone" required error="正しい電話番号かご確認ください">
              <input className={fieldStyles.input} defaultValue="abc" />
            </FormField>
          </State>
          <State label="テキストエリア・選択">
            <FormField label="お問い合わせの種類" id="cat-kind">
              <select className={fieldStyles.select}>
                <option>選択してください</option>
              </select>
            </FormField>
            <FormField label="お問い合わせ内容" id="cat-body" hint="0 / 2000文字">
              <textarea className={fieldStyles.textarea} rows={3} />
            </FormField>
          </State>
          <State label="グループ（ラジオボタン）・エラー">
            <FormField as="group" label="物件" id="cat-group" required error="選択してください">
              <label className={fieldStyles.option}>
                <input type="radio" name="cat-radio" /> 海の家
              </label>
              <label className={fieldStyles.optionSelected}>
                <input type="radio" name="cat-radio" defaultChecked /> 山の家
              </label>
            </FormField>
          </State>
        </div>
      </Section>

      <ControlSections />

      <Section id="summary" title="ErrorSummary">
        <div className={styles.grid}>
          <State label="項目ごとのエラー（リンクで項目へ）">
            <ErrorSummary
              items={[
                { key: 'phone', label: '電話番号', message: '正しい電話番号かご確認ください', fieldId: 'cat-phone' },
                { key: 'group', label: '物件', message: '選択してください', fieldId: 'cat-group' },
              ]}
              focusKey={attempt}
            />
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              送信に失敗した時のフォーカス
            </Button>
          </State>
          <State label="項目によらないエラー">
            <ErrorSummary items={[]} message="サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。" />
          </State>
        </div>
      </Section>

      <Section id="dialog" title="Dialog">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          ダイアログを開く
        </Button>
        <Dialog open={open} title="ダイアログの見出し" onClose={() => setOpen(false)} closeMs={100}>
          <p>Esc・背景・閉じるボタンで閉じ、開いたボタンにフォーカスが戻ります。</p>
          <Button onClick={() => setOpen(false)}>OK</Button>
        </Dialog>
      </Section>

      <Section id="pager" title="Pager">
        {[
          [1, 3],
          [1, 32],
          [10, 32],
          [32, 32],
        ].map(([current, total]) => (
          <State key={`${current}/${total}`} label={`${total}ページ中 ${current}ページ目`}>
            <Pager current={current} total={total} hrefFor={(n) => pageHref('/dev/ui', n)} label={`ページ送り（例 ${current}/${total}）`} />
          </State>
        ))}
      </Section>

      <Section id="query" title="QueryStatus">
        <div className={styles.grid}>
          <State label="読み込み中">
            <QueryStatus query={{ isLoading: true }} loadingLabel="物件を読み込み中…">
              {() => null}
            </QueryStatus>
          </State>
          <State label="エラー（再読み込み）">
            <QueryStatus query={{ isError: true, error: apiError, refetch: noop }}>{() => null}</QueryStatus>
          </State>
          <State label="通信できない">
            <QueryStatus query={{ isError: true, error: { status: 'FETCH_ERROR', error: 'TypeError' }, refetch: noop }}>{() => null}</QueryStatus>
          </State>
          <State label="空">
            <QueryStatus query={{ data: [] as string[] }} isEmpty={(d) => d.length === 0} empty="掲載中の物件はまだありません">
              {() => null}
            </QueryStatus>
          </State>
          <State label="データ">
            <QueryStatus query={{ data: ['古民家', '町家'] }}>{(d) => <p>{d.join('・')}</p>}</QueryStatus>
          </State>
        </div>
      </Section>

      <Section id="card" title="Card / EmptyState">
        <div className={styles.grid}>
          <Card>
            <p>白い面（Card）。</p>
          </Card>
          <Card tone="muted">
            <p>落ち着いた面（tone=&quot;muted&quot;）。</p>
          </Card>
          <EmptyState text="このページに表示できる物件はありません">
            <a href="/dev/ui">最初のページへ</a>
          </EmptyState>
        </div>
      </Section>
    </main>
  );
}

export default UiCataloguePage;
