'use client';
// Catches a page's render errors. A class boundary rather than Next's error.tsx because only React's
// componentDidCatch is told the component stack, which the report must carry (SPEC §4).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/report-error';

interface CrashBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

export class CrashBoundary extends Component<CrashBoundaryProps, { error: Error | null }> {
  override state = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError('react-boundary', error, { componentStack: info.componentStack ?? null });
  }

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(error) : this.props.children;
  }
}
