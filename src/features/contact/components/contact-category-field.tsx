import { CONTACT_CATEGORIES } from "../contact.schemas";

/** お問い合わせ種別 as radio buttons: four short choices read best side by side. */
export function ContactCategoryField({ error }: { error?: string }) {
  const errorId = "field-category-error";
  return (
    <fieldset>
      <legend className="mb-1 flex items-center gap-1 text-sm font-bold text-slate-700">
        お問い合わせ種別
        <span aria-hidden="true" className="text-xs font-normal text-red-600">
          必須
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CONTACT_CATEGORIES.map((category) => (
          <label
            key={category.value}
            className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${
              error ? "border-red-500 bg-red-50" : "border-slate-300 bg-white"
            }`}
          >
            <input type="radio" name="category" value={category.value} required aria-describedby={error ? errorId : undefined} className="h-4 w-4 accent-brand-600" />
            <span>{category.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
