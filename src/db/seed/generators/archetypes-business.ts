import { PROFESSION_ID as P } from "../reference/professions";
import type { Archetype } from "./archetype";

/** Design, product and business roles. */
export const BUSINESS_ARCHETYPES: readonly Archetype[] = [
  {
    key: "uiux", weight: 6, professionIds: [P.designer], role: "UI/UXデザイナー", work: "UI/UXデザイン",
    stacks: [["Figma"], ["Figma", "Adobe XD"], ["Figma", "Illustrator"], ["Figma", "HTML/CSS"]],
    welcome: ["ユーザーリサーチの実施経験", "デザインシステムの構築経験", "HTML/CSSの基礎知識", "BtoB SaaSのデザイン経験"],
    tasks: ["新機能の画面設計とプロトタイプ作成", "ユーザーインタビューを通じた課題の発見", "デザインシステムの整備と運用", "エンジニアと連携した実装品質の確認"],
    budget: [50, 85], isBusiness: true,
  },
  {
    key: "graphic", weight: 2, professionIds: [P.designer], role: "Webデザイナー", work: "Webデザイン・バナー制作",
    stacks: [["Photoshop", "Illustrator"], ["Figma", "Photoshop"], ["After Effects", "Illustrator"], ["Figma", "WordPress"]],
    welcome: ["動画編集の経験", "LP制作の実績", "広告クリエイティブの改善経験"],
    tasks: ["LP・Webサイトのデザイン制作", "広告バナーやSNS用クリエイティブの制作", "ブランドガイドラインに沿ったビジュアルの作成", "制作物の効果検証と改善"],
    budget: [35, 60], isBusiness: true,
  },
  {
    key: "director", weight: 5, professionIds: [P.director], role: "Webディレクター", work: "Webディレクション・プロジェクト管理",
    stacks: [["Jira", "Figma"], ["Excel", "Jira"], ["Figma", "Google Analytics"]],
    welcome: ["PMP等の資格", "アジャイル開発の経験", "大規模サイトリニューアルの経験"],
    tasks: ["プロジェクトの進行管理と課題管理", "要件定義と仕様書の作成", "クライアントとの折衝と社内調整", "開発会社・デザイナーのディレクション"],
    budget: [55, 90], isBusiness: true,
  },
  {
    key: "pdm", weight: 4, professionIds: [P.productManager, P.director], role: "プロダクトマネージャー", work: "プロダクトマネジメント",
    stacks: [["Jira", "Figma", "SQL"], ["Google Analytics", "Jira"], ["SQL", "Figma"]],
    welcome: ["BtoB SaaSのPdM経験", "エンジニアとしての開発経験", "事業計画の策定経験"],
    tasks: ["プロダクトのロードマップ策定と優先順位づけ", "ユーザー課題の調査と要件の言語化", "KPIの設計とデータに基づく意思決定", "開発チームとビジネスサイドの橋渡し"],
    budget: [70, 115], isBusiness: true,
  },
  {
    key: "marketing", weight: 6, professionIds: [P.marketer], role: "Webマーケター", work: "Webマーケティング",
    stacks: [["Google Analytics", "Google広告"], ["HubSpot", "SEO"], ["Looker Studio", "Google Analytics"], ["SEO", "WordPress"], ["HubSpot", "Salesforce"]],
    welcome: ["BtoBマーケティングの経験", "広告運用額月1,000万円以上の経験", "SQLを用いた分析経験", "コンテンツマーケティングの経験"],
    tasks: ["リスティング広告・SNS広告の運用と改善", "SEO戦略の立案とコンテンツ企画", "MAツールを用いたナーチャリング施策", "マーケティング施策の効果測定とレポーティング"],
    budget: [45, 85], isBusiness: true,
  },
  {
    key: "writer", weight: 3, professionIds: [P.writer], role: "ライター・編集者", work: "記事制作・編集",
    stacks: [["WordPress", "SEO"], ["SEO"], ["WordPress"]],
    welcome: ["IT・SaaS領域の執筆経験", "取材・インタビュー記事の経験", "編集ディレクションの経験"],
    tasks: ["オウンドメディアの記事企画と執筆", "導入事例インタビューの取材・執筆", "外部ライターの原稿編集とディレクション", "SEOを意識したリライト"],
    budget: [25, 50], isBusiness: true,
  },
  {
    key: "sales", weight: 3, professionIds: [P.sales, P.bizDev], role: "法人営業", work: "法人営業・インサイドセールス",
    stacks: [["Salesforce", "HubSpot"], ["Salesforce"], ["HubSpot", "Excel"]],
    welcome: ["SaaSの営業経験", "営業組織の立ち上げ経験", "エンタープライズ企業への提案経験"],
    tasks: ["見込み顧客への提案と商談の推進", "インサイドセールスの仕組みづくり", "営業資料の作成とトークスクリプトの改善", "パートナー企業の開拓"],
    budget: [40, 75], isBusiness: true,
  },
  {
    key: "hr", weight: 2, professionIds: [P.hr], role: "採用担当", work: "採用支援（RPO）",
    stacks: [["Excel", "kintone"], ["Excel"], ["Salesforce", "Excel"]],
    welcome: ["エンジニア採用の経験", "ダイレクトリクルーティングの経験", "採用広報の経験"],
    tasks: ["採用計画の策定と母集団形成", "スカウト文面の作成と送信", "候補者との面談調整と選考の運用", "採用ピッチ資料の作成"],
    budget: [35, 65], isBusiness: true,
  },
  {
    key: "cs", weight: 2, professionIds: [P.customerSuccess], role: "カスタマーサクセス", work: "カスタマーサクセス",
    stacks: [["Salesforce", "HubSpot"], ["HubSpot", "Excel"], ["Salesforce", "Tableau"]],
    welcome: ["SaaSのオンボーディング経験", "ヘルススコアの設計経験", "解約率改善の実績"],
    tasks: ["導入企業のオンボーディング支援", "活用状況の分析と定着化の提案", "ヘルプページやFAQの整備", "顧客の声をプロダクトチームへフィードバック"],
    budget: [40, 70], isBusiness: true,
  },
  {
    key: "consulting", weight: 4, professionIds: [P.consultant], role: "ITコンサルタント", work: "DX推進・業務改善コンサルティング",
    stacks: [["SAP"], ["Salesforce", "Excel"], ["kintone", "Excel"], ["Tableau", "Excel"], ["SAP", "Excel"]],
    welcome: ["コンサルティングファームでの経験", "PMO経験", "基幹システム刷新プロジェクトの経験", "業務要件定義の経験"],
    tasks: ["現状業務の可視化と課題の整理", "システム導入の要件定義とベンダー選定支援", "プロジェクトのPMO", "経営層への報告資料の作成"],
    budget: [80, 130], isBusiness: true,
  },
];
