import { paths } from "@/config/navigation";
import { FRESHNESS_CLOSE_DAYS, FRESHNESS_NOTICE_DAYS } from "@/lib/listing-freshness";

import { ORDERER_PLANS, PAID_PLAN_TERMS, formatPlanPrice } from "../plans";

/**
 * The questions on /pages/faq (and, picked by id, on /business). Answers are plain text; the links
 * after an answer lead to where the feature it names is (a visitor is asked to log in on the way),
 * then to the rules behind it.
 */
export type FaqEntry = {
  id: string;
  question: string;
  answer: string;
  links?: readonly { href: string; label: string }[];
};

export type FaqGroup = { id: string; title: string; entries: readonly FaqEntry[] };

const CONTACT = { href: "/contact/new", label: "お問い合わせフォーム" } as const;

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: "pro",
    title: "プロの方",
    entries: [
      {
        id: "pro-fee",
        question: "プロの利用に料金はかかりますか？",
        answer:
          "かかりません。会員登録、案件の検索・応募、企業とのチャット、受注まで、プロの方はすべての機能を無料でご利用いただけます。報酬から手数料が差し引かれることもありません。",
      },
      {
        id: "pro-real-name",
        question: "なぜ実名での登録が必要なのですか？",
        answer:
          "企業が相手を確かめたうえで安心して商談に進めるよう、かけはしではプロの方に実名でのご登録をお願いしています。ご登録の氏名は、応募先の企業とのやり取りで表示されます。なりすましや架空のプロフィールを防ぎ、双方が誠実に取引できる場を保つための取り組みです。運営が氏名を確認したプロのプロフィールには「本人確認済」と表示されます（お名前を変更すると表示は外れます）。",
        links: [{ href: "/mypage/config/name", label: "お名前の設定" }],
      },
      {
        id: "pro-meeting",
        question: "応募してから商談まで、どのくらいかかりますか？",
        answer:
          "応募すると企業とのチャットが開き、そのまま商談の日程を調整できます。企業から届いた「商談日程の提案」の候補から都合のよい日時を選ぶと商談が決まり、カレンダーに登録することもできます。企業の返信が早ければ、検索から最短1日で商談が可能です。",
        links: [
          { href: "/top/projects", label: "案件を探す" },
          { href: paths.messages(), label: "メッセージ" },
        ],
      },
      {
        id: "pro-side-job",
        question: "会社員ですが、副業として利用できますか？",
        answer:
          "ご利用いただけます。週1日から稼働できる案件や、平日夜・土日中心の案件もあります。検索条件の「稼働日数」や特徴タグの「副業OK」で絞り込んでください。勤務先の就業規則で副業が認められているかは、事前にご確認ください。",
        links: [{ href: "/special_projects_pages/side-job", label: "副業・週2日からの案件特集" }],
      },
      {
        id: "pro-employer-shield",
        question: "今の勤務先に、プロフィールを見られないようにできますか？",
        answer:
          "できます。ログイン後の「設定」→「勤務先ブロック」で企業やメールアドレスのドメインを登録すると、その企業のメンバーや、そのドメインのメールアドレスでログインしている方には、あなたのプロフィールも検索結果も表示されなくなります。",
        links: [{ href: "/mypage/config/shield", label: "勤務先ブロック" }],
      },
      {
        id: "pro-contract",
        question: "契約や報酬の支払いは、かけはしを通して行われますか？",
        answer:
          "いいえ。契約は企業とプロの方が直接結びます。かけはしは契約の当事者にはならず、仲介手数料もいただきません。発注時には、業務内容・報酬額・支払期日などの取引条件が書面または電子メール等で明示されます（フリーランス法）。内容をよくご確認のうえ契約してください。",
      },
    ],
  },
  {
    id: "company",
    title: "企業の方",
    entries: [
      {
        id: "company-brokerage",
        question: "本当に仲介手数料はかからないのですか？",
        answer:
          "かかりません。かけはしは企業とプロが直接契約する仕組みのため、契約金額に応じた仲介手数料やマージンは発生しません。企業さまにお支払いいただくのは、ご利用のプランの月額料金のみです（フリープランは0円です）。",
      },
      {
        id: "company-posting",
        question: "案件はどのように掲載できますか？",
        answer:
          "スタンダードプラン以上では、発注者メニューの「案件を登録する」からご自身で登録し、すぐに公開できます。フリープランでは「案件掲載の依頼」をお送りいただくと、運営が内容を確認のうえ原則2営業日以内に掲載します。",
        links: [
          { href: paths.newProject(), label: "案件を登録する" },
          { href: paths.newProjectRequest(), label: "案件の掲載を依頼する" },
          { href: "/documents/guide", label: "発注者ガイドを見る" },
        ],
      },
      {
        id: "company-speed",
        question: "募集を始めてから、どのくらいで商談できますか？",
        answer:
          "応募があるとチャットでやり取りを始められ、「商談日程を提案」から候補日時を3件まで送れます。プロが日時を選ぶと商談が決まり、商談の前日にはリマインドが届きます。早ければ応募の翌日に最初のオンライン商談を行えます。良いプロほど複数の企業と話を進めていますので、早めのご返信をおすすめします。",
        links: [
          { href: paths.applicants(), label: "応募者管理" },
          { href: paths.messages(), label: "メッセージ" },
        ],
      },
      {
        id: "company-multiple",
        question: "グループ会社など、複数の法人で利用できますか？",
        answer:
          "できます。どのプランでも、招待を受けて参加した複数の法人（企業アカウント）を、1つのログインで切り替えて利用できます。同僚やグループ会社の担当者は「企業設定・メンバー」からメールで招待できます。案件・応募者・メッセージは法人ごとに分かれて表示されます。",
        links: [{ href: paths.corporationMembers(), label: "メンバーと招待" }],
      },
      {
        id: "company-posting-rules",
        question: "案件の掲載内容で気をつけることはありますか？",
        answer: `業務内容、報酬（予算）、稼働日数、働き方を正確かつ最新の内容で記載してください。フリーランス法では、募集情報を正確・最新に保つことが求められています。募集を終えた案件は、速やかに「募集終了」にしてください。掲載内容が${FRESHNESS_NOTICE_DAYS}日以上更新されていない案件はメールで確認をお願いし、${FRESHNESS_CLOSE_DAYS}日を過ぎると自動で募集終了になります。`,
        links: [{ href: paths.ordererMyPage(), label: "発注者マイページ（掲載中の案件）" }],
      },
    ],
  },
  {
    id: "account",
    title: "アカウント・セキュリティ",
    entries: [
      {
        id: "account-password",
        question: "パスワードはどのように保管されていますか？",
        answer:
          "パスワードは、解読に多くの計算資源を要するハッシュ方式（Argon2id）で変換したうえで保存しており、運営者を含め誰も元のパスワードを見ることはできません。他のサービスと同じパスワードの使い回しは避けてください。",
        links: [{ href: "/pages/security", label: "情報セキュリティ方針" }],
      },
      {
        id: "account-login-lock",
        question: "ログインできなくなりました。どうすればよいですか？",
        answer:
          "短時間にログインの失敗が続くと、安全のため一定時間ログインを受け付けないことがあります。画面に表示される時間をおいてから、もう一度お試しください。それでもログインできない場合は、お問い合わせフォームからご連絡ください。",
        links: [{ href: "/password_resets/new", label: "パスワードをお忘れの方" }, CONTACT],
      },
      {
        id: "account-session",
        question: "ログイン状態はどのくらい続きますか？",
        answer:
          "ログイン時に「ログイン状態を保持する」を選んだ場合は、最後のご利用から14日間、またはログインから30日間のいずれか早い時点で、自動的にログアウトされます。選ばなかった場合は、ブラウザを閉じたとき、または最後のご利用から12時間・ログインから24時間のいずれか早い時点でログアウトされます。共用のパソコンでは「ログイン状態を保持する」を選ばず、使い終わったら必ずログアウトしてください。",
      },
      {
        id: "account-devices",
        question: "身に覚えのないログインがないか確認できますか？",
        answer:
          "できます。ログイン後の「設定」→「ログイン中の端末」に、このアカウントでログインしているブラウザや端末と、ログインした日時・IPアドレスが表示されます。心当たりのないものはその場でログアウトさせ、あわせてパスワードを変更してください。パスワードを変更すると、ほかの端末はすべてログアウトされます。",
        links: [
          { href: "/mypage/config/sessions", label: "ログイン中の端末" },
          { href: "/mypage/config/password", label: "パスワードの変更" },
        ],
      },
      {
        id: "account-report",
        question: "不審なメッセージや、事実と異なる案件を見つけたときは？",
        answer:
          "プロフィール、案件、メッセージにある「通報する」から運営にお知らせください。運営が内容を確認し、必要に応じて掲載の停止などの対応を行います。お急ぎの場合や、通報では伝えきれない事情がある場合は、お問い合わせフォームからご連絡ください。",
        links: [CONTACT],
      },
      {
        id: "account-delete",
        question: "退会や個人情報の削除はできますか？",
        answer:
          "できます。退会はログイン後の「設定」→「退会」から手続きでき、お名前やメールアドレスなどの個人情報は退会から30日後に削除します。登録データは「設定」→「データのダウンロード」からいつでも取得できます。訂正・利用停止などのご依頼は、お問い合わせフォームからお送りください。ご本人であることを確認したうえで、法令に従い遅滞なく対応します。",
        links: [
          { href: "/mypage/config/withdrawal", label: "退会" },
          { href: "/mypage/config/export", label: "データのダウンロード" },
          { href: "/pages/policy", label: "プライバシーポリシー" },
        ],
      },
    ],
  },
  {
    id: "fees",
    title: "料金",
    entries: [
      {
        id: "fees-plans",
        question: "企業向けの料金プランを教えてください。",
        answer: `${ORDERER_PLANS.map((plan) => `${plan.name}（${formatPlanPrice(plan)}）`).join("、")}の${ORDERER_PLANS.length}つです。いずれも仲介手数料や成功報酬はかかりません。`,
        links: [{ href: "/business#plans", label: "採用担当者の方へ（料金プラン）" }],
      },
      {
        id: "fees-apply",
        question: "有料プランには、どのように申し込めますか？",
        answer: `${PAID_PLAN_TERMS}登録直後はフリープランのため、まずは企業アカウントを作成してからお申し込みください。`,
        links: [CONTACT, { href: "/business#plans", label: "料金プラン" }],
      },
      {
        id: "fees-payment",
        question: "支払方法は何がありますか？",
        answer:
          "有料プランのお支払いは、請求書払い（銀行振込）です。毎月末日締めで請求書をお送りしますので、翌月末日までにお振込みください。クレジットカードなどによるオンラインでのお支払いには対応していません。",
        links: [{ href: "/pages/law", label: "特定商取引法に基づく表記" }],
      },
      {
        id: "fees-cancel",
        question: "有料プランはいつでも解約できますか？",
        answer:
          "いつでも解約できます。次回更新日の前日までにお問い合わせフォームから解約をお申し出いただくと、次の月から料金は発生しません。契約期間の途中で解約された場合の日割りでの返金は行っておりません。",
        links: [CONTACT, { href: "/pages/law", label: "特定商取引法に基づく表記" }],
      },
      {
        id: "fees-invoice",
        question: "適格請求書（インボイス）は発行されますか？",
        answer:
          "発行します。有料プランの料金については、登録番号を記載した適格請求書を発行します。請求書は、ご請求のつど、ご契約時にお知らせいただいたご担当者のメールアドレス宛にお送りします。",
      },
    ],
  },
];

/** Every entry in page order. */
export function listFaqEntries(groups: readonly FaqGroup[] = FAQ_GROUPS): FaqEntry[] {
  return groups.flatMap((group) => group.entries);
}

/** The named entries, in the order asked for (the /business page shows a few). */
export function pickFaqEntries(ids: readonly string[], groups: readonly FaqGroup[] = FAQ_GROUPS): FaqEntry[] {
  const byId = new Map(listFaqEntries(groups).map((entry) => [entry.id, entry]));
  return ids.map((id) => {
    const entry = byId.get(id);
    if (!entry) throw new Error(`unknown FAQ entry: ${id}`);
    return entry;
  });
}
