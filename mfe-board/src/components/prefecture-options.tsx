import { PREFECTURE_GROUPS } from '@akiya/contracts';

/** The 47 prefectures as `<option>`s grouped by region (`<optgroup>`), for a prefecture `<select>`. */
export function PrefectureOptions() {
  return (
    <>
      {PREFECTURE_GROUPS.map((group) => (
        <optgroup key={group.code} label={group.name}>
          {group.items.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
