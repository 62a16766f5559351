import { Button, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";

/** Marks HTML that the plain-text part leaves out (render-mail.ts): the button, whose address follows it anyway. */
export const TEXT_PART_SKIP_CLASS = "text-part-skip";

/** A paragraph of body text. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: "26px", margin: "0 0 16px" }}>{children}</Text>;
}

/**
 * The one action of a mail, as a button, with the address written out below it: some clients block
 * buttons, and the plain-text part shows the address.
 */
export function MailAction({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button
        href={href}
        className={TEXT_PART_SKIP_CLASS}
        style={{ backgroundColor: "#0f5fa8", color: "#ffffff", borderRadius: 6, padding: "12px 24px", fontSize: 15, fontWeight: 700 }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: 12, lineHeight: "18px", color: "#6b7280", margin: "12px 0 0", wordBreak: "break-all" }}>
        ボタンが押せない場合は、次のアドレスをブラウザに貼り付けてください。
        <br />
        {href}
      </Text>
    </Section>
  );
}

/** Label–value lines (受付番号：…), kept as lines so the plain-text part reads the same. */
export function MailFacts({ facts }: { facts: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <Section style={{ borderTop: "1px solid #e5e7eb", borderBottom: "1px solid #e5e7eb", margin: "0 0 16px", padding: "8px 0" }}>
      {facts.map(([label, value]) => (
        <Text key={label} style={{ fontSize: 14, lineHeight: "22px", margin: 0 }}>
          {`${label}：${value}`}
        </Text>
      ))}
    </Section>
  );
}

/** Text whose line breaks matter (an operator's comment, a list of titles): one paragraph, its lines kept, never HTML. */
export function MailLines({ text }: { text: string }) {
  return (
    <MailText>
      {text.split("\n").map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </MailText>
  );
}
