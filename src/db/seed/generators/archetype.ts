/**
 * A kind of job (フロントエンド開発, Webマーケティング …) from which project titles and descriptions
 * are composed. Each has its own vocabulary so a free-word search finds a meaningful subset.
 */
export type Archetype = {
  key: string;
  /** Relative frequency among generated projects */
  weight: number;
  professionIds: readonly number[];
  /** Who is wanted, e.g. フロントエンドエンジニア */
  role: string;
  /** What the work is, e.g. フロントエンド開発 */
  work: string;
  /** Skill combinations seen together in real listings; names must exist in the skills list */
  stacks: ReadonlyArray<readonly string[]>;
  /** 歓迎スキル phrases */
  welcome: readonly string[];
  /** 業務内容 bullets */
  tasks: readonly string[];
  /** Typical monthly budget in 万円 for five days a week */
  budget: readonly [number, number];
  isGenerativeAi?: boolean;
  /** Non-engineering roles have no 開発環境 section */
  isBusiness?: boolean;
};
