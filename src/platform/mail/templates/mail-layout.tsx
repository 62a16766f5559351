import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

import { COMPANY_PROFILE, formatCompanyAddress } from "@/config/company";

/**
 * security: about the account itself (verification, password, e-mail change) — always sent, no unsubscribe.
 * service: what the person just did or asked for (welcome, contact receipt, export ready) — no unsubscribe.
 * notice: news about others' actions (scouts, applications, messages) — one-click unsubscribe.
 */
export type MailKind = "security" | "service" | "notice";

type LayoutProps = {
  /** Shown by mail clients next to the subject. */
  preview: string;
  kind: MailKind;
  siteOrigin: string;
  /** Notices only: the one-click stop link. */
  unsubscribeUrl?: string;
  children: ReactNode;
};

const colors = { text: "#1f2937", muted: "#6b7280", brand: "#0f5fa8", line: "#e5e7eb", background: "#f5f7fa" };
const fontFamily = '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", Meiryo, sans-serif';

/** How to stop this kind of mail, in the footer: notices can be stopped; the rest say why they cannot. */
function StopNotice({ kind, unsubscribeUrl }: Pick<LayoutProps, "kind" | "unsubscribeUrl">) {
  if (kind === "notice" && unsubscribeUrl) {
    return (
      <Text style={footerText}>
        この種類のお知らせメールが不要な場合は、<Link href={unsubscribeUrl}>配信停止</Link>
        から止められます（ログイン不要）。
      </Text>
    );
  }
  return (
    <Text style={footerText}>
      {kind === "security"
        ? "このメールはアカウントの安全に関わる大切なお知らせのため、配信停止はできません。"
        : "このメールはお客様のお手続きに応じてお送りしているため、配信停止の対象外です。"}
    </Text>
  );
}

/** The frame of every mail: the product's name, the content, and the footer (特商法 contact, how to stop). */
export function MailLayout({ preview, kind, siteOrigin, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="ja">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.background, fontFamily, color: colors.text, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: 560, backgroundColor: "#ffffff", borderRadius: 8, padding: "24px 28px" }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: colors.brand, margin: "0 0 16px" }}>{COMPANY_PROFILE.serviceName}</Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: "24px 0 16px" }} />
          <StopNotice kind={kind} unsubscribeUrl={unsubscribeUrl} />
          <Text style={footerText}>
            このメールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできません。お問い合わせは
            <Link href={`${siteOrigin}${COMPANY_PROFILE.contactPath}`}>お問い合わせフォーム</Link>からお願いいたします。
          </Text>
          <Text style={footerText}>
            {COMPANY_PROFILE.name}（{COMPANY_PROFILE.serviceName}運営事務局）
            <br />
            {formatCompanyAddress()}
            <br />
            <Link href={`${siteOrigin}/pages/law`}>特定商取引法に基づく表記</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { fontSize: 12, lineHeight: "20px", color: colors.muted, margin: "0 0 8px" };
