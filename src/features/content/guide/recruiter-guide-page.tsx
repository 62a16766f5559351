import { SectionedDocument } from "../components/sectioned-document";
import { MANUAL_DAILY_SECTIONS } from "./manual-sections-daily";
import { MANUAL_MENU_SECTIONS } from "./manual-sections-menu";

/**
 * /documents/recruiter_guide: the hands-on manual for signed-in orderers. The footer links it for
 * them only (spec S-FOOT-3), but the page itself is public: it holds nothing private, and a
 * colleague who has not signed up yet may be sent the link.
 */
export function RecruiterGuidePage() {
  return (
    <SectionedDocument
      title="ご利用マニュアル（発注企業アカウント向け）"
      lead="企業アカウントでかけはしをご利用の採用担当者の方に向けた操作マニュアルです。画面上部のメニュー、お知らせ、メッセージの使い方をご説明します。"
      sections={[...MANUAL_MENU_SECTIONS, ...MANUAL_DAILY_SECTIONS]}
      numbering="item"
    />
  );
}
