// The namespaces every page sends to the browser (the layout's NextIntlClientProvider): those its shell's
// client components read — header, footer, language picker, consent banner, toasts, crash screen. A page
// whose own client components read more adds them with <ClientMessages>; client-namespaces.test.ts checks
// both lists against what the client components read.
export const shellNamespaces = ['Header', 'Footer', 'LanguagePicker', 'Consent', 'Toasts', 'Crash'] as const;
