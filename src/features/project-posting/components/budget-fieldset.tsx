"use client";

import { fieldId, FormGroup, InputField } from "@/features/pros/profile/components/profile-form-controls";

import { marketNoteFor } from "../market-note";
import { ANNUAL_BUDGET_CONTRACT_TYPE_IDS, BUDGET_LIMITS } from "../project-form.schemas";
import { errorAt, type SectionProps } from "./form-errors";
import { offerMonthlyMan, type BudgetUnitChoice, type ProjectFormState } from "./project-form-state";
import { useMarketCheck } from "./use-market-check";

const UNITS: { unit: BudgetUnitChoice; label: string }[] = [
  { unit: "monthly", label: "月額（万円）" },
  { unit: "hourly", label: "時給（円）" },
  { unit: "annual", label: "年収（万円）" },
  { unit: "negotiable", label: "要相談" },
];

/** 予算: the unit, the range, and beside it what open projects of the same profession and main skill offer. */
export function BudgetFieldset({ state, set, errors }: SectionProps<ProjectFormState>) {
  const isAnnualContract = ANNUAL_BUDGET_CONTRACT_TYPE_IDS.includes(Number(state.contractTypeId));
  const unitAllowed = (unit: BudgetUnitChoice) => unit === "negotiable" || (unit === "annual") === isAnnualContract;
  const check = useMarketCheck(state.professionIds[0], state.requiredSkillIds[0]);
  const note = marketNoteFor(check, offerMonthlyMan(state));
  const limits = state.budgetUnit === "negotiable" ? null : BUDGET_LIMITS[state.budgetUnit];
  return (
    <FormGroup title="予算" path="budget" error={errorAt(errors, "budget.unit")}>
      <fieldset>
        <legend className="sr-only">予算の種類</legend>
        <div className="flex flex-wrap gap-2" id={fieldId("budget.unit")} tabIndex={-1}>
          {UNITS.map(({ unit, label }) => (
            <label
              key={unit}
              className={`flex items-center gap-1.5 rounded-md border px-3 py-2 text-sm ${unitAllowed(unit) ? "cursor-pointer" : "cursor-not-allowed opacity-50"} ${
                state.budgetUnit === unit ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
              }`}
            >
              <input
                type="radio"
                name="budget-unit"
                value={unit}
                checked={state.budgetUnit === unit}
                disabled={!unitAllowed(unit)}
                onChange={() => set({ budgetUnit: unit })}
                className="accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500">年収は正社員・契約社員の募集で選べます（その場合は年収か要相談）。</p>
      </fieldset>
      {limits ? (
        <div className="grid grid-cols-2 gap-3">
          {(["min", "max"] as const).map((end) => {
            const key = end === "min" ? "budgetMin" : "budgetMax";
            return (
              <InputField
                key={end}
                path={`budget.${end}`}
                label={`${end === "min" ? "下限" : "上限"}（${limits.unit}）`}
                type="number"
                inputMode="numeric"
                min={limits.min}
                max={limits.max}
                value={state[key]}
                onChange={(e) => set({ [key]: e.target.value })}
                error={errors[`budget.${end}`]}
              />
            );
          })}
        </div>
      ) : null}
      <MarketCheckPanel check={check} note={note} />
    </FormGroup>
  );
}

function MarketCheckPanel({ check, note }: { check: ReturnType<typeof useMarketCheck>; note: string | null }) {
  if (!check || check.medianMan === null) return null;
  return (
    <div className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="market-check" aria-live="polite">
      <p className="font-bold text-slate-800">相場チェック（月額換算）</p>
      <p className="mt-1">
        同じ職種・必須スキルの掲載中案件 {check.sampleSize.toLocaleString("ja-JP")}件{check.isCapped ? "以上" : ""}: 下位25% {check.p25Man}万円 ／ 中央値{" "}
        {check.medianMan}万円 ／ 上位25% {check.p75Man}万円
      </p>
      {note ? (
        <p className="mt-1 font-bold text-amber-800" data-testid="market-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
