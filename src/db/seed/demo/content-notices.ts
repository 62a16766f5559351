/** Operator notices for the top bar (spec S-ANN-1); daysAgo is relative to the seed's reference date. */
export type AnnouncementContent = {
  title: string;
  body: string;
  targetUrl: string;
  audience: "all" | "pro" | "orderer";
  daysAgo: number;
};

export const ANNOUNCEMENTS: readonly AnnouncementContent[] = [
  { daysAgo: 1, audience: "all", title: "年末年始のサポート窓口の営業について", targetUrl: "/news/15", body: "12月28日から1月4日まで、お問い合わせへの回答が通常より遅れる場合があります。" },
  { daysAgo: 3, audience: "pro", title: "プロフィールに「稼働開始可能日」を設定できるようになりました", targetUrl: "/pages/faq", body: "企業からのスカウトに、稼働を始められる時期が表示されるようになりました。" },
  { daysAgo: 6, audience: "orderer", title: "応募者を「気になる」で整理できるようになりました", targetUrl: "/news/14", body: "応募者一覧で候補者に印をつけ、絞り込めるようになりました。" },
  { daysAgo: 10, audience: "all", title: "【重要】利用規約の改定のお知らせ", targetUrl: "/pages/terms", body: "フリーランス法への対応に伴い、利用規約の一部を改定します。" },
  { daysAgo: 14, audience: "all", title: "メンテナンス実施のお知らせ（11月20日 2:00〜4:00）", targetUrl: "/news/13", body: "メンテナンス中はサービスをご利用いただけません。" },
  { daysAgo: 19, audience: "pro", title: "生成AI案件特集を公開しました", targetUrl: "/special_projects_pages/generative-ai", body: "LLMを活用した開発案件を集めた特集ページを公開しました。" },
  { daysAgo: 25, audience: "orderer", title: "案件掲載時の報酬表示ルールについて", targetUrl: "/pages/faq", body: "報酬は月額（万円）または時給で明記してください。" },
  { daysAgo: 31, audience: "all", title: "チャットで画像を送れるようになりました", targetUrl: "/pages/faq", body: "スクリーンショットなどの画像をチャットで共有できるようになりました。" },
  { daysAgo: 38, audience: "pro", title: "本人確認がオンラインで完結するようになりました", targetUrl: "/pages/faq", body: "本人確認書類のアップロードだけで、最短当日に確認が完了します。" },
  { daysAgo: 45, audience: "all", title: "なりすましメールにご注意ください", targetUrl: "/news/10", body: "かけはしを装ったメールが確認されています。心当たりのないリンクは開かないでください。" },
  { daysAgo: 52, audience: "orderer", title: "複数の企業アカウントを切り替えられるようになりました", targetUrl: "/news/9", body: "画面右上のメニューから、所属している企業を切り替えられます。" },
  { daysAgo: 60, audience: "pro", title: "副業・週2日からの案件特集を更新しました", targetUrl: "/special_projects_pages/side-job", body: "本業と両立しやすい案件を追加しました。" },
  { daysAgo: 84, audience: "all", title: "情報番組「ワークスタイル最前線」でかけはしが紹介されました", targetUrl: "/news/8", body: "企業とフリーランスの新しい関わり方として、サービスを取り上げていただきました。" },
  { daysAgo: 40, audience: "orderer", title: "採用担当者向けウェビナー「業務委託人材の活かし方」を開催します", targetUrl: "/news/11", body: "業務委託で参画するプロとのチームづくりについて、導入企業の事例を交えてお話しします。" },
  { daysAgo: 80, audience: "all", title: "インボイス制度への対応について", targetUrl: "/pages/faq", body: "企業情報に適格請求書発行事業者の登録番号を表示できるようになりました。" },
  { daysAgo: 94, audience: "orderer", title: "スタンダードプランの料金改定のお知らせ", targetUrl: "/news/7", body: "来年4月のご契約更新分から、スタンダードプランの料金を改定します。" },
  { daysAgo: 105, audience: "all", title: "夏季休業期間中のお問い合わせについて", targetUrl: "/news/6", body: "8月13日から16日までにいただいたお問い合わせは、17日以降に順次回答します。" },
  { daysAgo: 120, audience: "pro", title: "転職意向を設定できるようになりました", targetUrl: "/pages/faq", body: "正社員の案件を探している方は、プロフィールで転職意向を設定してください。" },
  { daysAgo: 135, audience: "all", title: "個人情報の取り扱いに関する方針を更新しました", targetUrl: "/pages/privacy", body: "お客様の情報の開示・削除の請求方法を追記しました。" },
  { daysAgo: 150, audience: "all", title: "ログイン時の二段階認証に対応しました", targetUrl: "/news/4", body: "アカウント設定から二段階認証を有効にできます。" },
  // Enough for the demo orderer and pro to see more than one page of /announcements (20 a page).
  { daysAgo: 17, audience: "orderer", title: "案件を下書き保存できるようになりました", targetUrl: "/pages/faq", body: "入力途中の案件を下書きとして保存し、あとから編集して掲載できます。" },
  { daysAgo: 22, audience: "all", title: "お問い合わせフォームをリニューアルしました", targetUrl: "/pages/faq", body: "お問い合わせの種類を選ぶと、関連するよくある質問が表示されるようになりました。" },
  { daysAgo: 28, audience: "pro", title: "プロフィールに登録できるスキルの数を増やしました", targetUrl: "/pages/faq", body: "スキルを最大30件まで登録できるようになりました。" },
  { daysAgo: 34, audience: "orderer", title: "応募の通知メールを案件ごとに設定できるようになりました", targetUrl: "/pages/faq", body: "案件ごとに、応募があったときの通知メールを受け取るかどうかを選べます。" },
  { daysAgo: 48, audience: "all", title: "スマートフォンでの表示を改善しました", targetUrl: "/pages/faq", body: "案件一覧やチャットが、スマートフォンでより見やすくなりました。" },
  { daysAgo: 66, audience: "orderer", title: "企業ページにロゴを設定できるようになりました", targetUrl: "/pages/faq", body: "企業情報の編集画面から、ロゴ画像を登録できます。" },
  { daysAgo: 74, audience: "pro", title: "案件の検索条件を保存できるようになりました", targetUrl: "/pages/faq", body: "よく使う検索条件を保存して、ワンクリックで呼び出せます。" },
  { daysAgo: 142, audience: "all", title: "ヘルプセンターを公開しました", targetUrl: "/pages/faq", body: "よくある質問や使い方ガイドを、ひとつのページにまとめました。" },
  { daysAgo: 170, audience: "all", title: "かけはしのサービス開始のお知らせ", targetUrl: "/news/1", body: "フリーランスのプロと企業をつなぐ「かけはし」の提供を開始しました。" },
];
