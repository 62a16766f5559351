import type { ApplicationStatus } from "../../schema";
import type { Random } from "../generators/random";

/** One chat line: who speaks and how many hours after the previous line. */
export type ScriptLine = { from: "corporation" | "pro"; afterHours: number; body: string };

export type ChatContext = { proLastName: string; corporationName: string; days: number; years: number };

const fill = (text: string, c: ChatContext) =>
  text.replaceAll("{pro}", c.proLastName).replaceAll("{company}", c.corporationName).replaceAll("{days}", String(c.days)).replaceAll("{years}", String(c.years));

export const APPLICATION_MESSAGES = [
  "はじめまして、{pro}と申します。これまで{years}年ほど同様の業務に携わってきた経験を活かせると考え、応募いたしました。週{days}日程度で稼働可能です。一度お話を伺えますと幸いです。",
  "募集を拝見し、プロダクトの方向性に強く共感して応募いたしました。直近の案件でも近い技術スタックで開発しておりました。どうぞよろしくお願いいたします。",
  "はじめまして。現在は別案件と並行しているため週{days}日からの参画となりますが、来月以降は稼働を増やせます。ご検討いただけますと幸いです。",
  "{pro}です。ポートフォリオをプロフィールに掲載しております。業務内容について詳しくお伺いしたく、応募させていただきました。",
];

const OPENINGS = [
  "{pro}様\nご応募ありがとうございます。{company}の採用担当です。一度オンラインでお話しできればと思いますが、明日の15時はいかがでしょうか？",
  "{pro}様\nこの度はご応募いただきありがとうございます。プロフィールを拝見し、ぜひ一度お話ししたいと考えております。今週で30分ほどお時間をいただける日はございますか？",
  "ご応募ありがとうございます！{company}でエンジニアリングマネージャーをしている者です。カジュアルにお話しできればと思います。ご都合のよい日時を2〜3つ教えていただけますか？",
];
const REPLIES = [
  "ご連絡ありがとうございます。明日の15時で問題ございません。どうぞよろしくお願いいたします。",
  "ありがとうございます。あいにく明日は終日予定があるため、明後日の午前中でしたらいかがでしょうか。",
  "ご連絡ありがとうございます。木曜の19時以降か、金曜の10時〜12時でしたら対応可能です。",
];
const CONFIRMS = [
  "承知しました。それではその日時でGoogle MeetのURLをお送りします。当日はどうぞよろしくお願いいたします。",
  "ありがとうございます。では当日はZoomで実施させてください。URLは前日までにお送りします。",
];
const AFTER_MEETING = [
  "本日はお時間をいただきありがとうございました。社内で検討のうえ、今週中に改めてご連絡いたします。",
  "先日はありがとうございました。追加で、過去の制作物やGitHubのアカウントがあれば共有いただけますでしょうか？",
];
const PRO_THANKS = [
  "こちらこそありがとうございました。お話を伺い、ますます参画したい気持ちが強くなりました。ご検討のほどよろしくお願いいたします。",
  "ありがとうございました。チームの雰囲気がよく伝わり、とても参考になりました。引き続きよろしくお願いいたします。",
];
const OFFERS = ["お待たせいたしました。ぜひ{pro}様にご参画いただきたく、条件面のご相談をさせてください。稼働開始は来月1日を想定しております。"];
const ACCEPTS = ["ありがとうございます！ぜひよろしくお願いいたします。契約内容を確認し、本日中にご返信いたします。"];
const DECLINES = [
  "慎重に検討いたしましたが、今回は別の方とのご縁となりました。ご応募いただき誠にありがとうございました。またの機会がございましたらよろしくお願いいたします。",
];
const WITHDRAWS = ["大変恐縮ですが、別案件での稼働が決まったため、今回は辞退させていただけますでしょうか。ご調整いただいたのに申し訳ございません。"];
const ACKS = ["ご連絡ありがとうございます。承知いたしました。またご縁がございましたら、ぜひよろしくお願いいたします。"];

/** A nudge from the corporation that the demo pro has not read yet. */
export function composeFollowUp(context: ChatContext): ScriptLine {
  return {
    from: "corporation",
    afterHours: 20,
    body: fill("{pro}様\n面談の日程についてご確認いただけましたでしょうか？ご都合が合わないようでしたら、別の候補日をお送りします。", context),
  };
}

/** A believable conversation for where the application stands; longer the further it got. */
export function composeChatScript(random: Random, status: ApplicationStatus, context: ChatContext): ScriptLine[] {
  const c = (pool: readonly string[], afterHours: number): ScriptLine => ({ from: "corporation", afterHours, body: fill(random.pick(pool), context) });
  const p = (pool: readonly string[], afterHours: number): ScriptLine => ({ from: "pro", afterHours, body: fill(random.pick(pool), context) });
  const opening = [c(OPENINGS, random.int(2, 30)), p(REPLIES, random.int(1, 12))];
  const scheduled = [...opening, c(CONFIRMS, random.int(1, 6))];
  const met = [...scheduled, c(AFTER_MEETING, random.int(24, 60)), p(PRO_THANKS, random.int(1, 8))];
  switch (status) {
    case "applied":
      return [c(OPENINGS, random.int(2, 30))];
    case "in_talks":
      return random.chance(0.5) ? opening : scheduled;
    case "meeting":
      return met;
    case "hired":
      return [...met, c(OFFERS, random.int(24, 96)), p(ACCEPTS, random.int(1, 5))];
    case "declined":
      return [...(random.chance(0.5) ? scheduled : met), c(DECLINES, random.int(24, 120))];
    case "withdrawn":
      return [c(OPENINGS, random.int(2, 30)), p(WITHDRAWS, random.int(12, 72)), c(ACKS, random.int(1, 10))];
  }
}

export function composeApplicationMessage(random: Random, context: ChatContext): string {
  return fill(random.pick(APPLICATION_MESSAGES), context);
}
