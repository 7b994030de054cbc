import { describe, expect, it } from 'vitest';
import { type BridgeWindow, detectPlatform, nativeMessageOf, pageName, postToApp } from './native-bridge';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function recorder() {
  const posted: unknown[] = [];
  return { posted, postMessage: (message: unknown) => posted.push(message) };
}

describe('webview bridge', () => {
  it('detects the host app from its bridge', () => {
    expect(detectPlatform({ navigator: { userAgent: android } })).toBe('web');
    expect(detectPlatform({ navigator: { userAgent: android }, ReactNativeWebView: recorder() })).toBe(
      'android',
    );
    expect(detectPlatform({ navigator: { userAgent: iphone }, ReactNativeWebView: recorder() })).toBe('ios');
    const wk: BridgeWindow = {
      navigator: { userAgent: iphone },
      webkit: { messageHandlers: { nativeApp: recorder() } },
    };
    expect(detectPlatform(wk)).toBe('ios');
    expect(detectPlatform({ navigator: { userAgent: iphone }, webkit: { messageHandlers: {} } })).toBe('web');
  });

  it('posts JSON to React Native and an object to WKWebView', () => {
    const rn = recorder();
    postToApp(
      { navigator: { userAgent: android }, ReactNativeWebView: rn },
      { type: 'WebPageReady', page: 'home' },
    );
    expect(rn.posted).toEqual(['{"type":"WebPageReady","page":"home"}']);
    const wk = recorder();
    postToApp(
      { navigator: { userAgent: iphone }, webkit: { messageHandlers: { nativeApp: wk } } },
      { type: 'WebPageReady', page: 'translate' },
    );
    expect(wk.posted).toEqual([{ type: 'WebPageReady', page: 'translate' }]);
  });

  it('names pages by their path without the locale', () => {
    expect(pageName('/')).toBe('home');
    expect(pageName('/translate')).toBe('translate');
    expect(pageName('/my/history/')).toBe('my/history');
  });

  it('accepts only messages whose origin is native', () => {
    expect(nativeMessageOf({ origin: 'native', type: 'refresh' })).toEqual({
      origin: 'native',
      type: 'refresh',
    });
    expect(nativeMessageOf('{"origin":"native","type":"back"}')).toEqual({ origin: 'native', type: 'back' });
    expect(nativeMessageOf({ origin: 'web', type: 'x' })).toBeUndefined();
    expect(nativeMessageOf('not json')).toBeUndefined();
    expect(nativeMessageOf(null)).toBeUndefined();
  });
});
