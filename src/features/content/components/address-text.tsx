import { formatCompanyAddress } from "@/config/company";

/**
 * The company address with each part (〒, street, building) kept on one line when it fits, so a
 * narrow column breaks between parts rather than inside 「丸の内トラストタワー」.
 */
export function AddressText() {
  const parts = formatCompanyAddress().split(" ");
  return (
    <>
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? " " : null}
          <span className="inline-block">{part}</span>
        </span>
      ))}
    </>
  );
}
