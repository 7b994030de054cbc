// Sign-in related calls besides Auth.js's own: the WeChat JS-SDK configuration (shangyi-translator).
import { TRPCError } from '@trpc/server';
import { wechatJsConfig, wechatJsConfigInput } from '@/server/wechat/js-config';
import { wechatApiFor } from '@/server/wechat/wechat-api-for';
import { createRouter, publicProcedure } from '../init';

export const authRouter = createRouter({
  getWechatJsConfig: publicProcedure.input(wechatJsConfigInput).query(({ ctx, input }) => {
    const { config } = ctx.services;
    if (config.platform !== 'shangyi-translator' || !config.wechat) {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'WeChat is not set up on this site.' });
    }
    return wechatJsConfig(wechatApiFor(config.wechat), input);
  }),
});
