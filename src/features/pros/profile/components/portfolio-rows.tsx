import { PORTFOLIO_KIND_LABELS, PORTFOLIO_KINDS, PROFILE_LIMITS } from "../pro-profile.schemas";
import { FormGroup, InputField, removeButton, secondaryButton, SelectField } from "./profile-form-controls";
import { newRowKey, type LinkRow } from "./profile-form-state";

type Props = { rows: LinkRow[]; onChange: (rows: LinkRow[]) => void; errors: Record<string, string> };

/** ポートフォリオ: GitHub, sites, articles — a title and an http(s) address each. */
export function PortfolioRows({ rows, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<LinkRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <FormGroup
      title="ポートフォリオ"
      path="portfolioLinks"
      error={errors.portfolioLinks}
      description={`GitHub、制作したサイト、執筆した記事など${PROFILE_LIMITS.portfolioLinks}件まで。`}
    >
      {rows.map((row, index) => (
        <div key={row.key} className="grid gap-3 rounded-md border border-slate-100 bg-slate-50 p-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <SelectField
            path={`portfolioLinks.${index}.kind`}
            label="種類"
            value={row.kind}
            onChange={(e) => update(index, { kind: e.target.value as LinkRow["kind"] })}
            error={errors[`portfolioLinks.${index}.kind`]}
          >
            {PORTFOLIO_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PORTFOLIO_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <InputField
            path={`portfolioLinks.${index}.title`}
            label="タイトル"
            required
            value={row.title}
            onChange={(e) => update(index, { title: e.target.value })}
            error={errors[`portfolioLinks.${index}.title`]}
          />
          <InputField
            path={`portfolioLinks.${index}.url`}
            label="URL"
            required
            type="url"
            inputMode="url"
            placeholder="https://"
            value={row.url}
            onChange={(e) => update(index, { url: e.target.value })}
            error={errors[`portfolioLinks.${index}.url`]}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button type="button" className={removeButton} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              このリンクを削除<span className="sr-only">（{index + 1}件目）</span>
            </button>
          </div>
        </div>
      ))}
      {rows.length < PROFILE_LIMITS.portfolioLinks ? (
        <button type="button" className={secondaryButton} onClick={() => onChange([...rows, { key: newRowKey(), kind: "github", title: "", url: "" }])}>
          ＋ リンクを追加
        </button>
      ) : null}
    </FormGroup>
  );
}
