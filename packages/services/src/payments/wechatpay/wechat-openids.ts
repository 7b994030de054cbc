// The openid WeChat Pay JSAPI needs to name the payer: remembered on the user's WeChat account when they
// sign in inside WeChat's browser (official account authorisation), read when they pay there.
import { accounts, type Database } from '@verso/db';
import { and, eq, isNotNull } from 'drizzle-orm';

const wechat = 'wechat';

export function wechatOpenIds(db: Database) {
  return {
    /** Keeps `openid` on the WeChat account `providerAccountId` (the unionid or the openid itself). */
    async remember(providerAccountId: string, openid: string): Promise<void> {
      await db
        .update(accounts)
        .set({ openid })
        .where(and(eq(accounts.provider, wechat), eq(accounts.providerAccountId, providerAccountId)));
    },

    /** The user's openid for JSAPI, or undefined when they have not signed in inside WeChat. */
    async of(userId: string): Promise<string | undefined> {
      const [account] = await db
        .select({ openid: accounts.openid })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.provider, wechat), isNotNull(accounts.openid)))
        .limit(1);
      return account?.openid ?? undefined;
    },
  };
}

export type WechatOpenIds = ReturnType<typeof wechatOpenIds>;
