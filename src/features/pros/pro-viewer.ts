/**
 * Who looks at pros — a profile page or a pro search — with what decides what they may see:
 * their own id (a pro always sees themself), operators see everyone, and an orderer's corporations
 * and e-mail domain meet the employer shields and the private profiles (decision 020).
 */
export type ProViewer = {
  userId: number | null;
  isAdmin: boolean;
  isOrderer: boolean;
  /** Every corporation the viewer is a member of (not only the current one): a shield blocks them all. */
  corporationIds: readonly number[];
  /** The domain of the viewer's login address, lower-case ("example.co.jp"); null for visitors. */
  emailDomain: string | null;
};

export const VISITOR_VIEWER: ProViewer = { userId: null, isAdmin: false, isOrderer: false, corporationIds: [], emailDomain: null };

/**
 * Real names are for the people who may hire or run the marketplace: orderers and operators see
 * 「山田 太郎」, the pro sees their own; visitors and other pros see 「山田 T.」 (decision 020).
 */
export function seesFullName(viewer: ProViewer, proUserId: number): boolean {
  return viewer.isAdmin || viewer.isOrderer || viewer.userId === proUserId;
}

/** Work-history company names follow the name: masked for visitors and other pros, and always where the pro hid one. */
export const seesCompanyNames = seesFullName;

/** The domain part of an address, lower-case; undefined when there is none. */
export function emailDomainOf(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  const domain =
    at < 0
      ? ""
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === "" ? undefined : domain;
}
