// SPEC §7: the WeChat JS-SDK APIs the site asks for, shared by the page that asks and the server that signs.
export const wechatJsApiList = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareTimeline',
  'onMenuShareAppMessage',
  'showOptionMenu',
  'hideOptionMenu',
] as const;
