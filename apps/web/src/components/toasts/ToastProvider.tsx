'use client';
// The site's toasts: antd's notifications (top right, 4.5 s, pause on hover, closable) with a repeat
// counter. Components call useToast(); antd's notification code loads with the first toast (ToastHost),
// not with every page, and toasts asked for meanwhile wait for it.
import type { NotificationInstance } from 'antd/es/notification/interface';
import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type DeferredNotification, deferredNotification } from './deferred-notification';

const ToastHost = dynamic(() => import('./ToastHost').then((module) => module.ToastHost), { ssr: false });

const ToastContext = createContext<DeferredNotification | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [toasts] = useState(() => deferredNotification(() => setHostWanted(true)));
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {hostWanted && <ToastHost onReady={toasts.attach} />}
    </ToastContext.Provider>
  );
}

export function useToast(): NotificationInstance {
  return useToasts().api;
}

/** Settles when the first toast is on its way to the screen (the host has loaded). */
export function useToastsShown(): Promise<void> {
  return useToasts().attached;
}

function useToasts(): DeferredNotification {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a <ToastProvider> above it (AppProviders has one).');
  return toasts;
}
