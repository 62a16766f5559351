import type { SiteSettings } from "@/lib/env";

type Props = Pick<SiteSettings, "gtmId" | "gaMeasurementId"> & { nonce: string | undefined };

// The tag manager's own loader, in its CSP-aware form: it copies our nonce onto the script it adds.
function tagManagerLoader(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`;
}

function analyticsConfig(measurementId: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`;
}

/**
 * Spec S-HEAD-3: the tag manager and the analytics script, each only when its id is configured, and
 * each carrying this answer's CSP nonce (inline code without it would be refused).
 */
export function TagManagerScripts({ gtmId, gaMeasurementId, nonce }: Props) {
  return (
    <>
      {gtmId ? <script id="tag-manager" nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerLoader(gtmId) }} /> : null}
      {gaMeasurementId ? (
        <>
          <script id="analytics-loader" async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`} />
          <script id="analytics-config" nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsConfig(gaMeasurementId) }} />
        </>
      ) : null}
    </>
  );
}

/** The tag manager's fallback for browsers without JavaScript (placed first in <body>). */
export function TagManagerNoScript({ gtmId }: { gtmId: string | undefined }) {
  if (!gtmId) return null;
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
