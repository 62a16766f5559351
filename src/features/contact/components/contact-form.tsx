"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";

import { CONTACT_ENDPOINTS } from "../contact.endpoints";
import { ContactInquiryBodySchema } from "../contact.schemas";
import { ContactBodyField } from "./contact-body-field";
import { ContactCategoryField } from "./contact-category-field";

const FIELD_ORDER = ["name", "email", "companyName", "category", "body"] as const;
const FIELD_ERROR_ALERT = "入力内容に誤りがあります。赤く表示された項目をご確認ください。";

/**
 * The contact form. It checks with the same schema as the server before sending (same messages),
 * shows the server's field errors the same way, and never clears what was typed on a failure.
 */
export function ContactForm({ prefill }: { prefill: { name: string; email: string } }) {
  const router = useRouter();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [body, setBody] = useState("");

  function showFieldErrors(form: HTMLFormElement, fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    setFormError(FIELD_ERROR_ALERT);
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    const element = first ? form.elements.namedItem(first) : null;
    // A radio group comes back as a list; focus its first button.
    const target = element instanceof RadioNodeList ? (element[0] as HTMLInputElement | undefined) : (element as HTMLElement | null);
    target?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      companyName: String(data.get("companyName") ?? ""),
      category: data.get("category") ?? undefined,
      body,
    };
    const checked = ContactInquiryBodySchema.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, toFieldErrors(checked.error));
      return;
    }
    setIsSubmitting(true);
    setFormError(undefined);
    setErrors({});
    const result = await callApi(CONTACT_ENDPOINTS.submit, { body: checked.data });
    if (result.ok) {
      router.push("/contact/thanks");
      return;
    }
    setIsSubmitting(false);
    if (result.error.code === "validation_failed") showFieldErrors(form, toFieldErrors(result.error));
    else setFormError(result.error.message);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <TextField label="お名前" name="name" autoComplete="name" required defaultValue={prefill.name} placeholder="山田 太郎" error={errors.name} />
      <TextField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={prefill.email}
        placeholder="taro@example.com"
        hint="回答はこのアドレスにお送りします。"
        error={errors.email}
      />
      <TextField label="会社名（任意）" name="companyName" autoComplete="organization" placeholder="株式会社かけはし" error={errors.companyName} />
      <ContactCategoryField error={errors.category} />
      <ContactBodyField value={body} onChange={setBody} error={errors.body} />
      <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700">
        ご入力いただいた個人情報は、お問い合わせへの回答のためにのみ利用し、
        <Link href="/pages/policy" className="whitespace-nowrap font-bold text-brand-700 underline">
          プライバシーポリシー
        </Link>
        に従って適切に管理いたします。
      </p>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60 sm:mx-auto sm:block sm:w-72"
      >
        {isSubmitting ? "送信しています…" : "送信する"}
      </button>
    </form>
  );
}
