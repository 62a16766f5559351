import { PROFESSION_ID as P } from "../reference/professions";
import type { Archetype } from "./archetype";

/** Engineering roles: most of the listings on a marketplace like this one. */
export const ENGINEERING_ARCHETYPES: readonly Archetype[] = [
  {
    key: "frontend", weight: 14, professionIds: [P.engineer], role: "フロントエンドエンジニア", work: "フロントエンド開発",
    stacks: [["TypeScript", "React", "Next.js"], ["TypeScript", "Vue.js", "Nuxt"], ["JavaScript", "React"], ["TypeScript", "Angular"], ["TypeScript", "Svelte"], ["TypeScript", "React", "GraphQL"]],
    welcome: ["Figma", "Playwright", "Storybookを用いたコンポーネント設計", "Webアクセシビリティへの配慮", "パフォーマンスチューニング（Core Web Vitals）"],
    tasks: ["既存画面の改修と新機能のUI実装", "デザインシステムの整備とコンポーネントの共通化", "API仕様のすり合わせとフロントエンドの設計", "E2Eテストの拡充とリファクタリング", "レスポンシブ対応とパフォーマンス改善"],
    budget: [60, 95],
  },
  {
    key: "backend", weight: 16, professionIds: [P.engineer], role: "バックエンドエンジニア", work: "バックエンド開発",
    stacks: [["Go", "AWS", "MySQL"], ["Ruby", "Ruby on Rails", "PostgreSQL"], ["PHP", "Laravel", "MySQL"], ["Python", "Django", "PostgreSQL"], ["Java", "Spring Boot", "Oracle"], ["Kotlin", "Spring Boot", "PostgreSQL"], ["TypeScript", "NestJS", "PostgreSQL"], ["Scala", "AWS", "MySQL"], ["C#", ".NET", "SQL Server"], ["Python", "FastAPI", "AWS"], ["Elixir", "PostgreSQL"], ["Rust", "AWS"]],
    welcome: ["Docker", "Redis", "マイクロサービスの設計・運用経験", "DDD（ドメイン駆動設計）の知識", "パフォーマンスチューニングの経験"],
    tasks: ["新機能のAPI設計・実装", "既存機能の改修とテストコードの整備", "データベースのテーブル設計とクエリ改善", "外部サービスとのAPI連携", "モノリスからマイクロサービスへの段階的な移行"],
    budget: [65, 100],
  },
  {
    key: "fullstack", weight: 8, professionIds: [P.engineer], role: "フルスタックエンジニア", work: "Webアプリケーション開発",
    stacks: [["TypeScript", "Next.js", "Node.js", "PostgreSQL"], ["Ruby on Rails", "React", "AWS"], ["Laravel", "Vue.js", "MySQL"], ["TypeScript", "React", "Firebase"], ["Python", "Django", "Vue.js"]],
    welcome: ["Docker", "GitHub Actions", "0→1のプロダクト立ち上げ経験", "スクラム開発の経験"],
    tasks: ["新規プロダクトの設計からリリースまでの開発全般", "フロントエンドとバックエンドをまたいだ機能開発", "技術選定やアーキテクチャの検討", "ユーザーインタビューを踏まえた改善サイクルの推進"],
    budget: [65, 100],
  },
  {
    key: "mobile", weight: 7, professionIds: [P.engineer], role: "モバイルアプリエンジニア", work: "スマホアプリ開発",
    stacks: [["Swift", "SwiftUI"], ["Kotlin", "Jetpack Compose"], ["Dart", "Flutter", "Firebase"], ["TypeScript", "React Native"], ["Swift", "Kotlin"]],
    welcome: ["App Store / Google Playへのリリース経験", "CI/CD（Bitrise、GitHub Actions）の構築経験", "GraphQL", "アプリのパフォーマンス改善経験"],
    tasks: ["iOS/Androidアプリの新機能開発", "既存アプリの設計見直しとリファクタリング", "プッシュ通知や決済機能の実装", "クラッシュ率の改善とテストの自動化"],
    budget: [65, 100],
  },
  {
    key: "infra", weight: 8, professionIds: [P.infra, P.engineer], role: "インフラエンジニア", work: "インフラ構築・SRE",
    stacks: [["AWS", "Terraform", "Kubernetes", "Docker"], ["GCP", "Kubernetes", "Terraform"], ["Azure", "Linux"], ["AWS", "Docker", "Datadog"], ["AWS", "Linux", "GitHub Actions"]],
    welcome: ["SRE（SLI/SLO設計）の実務経験", "セキュリティ対策の知見", "オンプレミスからクラウドへの移行経験", "コスト最適化の経験"],
    tasks: ["クラウドインフラの設計・構築・運用", "IaC（Terraform）によるインフラのコード化", "監視・アラートの設計と障害対応の仕組みづくり", "CI/CDパイプラインの改善", "コンテナ基盤への移行"],
    budget: [70, 110],
  },
  {
    key: "data", weight: 5, professionIds: [P.dataScientist], role: "データサイエンティスト", work: "データ分析・分析基盤構築",
    stacks: [["Python", "BigQuery", "SQL"], ["Python", "Snowflake", "Tableau"], ["SQL", "Looker Studio", "BigQuery"], ["Python", "AWS", "SQL"]],
    welcome: ["統計学の知識", "dbtを用いたデータモデリング", "A/Bテストの設計経験", "事業KPIの設計経験"],
    tasks: ["事業データの分析とレポーティング", "データ分析基盤（DWH）の設計・構築", "KPIダッシュボードの作成と運用", "施策の効果検証とA/Bテストの設計"],
    budget: [65, 105],
  },
  {
    key: "ml", weight: 3, professionIds: [P.mlEngineer, P.dataScientist], role: "機械学習エンジニア", work: "機械学習モデルの開発",
    stacks: [["Python", "PyTorch"], ["Python", "TensorFlow", "GCP"], ["Python", "PyTorch", "AWS"]],
    welcome: ["MLOpsの実務経験", "論文の実装経験", "画像認識・自然言語処理の知見", "Kubernetes"],
    tasks: ["需要予測モデルの開発と精度改善", "レコメンドエンジンの設計・実装", "学習パイプラインと推論APIの構築", "モデルの運用監視と再学習の仕組みづくり"],
    budget: [75, 120],
  },
  {
    key: "generative-ai", weight: 5, professionIds: [P.mlEngineer, P.engineer], role: "生成AIエンジニア", work: "生成AI（LLM）を活用した機能開発", isGenerativeAi: true,
    stacks: [["Python", "LangChain", "OpenAI API"], ["TypeScript", "OpenAI API", "Next.js"], ["Python", "FastAPI", "OpenAI API", "Azure"], ["Python", "LangChain", "AWS"]],
    welcome: ["RAG（検索拡張生成）の構築経験", "プロンプトエンジニアリングの知見", "ベクトルデータベースの利用経験", "LLMの評価設計の経験"],
    tasks: ["社内文書を検索して回答するRAGシステムの開発", "LLMを組み込んだ新機能のプロトタイピング", "プロンプトの設計と出力品質の評価・改善", "生成AIを活用した業務効率化ツールの開発"],
    budget: [75, 125],
  },
  {
    key: "qa", weight: 4, professionIds: [P.qa], role: "QAエンジニア", work: "品質保証・テスト自動化",
    stacks: [["Playwright", "TypeScript"], ["Selenium", "Python"], ["Jira", "Excel"], ["Selenium", "Java"]],
    welcome: ["JSTQBの資格", "テスト設計技法の知識", "アジャイル開発でのQA経験", "負荷試験の経験"],
    tasks: ["テスト計画の策定とテストケースの設計", "E2Eテストの自動化と保守", "リリース前の受け入れテスト", "不具合の分析と開発チームへのフィードバック"],
    budget: [45, 75],
  },
  {
    key: "security", weight: 2, professionIds: [P.security, P.infra], role: "セキュリティエンジニア", work: "セキュリティ対策の推進",
    stacks: [["AWS", "Linux"], ["Azure", "Linux"], ["GCP", "Kubernetes"]],
    welcome: ["脆弱性診断の実務経験", "ISMS / SOC2 の取得支援経験", "CISSPなどの資格", "インシデント対応の経験"],
    tasks: ["クラウド環境のセキュリティ設定の見直し", "脆弱性診断の実施と改善提案", "セキュリティポリシーの策定と社内教育", "ログ監視とインシデント対応フローの整備"],
    budget: [75, 115],
  },
  {
    key: "game", weight: 2, professionIds: [P.engineer], role: "ゲームエンジニア", work: "ゲーム開発",
    stacks: [["C#", "Unity"], ["C++", "Unity"], ["C#", "Unity", "AWS"]],
    welcome: ["リリース済みタイトルの開発経験", "シェーダーの知識", "3Dグラフィックスの知見"],
    tasks: ["新規タイトルのクライアント開発", "運用中タイトルのイベント機能の実装", "パフォーマンス最適化とメモリ管理", "開発効率化のためのツール開発"],
    budget: [55, 90],
  },
  {
    key: "salesforce", weight: 2, professionIds: [P.engineer, P.consultant], role: "Salesforceエンジニア", work: "Salesforceの導入・カスタマイズ",
    stacks: [["Salesforce", "Java"], ["Salesforce"], ["Salesforce", "JavaScript"]],
    welcome: ["Salesforce認定アドミニストレーター", "MA連携（Pardot、HubSpot）の経験", "要件定義の経験"],
    tasks: ["Salesforceの要件定義と設定・カスタマイズ", "Apexを用いた機能開発", "既存システムとのデータ連携", "業務フローの整理と運用定着の支援"],
    budget: [60, 95],
  },
];
