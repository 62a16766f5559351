import { formatJstDateTime } from "@/lib/format-date";

import type { RawExecutor } from "./bulk";
import { DAY_MS, type DemoLayout, HOUR_MS, iso } from "./plan";

/**
 * The operator console's 問い合わせ and メール送信履歴 (issue 18): inquiries in each status, one
 * answered by admin@, and the outbox they left — acknowledgements and the answer (sent), a mail that
 * bounced for good (550, the dashboard's 「送信できなかったメール」), one that gave up after its
 * retries, and one waiting for a retry. Mail is text only here (the seed cannot render templates).
 */

type DemoInquiry = {
  name: string;
  email: string;
  companyName: string | null;
  category: "pro" | "orderer" | "press" | "other";
  categoryLabel: string;
  body: string;
  status: "new" | "in_progress" | "done";
  hoursAgo: number;
  reply?: { body: string; hoursAgo: number };
};

const INQUIRIES: DemoInquiry[] = [
  {
    name: "高橋 美咲",
    email: "takahashi.misaki@example.com",
    companyName: "株式会社サンプル物流",
    category: "orderer",
    categoryLabel: "企業としての利用",
    body: "フリープランから有料プランへの切り替えを検討しています。\n請求書払いに対応しているか、また年額契約の割引があるか教えてください。",
    status: "new",
    hoursAgo: 2,
  },
  {
    name: "伊藤 健",
    email: "ito.ken@example.net",
    companyName: null,
    category: "pro",
    categoryLabel: "プロとしての利用",
    body: "プロフィールに登録した職務経歴書を差し替えたいのですが、古いファイルの削除方法が分かりません。\nスマートフォンからでも操作できますか。",
    status: "new",
    hoursAgo: 26,
  },
  {
    name: "中村 彩",
    email: "nakamura.aya@example.jp",
    companyName: "合同会社あおぞら企画",
    category: "other",
    categoryLabel: "その他",
    body: "先週からスカウトのお知らせメールが届かなくなりました。通知設定は「受け取る」のままです。\n迷惑メールフォルダも確認しましたが見当たりません。",
    status: "in_progress",
    hoursAgo: 3 * 24,
    reply: {
      body: "お問い合わせありがとうございます。かけはし運営事務局です。\n\nお調べしたところ、ご登録のメールアドレス宛のメールが、受信側のサーバーで一時的に受け取りを拒否されていました。\nお手数ですが、「kakehashi.example」からのメールを受信できるよう設定のうえ、マイページの「通知設定」から一度保存し直してください。\n\n改善しない場合は、このメールの受付番号を添えてご連絡ください。",
      hoursAgo: 2 * 24,
    },
  },
  {
    name: "山本 翔太",
    email: "yamamoto.shota@example.co.jp",
    companyName: "ミナトソフト株式会社",
    category: "orderer",
    categoryLabel: "企業としての利用",
    body: "昨日、案件の掲載依頼を送りました。審査にはどのくらい時間がかかりますか。\n来週から募集を始めたいと考えています。",
    status: "in_progress",
    hoursAgo: 5 * 24,
  },
  {
    name: "小林 直樹",
    email: "kobayashi@media.example.com",
    companyName: "株式会社テックメディア",
    category: "press",
    categoryLabel: "取材・提携",
    body: "フリーランス向けサービスの特集記事で、かけはしを取り上げたいと考えております。\n担当の方に30分ほど取材のお時間をいただけないでしょうか。",
    status: "done",
    hoursAgo: 10 * 24,
  },
];

const SEND_ONLY_NOTE = "このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。\n\nかけはし株式会社（かけはし運営事務局）";

const facts = (id: number, inquiry: DemoInquiry, receivedMs: number) =>
  `受付番号：${id}\n\n受付日時：${formatJstDateTime(new Date(receivedMs))}\n\nお問い合わせ種別：${inquiry.categoryLabel}`;

const ackText = (id: number, inquiry: DemoInquiry, receivedMs: number) =>
  `かけはし\n\nかけはしにお問い合わせいただき、ありがとうございます。お問い合わせを受け付けました。\n\n内容を確認のうえ、3営業日以内に担当者よりご連絡いたします。\n\n${facts(id, inquiry, receivedMs)}\n\n※ なりすましによる送信を防ぐため、このメールにはお問い合わせの内容を記載していません。\n\n${SEND_ONLY_NOTE}`;

const replyText = (id: number, inquiry: DemoInquiry, receivedMs: number, answer: string) =>
  `かけはし\n\n${inquiry.name} 様\n\nかけはしにお問い合わせいただき、ありがとうございます。お問い合わせいただいた件について、以下のとおりご回答いたします。\n\n${answer}\n\nかけはし運営事務局\n\n${facts(id, inquiry, receivedMs)}\n\n――――― お問い合わせの内容 ―――――\n\n${inquiry.body
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}\n\n${SEND_ONLY_NOTE}`;

