import { useState } from 'react';
import { Button, CheckboxGroup, Drawer, Icon, ICON_NAMES, RadioGroup, SearchBox, Select, TextField } from '@akiya/shared-ui';
import { Section, State } from './catalogue-parts';
import styles from './ui-catalogue-page.module.css';

const KINDS = [
  { value: 'land', label: '土地' },
  { value: 'building', label: '建物' },
  { value: 'both', label: '土地と建物' },
];
const PLANS = [
  { value: 'buy', label: '買いたい', description: '掲載中の物件に問い合わせます' },
  { value: 'sell', label: '売りたい', description: '物件を掲載します' },
];
const STRUCTURES = ['木造', '鉄骨造', '鉄筋コンクリート造'].map((s) => ({ value: s, label: s }));
const UTILITIES = [
  { value: 'water', label: '上水道' },
  { value: 'sewer', label: '下水道' },
  { value: 'gas', label: '都市ガス' },
];

/** TextField: empty, required with a hint, an error, a unit, a textarea with a counter, disabled. */
function TextFields() {
  const [name, setName] = useState('');
  const [zip, setZip] = useState('123');
  const [price, setPrice] = useState('120');
  const [body, setBody] = useState('');
  return (
    <Section id="text-field" title="TextField">
      <div className={styles.grid}>
        <State label="通常">
          <TextField label="お名前" id="cat-tf-name" value={name} onValue={setName} autoComplete="name" />
        </State>
        <State label="必須・ヒント付き">
          <TextField label="メールアドレス" id="cat-tf-email" type="email" required hint="ご返信はこのアドレスにお送りします。" value="" onValue={() => undefined} />
        </State>
        <State label="エラー">
          <TextField label="郵便番号" id="cat-tf-zip" inputMode="numeric" required error="7桁の数字で入力してください" value={zip} onValue={setZip} />
        </State>
        <State label="単位付き">
          <TextField label="価格" id="cat-tf-price" inputMode="numeric" suffix="万円" value={price} onValue={setPrice} />
        </State>
        <State label="複数行・文字数">
          <TextField label="お問い合わせ内容" id="cat-tf-body" multiline rows={3} counter={`${body.length} / 2000文字`} value={body} onValue={setBody} />
        </State>
        <State label="無効">
          <TextField label="会員ID" id="cat-tf-id" disabled value="10234" onValue={() => undefined} />
        </State>
      </div>
    </Section>
  );
}

/** Select: with a placeholder, an error, disabled. */
function Selects() {
  const [structure, setStructure] = useState('');
  return (
    <Section id="select" title="Select">
      <div className={styles.grid}>
        <State label="通常">
          <Select label="構造" id="cat-sel-structure" options={STRUCTURES} placeholder="選択してください" value={structure} onValue={setStructure} />
        </State>
        <State label="必須・エラー">
          <Select label="都道府県" id="cat-sel-pref" required options={[]} placeholder="選択してください" error="選択してください" value="" onValue={() => undefined} />
        </State>
        <State label="無効">
          <Select label="並び替え" id="cat-sel-sort" disabled options={[{ value: 'new', label: '新着順' }]} value="new" onValue={() => undefined} />
        </State>
      </div>
    </Section>
  );
}

/** RadioGroup and CheckboxGroup: inline, card, with an error, disabled. */
function ChoiceGroups() {
  const [kind, setKind] = useState('land');
  const [plan, setPlan] = useState('buy');
  const [utilities, setUtilities] = useState<string[]>(['water']);
  return (
    <Section id="choice-groups" title="RadioGroup / CheckboxGroup">
      <div className={styles.grid}>
        <State label="ラジオボタン">
          <RadioGroup label="物件の種類" name="cat-kind" id="cat-rg-kind" required options={KINDS} value={kind} onValue={setKind} />
        </State>
        <State label="ラジオボタン（カード）">
          <RadioGroup label="ご利用の目的" name="cat-plan" id="cat-rg-plan" look="card" options={PLANS} value={plan} onValue={setPlan} />
        </State>
        <State label="ラジオボタン・エラー">
          <RadioGroup label="物件" name="cat-house" id="cat-rg-house" required error="選択してください" options={KINDS} value="" onValue={() => undefined} />
        </State>
        <State label="チェックボックス">
          <CheckboxGroup label="設備" name="cat-utilities" id="cat-cg-utilities" hint="あてはまるものをすべて" options={UTILITIES} value={utilities} onValue={setUtilities} />
        </State>
        <State label="チェックボックス（一覧）・無効">
          <CheckboxGroup label="通知" name="cat-notices" id="cat-cg-notices" look="list" disabled options={UTILITIES} value={['gas']} onValue={() => undefined} />
        </State>
      </div>
    </Section>
  );
}

/** SearchBox in its three looks, and the hint of an invalid word. */
function SearchBoxes() {
  return (
    <Section id="search-box" title="SearchBox">
      <div className={styles.grid}>
        <State label="ページの検索欄">
          <SearchBox label="キーワードで物件を検索" submitLabel="検索する" />
        </State>
        <State label="文字数が合わない時のヒント">
          <SearchBox label="キーワードで物件を検索（例）" submitLabel="検索する" initialWord="古" showHintInitially />
        </State>
        <State label="ダイアログ（丸型）">
          <SearchBox label="検索キーワード" look="dialog" />
        </State>
        <div className={styles.heroBackdrop}>
          <State label="トップページ（写真の上）">
            <SearchBox label="検索キーワード（トップページ）" look="hero" />
          </State>
        </div>
      </div>
    </Section>
  );
}

/** Every icon of the set, with its name. */
function Icons() {
  return (
    <Section id="icon" title="Icon">
      <ul className={styles.icons}>
        {ICON_NAMES.map((name) => (
          <li key={name} className={styles.iconCell}>
            <Icon name={name} />
            <code>{name}</code>
          </li>
        ))}
        <li className={styles.iconCell}>
          <Icon name="heart" label="お気に入り" />
          <code>label</code>
        </li>
      </ul>
    </Section>
  );
}

/** Drawer: opened from a button, a menu-like list inside. */
function Drawers() {
  const [open, setOpen] = useState(false);
  return (
    <Section id="drawer" title="Drawer">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        ドロワーを開く
      </Button>
      <Drawer open={open} title="ドロワーの見出し" onClose={() => setOpen(false)} closeMs={300}>
        <p>右から開き、Esc・背景・閉じるボタンで閉じ、開いたボタンにフォーカスが戻ります。</p>
        <Button onClick={() => setOpen(false)}>OK</Button>
      </Drawer>
    </Section>
  );
}

/** The sections of the form controls, the icon set and the drawer. */
export function ControlSections() {
  return (
    <>
      <TextFields />
      <Selects />
      <ChoiceGroups />
      <SearchBoxes />
      <Icons />
      <Drawers />
    </>
  );
}
