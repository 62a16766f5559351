/**
 * Operator notices for the top bar (spec S-ANN-1); daysAgo is relative to the seed's reference date.
 * Each announces something the product has and points to where it is (decision 029); a notice for
 * everyone points to a page everyone can open. The e2e tests count them per audience (all + orderer
 * 22, all + pro 21), so a replaced notice keeps its audience.
 */
export type AnnouncementContent = {
  title: string;
  body: string;
  targetUrl: string;
  audience: "all" | "pro" | "orderer";
  daysAgo: number;
};

export const ANNOUNCEMENTS: readonly AnnouncementContent[] = [
  {
    daysAgo: 1,
    audience: "all",
    title: "年末年始のサポート窓口の営業について",
    targetUrl: "/news/15",
    body: "12月28日から1月4日まで、お問い合わせへの回答が通常より遅れる場合があります。",
  },
  {
    daysAgo: 3,
    audience: "pro",
    title: "プロフィールに「稼働開始可能日」を設定できるようになりました",
    targetUrl: "/mypage/config/profile",
    body: "稼働を始められる日をプロフィールに載せると、企業がプロフィールで確認できます。",
  },
  {
    daysAgo: 6,
    audience: "orderer",
    title: "応募者を選考状況ごとに整理できるようになりました",
    targetUrl: "/news/14",
    body: "応募者管理で、選考状況ごとに応募者を並べ、案件や担当者で絞り込めるようになりました。",
  },
  {
    daysAgo: 10,
    audience: "all",
    title: "【重要】利用規約の改定のお知らせ",
    targetUrl: "/pages/terms",
    body: "フリーランス法への対応に伴い、利用規約の一部を改定します。",
  },
  {
    daysAgo: 14,
    audience: "all",
    title: "メンテナンス実施のお知らせ（11月20日 2:00〜4:00）",
    targetUrl: "/news/13",
    body: "メンテナンス中はサービスをご利用いただけません。",
  },
  {
    daysAgo: 19,
    audience: "pro",
    title: "生成AI案件特集を公開しました",
    targetUrl: "/special_projects_pages/generative-ai",
    body: "LLMを活用した開発案件を集めた特集ページを公開しました。",
  },
  {
    daysAgo: 25,
    audience: "orderer",
    title: "案件掲載時の報酬表示ルールについて",
    targetUrl: "/pages/faq#faq-company-posting-rules",
    body: "報酬は月額（万円）または時給で明記してください。",
  },
  {
    daysAgo: 31,
    audience: "all",
    title: "チャットで画像やPDFを送れるようになりました",
    targetUrl: "/project_chat_rooms",
    body: "スクリーンショットなどの画像や、職務経歴書などのPDFをチャットで共有できるようになりました。",
  },
  {
    daysAgo: 38,
    audience: "pro",
    title: "勤務先にプロフィールを表示しない設定ができるようになりました",
    targetUrl: "/mypage/config/shield",
    body: "設定の「勤務先ブロック」で企業やメールアドレスのドメインを登録すると、その企業の方にはプロフィールが表示されません。",
  },
  {
    daysAgo: 45,
    audience: "all",
    title: "なりすましメールにご注意ください",
    targetUrl: "/news/10",
    body: "かけはしを装ったメールが確認されています。心当たりのないリンクは開かないでください。",
  },
  {
    daysAgo: 52,
    audience: "orderer",
    title: "複数の企業アカウントを切り替えられるようになりました",
    targetUrl: "/news/9",
    body: "画面右上のメニューから、所属している企業を切り替えられます。",
  },
  {
    daysAgo: 60,
    audience: "pro",
    title: "副業・週2日からの案件特集を更新しました",
    targetUrl: "/special_projects_pages/side-job",
    body: "本業と両立しやすい案件を追加しました。",
  },
  {
    daysAgo: 84,
    audience: "all",
    title: "情報番組「ワークスタイル最前線」でかけはしが紹介されました",
    targetUrl: "/news/8",
    body: "企業とフリーランスの新しい関わり方として、サービスを取り上げていただきました。",
  },
  {
    daysAgo: 40,
    audience: "orderer",
    title: "採用担当者向けウェビナー「業務委託人材の活かし方」を開催します",
    targetUrl: "/news/11",
    body: "業務委託で参画するプロとのチームづくりについて、導入企業の事例を交えてお話しします。",
  },
  {
    daysAgo: 80,
    audience: "all",
    title: "インボイス制度への対応について",
    targetUrl: "/documents/guide#section-3",
    body: "企業情報に適格請求書発行事業者の登録番号を表示できるようになりました。",
  },
  {
    daysAgo: 94,
    audience: "orderer",
    title: "有料プランのお申し込みとお支払い方法について",
    targetUrl: "/news/7",
    body: "有料プランはお問い合わせフォームからお申し込みいただけます。お支払いは請求書払い（銀行振込）です。",
  },
  {
    daysAgo: 105,
    audience: "all",
    title: "夏季休業期間中のお問い合わせについて",
    targetUrl: "/news/6",
    body: "8月13日から16日までにいただいたお問い合わせは、18日以降に順次回答します。",
  },
  {
    daysAgo: 120,
    audience: "pro",
    title: "転職意向を設定できるようになりました",
    targetUrl: "/mypage/config/intention",
    body: "正社員の案件を探している方は、プロフィールで転職意向を設定してください。",
  },
  {
    daysAgo: 135,
    audience: "all",
    title: "個人情報の取り扱いに関する方針を更新しました",
    targetUrl: "/pages/policy",
    body: "お客様の情報の開示・削除の請求方法を追記しました。",
  },
  {
    daysAgo: 150,
    audience: "all",
    title: "ログイン中の端末を確認できるようになりました",
    targetUrl: "/news/4",
    body: "設定の「ログイン中の端末」で、ログインしているブラウザや端末を確認し、ログアウトさせられます。",
  },
  // Enough for the demo orderer and pro to see more than one page of /announcements (20 a page).
  {
    daysAgo: 17,
    audience: "orderer",
    title: "案件を下書き保存できるようになりました",
    targetUrl: "/mypage/order/projects",
    body: "入力途中の案件を下書きとして保存し、あとから編集して掲載できます。",
  },
  {
    daysAgo: 22,
    audience: "all",
    title: "お問い合わせの確認メールに受付番号を記載しました",
    targetUrl: "/contact/new",
    body: "お問い合わせを送ると、受付番号を記載した確認メールが届きます。ご連絡の際は受付番号をお知らせください。",
  },
  {
    daysAgo: 28,
    audience: "pro",
    title: "プロフィールに登録できるスキルの数を増やしました",
    targetUrl: "/mypage/config/profile",
    body: "スキルを最大30件まで登録できるようになりました。",
  },
  {
    daysAgo: 34,
    audience: "orderer",
    title: "通知メールの種類ごとに受け取りを設定できるようになりました",
    targetUrl: "/mypage/config/notifications",
    body: "設定の「メール通知」で、応募・メッセージ・ニュースなど、種類ごとに通知メールを受け取るかどうかを選べます。",
  },
  {
    daysAgo: 48,
    audience: "all",
    title: "スマートフォンでの表示を改善しました",
    targetUrl: "/top/projects",
    body: "案件一覧やチャットが、スマートフォンでより見やすくなりました。",
  },
  {
    daysAgo: 66,
    audience: "orderer",
    title: "企業ページにロゴを設定できるようになりました",
    targetUrl: "/mypage/order/corporation",
    body: "企業情報の編集画面から、ロゴ画像を登録できます。",
  },
  {
    daysAgo: 74,
    audience: "pro",
    title: "キーワード検索で、表記ゆれや略語でも案件が見つかるようになりました",
    targetUrl: "/top/projects",
    body: "「JS」と「JavaScript」のような表記ゆれや略語で検索しても、同じ案件が見つかります。",
  },
  {
    daysAgo: 142,
    audience: "all",
    title: "「よくある質問」を公開しました",
    targetUrl: "/pages/faq",
    body: "プロの方・企業の方からよくいただくご質問と回答を、ひとつのページにまとめました。",
  },
  {
    daysAgo: 170,
    audience: "all",
    title: "かけはしのサービス開始のお知らせ",
    targetUrl: "/news/1",
    body: "フリーランスのプロと企業をつなぐ「かけはし」の提供を開始しました。",
  },
];

/**
 * Announcements scheduled for later (issue 18's console shows them as 「予約」): daysAhead is counted
 * from the seed's reference date. No one sees them, and no read mark is written, before their time.
 * Kept apart from ANNOUNCEMENTS so the per-audience counts of the visible ones stay as they are.
 */
export type ScheduledAnnouncementContent = Omit<AnnouncementContent, "daysAgo"> & { daysAhead: number };

export const SCHEDULED_ANNOUNCEMENTS: readonly ScheduledAnnouncementContent[] = [
  {
    daysAhead: 30,
    audience: "all",
    title: "お問い合わせの受付時間と回答時間について",
    targetUrl: "/contact/new",
    body: "お問い合わせフォームは24時間受け付けています。回答は平日10時〜18時に、原則3営業日以内にメールでお送りします。",
  },
];