type DemoMail = {
  to: string;
  subject: string;
  text: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  createdMs: number;
  sentMs?: number;
  nextMs?: number;
  lastError?: string;
};

async function insertMail(exec: RawExecutor, mail: DemoMail): Promise<number> {
  const { rows } = await exec.query<{ id: number }>(
    `insert into email_outbox (to_address, subject, body_text, status, attempts, created_at, next_attempt_at, sent_at, last_error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.status,
      mail.attempts,
      iso(mail.createdMs),
      iso(mail.nextMs ?? mail.createdMs),
      mail.sentMs === undefined ? null : iso(mail.sentMs),
      mail.lastError ?? null,
    ],
  );
  return rows[0]!.id;
}

async function audit(exec: RawExecutor, operatorId: number, action: string, inquiryId: number, before: object | null, after: object, atMs: number) {
  await exec.query(
    `insert into operator_audit_logs (operator_user_id, action, target_type, target_id, before, after, created_at) values ($1, $2, 'inquiry', $3, $4::jsonb, $5::jsonb, $6)`,
    [operatorId, action, String(inquiryId), before === null ? null : JSON.stringify(before), JSON.stringify(after), iso(atMs)],
  );
}

export async function seedInquiriesAndMail(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const now = layout.referenceDate.getTime();
  const operatorId = layout.demoUserId.admin;
  // Oldest first, so ids (the 受付番号) rise with time as the form would have given them.
  for (const inquiry of [...INQUIRIES].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const receivedMs = now - inquiry.hoursAgo * HOUR_MS;
    const changedMs = inquiry.reply ? now - inquiry.reply.hoursAgo * HOUR_MS : receivedMs + 20 * HOUR_MS;
    const { rows } = await exec.query<{ id: number }>(
      `insert into contact_inquiries (name, email, company_name, category, body, status, status_changed_at, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        inquiry.name,
        inquiry.email,
        inquiry.companyName,
        inquiry.category,
        inquiry.body,
        inquiry.status,
        inquiry.status === "new" ? null : iso(changedMs),
        iso(receivedMs),
      ],
    );
    const id = rows[0]!.id;
    const subject = "【かけはし】お問い合わせを受け付けました";
    await insertMail(exec, {
      to: inquiry.email,
      subject,
      text: ackText(id, inquiry, receivedMs),
      status: "sent",
      attempts: 1,
      createdMs: receivedMs,
      sentMs: receivedMs + 4_000,
    });
    if (inquiry.reply) {
      const repliedMs = now - inquiry.reply.hoursAgo * HOUR_MS;
      const text = replyText(id, inquiry, receivedMs, inquiry.reply.body);
      const mailId = await insertMail(exec, {
        to: inquiry.email,
        subject: `【かけはし】お問い合わせへのご回答（受付番号 ${id}）`,
        text,
        status: "sent",
        attempts: 1,
        createdMs: repliedMs,
        sentMs: repliedMs + 5_000,
      });
      const reply = await exec.query<{ id: number }>(
        `insert into contact_inquiry_replies (inquiry_id, operator_user_id, body, email_outbox_id, created_at) values ($1, $2, $3, $4, $5) returning id`,
        [id, operatorId, inquiry.reply.body, mailId, iso(repliedMs)],
      );
      const after = { replyId: reply.rows[0]!.id, mailId, length: Array.from(inquiry.reply.body).length, status: "in_progress" };
      await audit(exec, operatorId, "inquiry.reply", id, { status: "new" }, after, repliedMs);
    } else if (inquiry.status !== "new") {
      await audit(exec, operatorId, "inquiry.change_status", id, { status: "new" }, { status: inquiry.status }, changedMs);
    }
  }

  const notice = "かけはし\n\n新しいメッセージが届いています。マイページの「メッセージ」からご確認ください。\n\n" + SEND_ONLY_NOTE;
  await insertMail(exec, {
    to: "kato.ryo@example.org",
    subject: "【かけはし】新着メッセージのお知らせ",
    text: notice,
    status: "failed",
    attempts: 6,
    createdMs: now - 2 * DAY_MS,
    lastError: "Connection timeout",
  });
  await insertMail(exec, {
    to: "watanabe.yu@example.com",
    subject: "【かけはし】メールアドレスの確認",
    text: "かけはし\n\nかけはしにご登録いただき、ありがとうございます。マイページからメールアドレスの確認を完了してください。\n\n" + SEND_ONLY_NOTE,
    status: "failed",
    attempts: 1,
    createdMs: now - 6 * HOUR_MS,
    lastError: "550 5.1.1 <watanabe.yu@example.com>: Recipient address rejected: User unknown in virtual mailbox table",
  });
  await insertMail(exec, {
    to: "kimura.sho@example.net",
    subject: "【かけはし】新着メッセージのお知らせ",
    text: notice,
    status: "pending",
    attempts: 2,
    createdMs: now - 40 * 60_000,
    nextMs: now + 25 * 60_000,
    lastError: "421 4.7.0 Temporary System Problem. Try again later.",
  });
}
