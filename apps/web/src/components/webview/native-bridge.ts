// The page's side of the mobile app's webview (SPEC §1): which platform hosts it, messages to the app
// through its bridge, and messages from the app, which carry `origin: 'native'`.
//
// React Native's WebView injects `window.ReactNativeWebView` (Android and iOS); a native iOS app uses a
// WKWebView script message handler named `nativeApp` (`window.webkit.messageHandlers.nativeApp`).

export type AppPlatform = 'android' | 'ios' | 'web';

export interface BridgeWindow {
  navigator: { userAgent: string };
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
}

export const wkHandlerName = 'nativeApp';

export function detectPlatform(win: BridgeWindow): AppPlatform {
  if (win.webkit?.messageHandlers?.[wkHandlerName]) return 'ios';
  if (win.ReactNativeWebView) return /iPhone|iPad|iPod/i.test(win.navigator.userAgent) ? 'ios' : 'android';
  return 'web';
}

export interface AppMessage {
  type: string;
  [field: string]: unknown;
}

/** Sends a message to the host app; outside the app there is no one to tell and nothing happens. */
export function postToApp(win: BridgeWindow, message: AppMessage): void {
  if (win.ReactNativeWebView) win.ReactNativeWebView.postMessage(JSON.stringify(message));
  else win.webkit?.messageHandlers?.[wkHandlerName]?.postMessage(message);
}

/** "/" is the home page; other pages are named by their path without the locale: "my/history". */
export function pageName(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '') || 'home';
}

export interface NativeMessage {
  origin: 'native';
  type?: string;
  [field: string]: unknown;
}

/** The app's messages arrive as objects or JSON strings; anything not marked native is not for us. */
export function nativeMessageOf(data: unknown): NativeMessage | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const isNative =
    typeof value === 'object' && value !== null && (value as { origin?: unknown }).origin === 'native';
  return isNative ? (value as NativeMessage) : undefined;
}
