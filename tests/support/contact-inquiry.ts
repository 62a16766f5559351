/** A contact-form submission that passes every rule; tests change one field at a time. */
export const VALID_CONTACT_INQUIRY = {
  name: "山田 花子",
  email: "hanako@example.test",
  companyName: "株式会社テスト商事",
  category: "orderer",
  body: "業務委託のエンジニアを2名探しています。\n料金プランについて教えてください。",
} as const;
